import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  isApplicationError,
  STORES_APP_ID,
  type Cart,
  type CustomLineItem,
  type LineItem,
  type PlatformClient,
} from '../client';
import { cartKeys, listenForCartChanges, publishCart } from './cart-sync';
import { visitorIsNew } from './new-visitor';
import { usePlatform, useSiteConfig } from './use-platform';

/** The visitor's cart, or null when they have none yet. Reading never creates one. */
async function currentCartOrNull(
  client: PlatformClient,
  signal: AbortSignal,
): Promise<Cart | null> {
  try {
    return (await client.cart.getCurrentCart({ signal })).cart;
  } catch (error) {
    // The platform answers 404 OWNED_CART_NOT_FOUND while the visitor has no cart.
    if (isApplicationError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * One cart query per page, whatever the number of cart widgets. A visitor new to the platform
 * has no cart until something is added (which the cache then holds), so none is asked for.
 */
export function useCart() {
  const client = usePlatform();
  const { clientId } = useSiteConfig();
  const queryClient = useQueryClient();
  useEffect(() => listenForCartChanges(clientId, queryClient), [clientId, queryClient]);
  return useQuery({
    queryKey: cartKeys.current,
    queryFn: ({ signal }) =>
      visitorIsNew() && !queryClient.getQueryData(cartKeys.current)
        ? null
        : currentCartOrNull(client, signal),
  });
}

/** Store lines and custom lines alike: everything the visitor will pay for. */
export const cartLines = (cart: Cart): Array<LineItem | CustomLineItem> => [
  ...cart.lineItems,
  ...(cart.customLineItems ?? []),
];

export const itemCount = (cart: Cart | null | undefined): number =>
  cart ? cartLines(cart).reduce((sum, line) => sum + line.quantity, 0) : 0;

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
  const { clientId } = useSiteConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => change(client, variables),
    onSuccess: ({ cart }) => {
      publishCart(clientId, queryClient, cart);
      onChanged?.(cart);
    },
  });
}

export function useCartTotals(cart: Cart | null | undefined) {
  const client = usePlatform();
  return useQuery({
    queryKey: cartKeys.totals(cart?.id ?? 'none'),
    enabled: itemCount(cart) > 0,
    queryFn: ({ signal }) =>
      client.cart.estimateCurrentCartTotals(
        { calculateTax: true, calculateShipping: true },
        { signal },
      ),
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

/** The cart widget's own changes: a line's quantity, a line, the coupon. */
export const updateLineQuantity: CartChange<{ id: string; quantity: number }> = (client, line) =>
  client.cart.updateCurrentCartLineItemQuantity([line]);

export const removeLine: CartChange<string> = (client, lineId) =>
  client.cart.removeLineItemsFromCurrentCart([lineId]);

export const applyCoupon: CartChange<string> = (client, couponCode) =>
  client.cart.updateCurrentCart({ couponCode });

export const removeCoupon: CartChange<void> = (client) => client.cart.removeCouponFromCurrentCart();
