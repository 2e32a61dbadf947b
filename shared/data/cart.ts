// Adding to the cart, which every family with a buy button does; the cart query and the cart
// widget's own changes are in cart-view.ts, which only the cart family loads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORES_APP_ID, type Cart, type PlatformClient } from '../client';
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
  const send = async (variables: Variables): Promise<{ cart: Cart | null }> => {
    const member = client.auth.isLoggedIn();
    const { cart } = await change(client, variables);
    if (member === client.auth.isLoggedIn()) {
      publishCart(config, queryClient, cart);
      return { cart };
    }
    // Answered across a sign-in or sign-out (rare): the code for it comes then.
    const { afterSignChange } = await import('./cart-after-sign');
    return (await afterSignChange(client, queryClient, cart, member)) ?? send(variables);
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
