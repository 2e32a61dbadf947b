// Adding to the cart, which every family with a buy button does; the cart query and the cart
// widget's own changes are in cart-view.ts, which only the cart family loads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORES_APP_ID, isApplicationError, type Cart, type PlatformClient } from '../client';
import { cartKeys, forgetNoCart, publishCart } from './cart-sync';
import { usePlatform, useSiteConfig } from './use-platform';

/** One change to the visitor's cart: a platform call that answers with the whole cart. */
export type CartChange<Variables> = (
  client: PlatformClient,
  variables: Variables,
) => Promise<{ cart: Cart | null }>;

/**
 * A cart change: on success every cart widget on the page and in other tabs shows the returned
 * cart, then `onChanged` runs (the element layer tells the page, see shared/element). Never
 * retried (spec §9); on failure the cart in the cache is untouched.
 */
export function useCartMutation<Variables>(
  change: CartChange<Variables>,
  onChanged?: (cart: Cart | null) => void,
) {
  const client = usePlatform();
  const config = useSiteConfig();
  const queryClient = useQueryClient();
  /**
   * Answered after a sign-in or sign-out here or in another tab, the cart may be the previous
   * person's (the platform had the change first) or the new one's (it refused the old tokens
   * and the client sent it again with the new): neither shown nor sent to the other tabs, the
   * change answers the cart the tokens name now, read again.
   *
   * Someone who signed in meanwhile sees the member's cart, into which the platform moved the
   * visitor's at the sign-in. A change it made on the visitor's after that (the answer later
   * than the member's cart's last change, or the member has none) reached a cart nobody will
   * see again: it is made again, on the member's. Not otherwise, lest it count twice; after a
   * sign-out the member's cart keeps it for them. (A visitor the platform forgot on the way is
   * followed by a new visitor, not a sign-in: the answer is their cart.)
   */
  const send = async (variables: Variables): Promise<{ cart: Cart | null }> => {
    const member = client.auth.isLoggedIn();
    const { cart } = await change(client, variables);
    if (member === client.auth.isLoggedIn()) {
      publishCart(config, queryClient, cart);
      return { cart };
    }
    // A read begun at the sign-in may predate the change: this one is after it.
    await queryClient.cancelQueries({ queryKey: cartKeys.current });
    const now = await currentCart(client);
    if (!member && (!now || cart!.updatedDate! > now.updatedDate!)) return send(variables);
    queryClient.setQueryData(cartKeys.current, now);
    return { cart: now };
  };
  return useMutation({
    mutationFn: send,
    // Any change may create the visitor's cart: a note that they have none goes before it is
    // sent, and again once answered (the visitor's first tokens, noted, may be made on the way).
    onMutate: () => forgetNoCart(config),
    onSuccess: ({ cart }) => onChanged?.(cart),
    onSettled: (_, failed) => {
      forgetNoCart(config);
      // Unanswered (the connection dropped, a timeout), the change may have been made: the
      // cart is read again (now, or once back online), lest the visitor add again what it
      // holds. Not awaited, so the error shows at once; after a refusal the read is merely the
      // same cart.
      if (failed) void queryClient.invalidateQueries({ queryKey: cartKeys.current });
    },
  });
}

/** The visitor's cart, or null while they have none (the platform answers 404). */
export async function currentCart(
  client: PlatformClient,
  signal?: AbortSignal,
): Promise<Cart | null> {
  try {
    return (await client.cart.getCurrentCart({ signal })).cart;
  } catch (error) {
    // OWNED_CART_NOT_FOUND
    if (isApplicationError(error) && error.status === 404) return null;
    throw error;
  }
}

export interface AddToCartVariables {
  productId: string;
  /** A variant of a product with managed variants; or its option choices. */
  variantId?: string;
  options?: Record<string, string>;
  quantity: number;
}

/** Adds a store product line (run it with useCartMutation). */
export const addToCart: CartChange<AddToCartVariables> = (
  client,
  { productId, variantId, options, quantity },
) =>
  client.cart.addToCurrentCart({
    lineItems: [
      {
        catalogReference: {
          catalogItemId: productId,
          appId: STORES_APP_ID,
          options: { ...(variantId ? { variantId } : {}), ...(options ? { options } : {}) },
        },
        quantity,
      },
    ],
  });
