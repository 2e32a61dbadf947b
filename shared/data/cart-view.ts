// The cart as the cart family shows and changes it: imported by path (not through this
// folder's index), so product and event pages do not load it with the runtime.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApplicationError, type Cart, type PlatformClient } from '../client';
import type { CartChange } from './cart';
import { cartChanges, cartKeys, listenForCartChanges, type CartPlatform } from './cart-sync';
import { noteCartOwner, rememberNoCart, visitorHasNoCart } from './cartless-visitor';
import { usePlatform, useSiteConfig } from './use-platform';

/**
 * The visitor's cart, or null when they have none yet (remembered for later pages). Reading
 * never creates one.
 */
async function currentCartOrNull(
  client: PlatformClient,
  platform: CartPlatform,
  signal: AbortSignal,
): Promise<Cart | null> {
  const since = cartChanges();
  try {
    return (await client.cart.getCurrentCart({ signal })).cart;
  } catch (error) {
    // The platform answers 404 OWNED_CART_NOT_FOUND while the visitor has no cart.
    if (!isApplicationError(error) || error.status !== 404) throw error;
    rememberNoCart(platform, since);
    return null;
  }
}

/**
 * One cart query per page, whatever the number of cart widgets. A visitor new to the platform,
 * or one a page before found without a cart, has none until something is added (which the cache
 * then holds), so none is asked for.
 *
 * A widget that may mount after the cart failed to load (the drawer's lines, opened) passes
 * `retryOnMount: false`: it shows that failure and its Try again at once, instead of reading the
 * cart again and putting every cart widget back to its skeleton through the retries.
 *
 * Read again on waking from a sleep: meanwhile another device may have changed the cart, or the
 * platform forgotten the visitor with it.
 */
export function useCart(options: { retryOnMount?: boolean } = {}) {
  const client = usePlatform();
  const config = useSiteConfig();
  const queryClient = useQueryClient();
  useEffect(() => listenForCartChanges(config, queryClient), [config, queryClient]);
  useEffect(() => {
    // Not in the first load: it matters only minutes on.
    const watch = import('./wake').then((wake) => wake.readAgainOnWake(queryClient));
    return () => void watch.then((stop) => stop());
  }, [queryClient]);
  const cart = useQuery({
    queryKey: cartKeys.current,
    queryFn: ({ signal }) => {
      if (queryClient.getQueryData(cartKeys.current) || !visitorHasNoCart(config)) {
        return currentCartOrNull(client, config, signal);
      }
      rememberNoCart(config); // a new visitor's next page need not ask either
      return null;
    },
    ...options,
  });
  // Read, changed here or in another tab: whichever cart the widgets show.
  useEffect(() => noteCartOwner(config, cart.data), [config, cart.data]);
  return cart;
}

/** Items in the cart: store lines and custom lines alike (both are `lineItems`). */
export const itemCount = (cart: Cart | null | undefined): number =>
  cart ? cart.lineItems.reduce((sum, line) => sum + line.quantity, 0) : 0;

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

/** The cart widget's own changes: a line's quantity, a line, the coupon. */
export const updateLineQuantity: CartChange<{ id: string; quantity: number }> = (client, line) =>
  client.cart.updateCurrentCartLineItemQuantity([line]);

export const removeLine: CartChange<string> = (client, lineId) =>
  client.cart.removeLineItemsFromCurrentCart([lineId]);

export const applyCoupon: CartChange<string> = (client, couponCode) =>
  client.cart.updateCurrentCart({ couponCode });

export const removeCoupon: CartChange<void> = (client) => client.cart.removeCouponFromCurrentCart();
