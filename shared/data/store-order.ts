/**
 * The order the hosted checkout came back with (`orderId`), for the cart's confirmation. Only
 * that lazily loaded confirmation reads it, so it is not in this folder's index.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys, publishCart } from './cart-sync';
import { startedCheckouts } from './checkout-return';
import { usePlatform, useSiteConfig } from './use-platform';

/**
 * Whether `order` is what this tab's own checkout just placed: the order of the checkout the
 * address names (when the order names its checkout: the SDK's is optional), a checkout this tab
 * went to. A thank-you address is only a link: opened again (a bookmark, another tab, a link
 * someone sent) it shows the buyer's order, but nothing was bought now, so the page hears no
 * `order-created` and the cart the visitor has now stays.
 */
export function isFreshReturn(order: { checkoutId?: string }, checkoutId: string): boolean {
  if (order.checkoutId && order.checkoutId !== checkoutId) return false;
  try {
    return startedCheckouts().includes(checkoutId);
  } catch {
    return true; // storage blocked: nothing was noted, so the return is all there is to go by
  }
}

export const storeOrderKeys = {
  order: (orderId: string) => ['store-order', orderId] as const,
};

/**
 * The placed order, as its buyer may read it. Once it is there, if this tab's checkout
 * `checkoutId` just placed it (isFreshReturn), the cart it was bought from is gone: every cart
 * widget on the page and in other tabs shows none (the platform removed it). An old order's
 * address opened again leaves the cart the visitor has now alone.
 */
export function usePlacedOrder(orderId: string, checkoutId: string) {
  const client = usePlatform();
  const { clientId } = useSiteConfig();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: storeOrderKeys.order(orderId),
    queryFn: async ({ signal }) => (await client.storeOrders.getOrder(orderId, { signal })).order,
    staleTime: Infinity,
  });
  const fresh = query.isSuccess && isFreshReturn(query.data, checkoutId);
  useEffect(() => {
    if (!fresh) return;
    void queryClient.cancelQueries({ queryKey: cartKeys.current });
    publishCart(clientId, queryClient, null);
  }, [fresh, clientId, queryClient]);
  return query;
}
