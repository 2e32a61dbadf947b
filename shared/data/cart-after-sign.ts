// Imported by cart.ts only when a cart change is answered across a sign-in or sign-out: no
// first load carries it.
import type { QueryClient } from '@tanstack/react-query';
import { isApplicationError, type Cart, type PlatformClient } from '../client';
import { cartKeys } from './cart-sync';

/**
 * A cart change answered after a sign-in or sign-out here or in another tab: the answer may be
 * the previous person's cart (the platform had the change first) or the new one's (it refused
 * the old tokens and the client sent it again with the new). Neither shown nor sent to the
 * other tabs, the change answers the cart the tokens name now, read again.
 *
 * Someone who signed in meanwhile sees the member's cart, into which the platform moved the
 * visitor's at the sign-in. A change it made on the visitor's after that (the answer later than
 * the member's cart's last change, or the member has none) reached a cart nobody will see
 * again: it must be made again, on the member's (null). Not otherwise, lest it count twice;
 * after a sign-out the member's cart keeps it for them. (A visitor the platform forgot on the
 * way is followed by a new visitor, not a sign-in: the answer is their cart.)
 */
export async function afterSignChange(
  client: PlatformClient,
  queryClient: QueryClient,
  answer: Cart | null,
  wasMember: boolean,
): Promise<{ cart: Cart | null } | null> {
  // A read begun at the sign-in may predate the change: this one is after it.
  await queryClient.cancelQueries({ queryKey: cartKeys.current });
  const now = await client.cart.getCurrentCart().then(
    (read) => read.cart,
    (error: unknown) => {
      // OWNED_CART_NOT_FOUND: the member has no cart.
      if (isApplicationError(error) && error.status === 404) return null;
      throw error;
    },
  );
  // Dates missing (or no answer): not made again, which could count it twice.
  const later = !!answer?.updatedDate && !!now?.updatedDate && answer.updatedDate > now.updatedDate;
  if (!wasMember && (!now || later)) return null;
  queryClient.setQueryData(cartKeys.current, now);
  return { cart: now };
}
