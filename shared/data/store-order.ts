/**
 * The order the hosted checkout came back with (`orderId`), for the cart's confirmation. Only
 * that lazily loaded confirmation reads it, so it is not in this folder's index.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys, publishCart } from './cart-sync';
import { wentTo } from './checkout-return';
import { usePlatform, useSiteConfig } from './use-platform';

/**
 * Whether `order` is what this tab's own checkout just placed: the order of the checkout the
 * address names (when the order names its checkout: the SDK's is optional), a checkout this tab
 * went to. Opened again elsewhere, a thank-you address shows the buyer's order, but nothing was
 * bought now, so the page hears no `order-created` and the cart the visitor has now stays.
 */
const isFreshReturn = (order: { checkoutId?: string }, checkoutId: string): boolean =>
  (!order.checkoutId || order.checkoutId === checkoutId) && wentTo(checkoutId);

export const storeOrderKeys = {
  order: (orderId: string) => ['store-order', orderId] as const,
};

/**
 * The placed order, as its buyer may read it, and whether this tab's checkout `checkoutId`
 * just placed it (`fresh`). A fresh order's cart is gone: every cart widget on the page and in
 * other tabs shows none (the platform removed it). An old order's address opened again leaves
 * the cart the visitor has now alone.
 */
export function usePlacedOrder(orderId: string, checkoutId: string) {
  const client = usePlatform();
  const config = useSiteConfig();
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
    publishCart(config, queryClient, null);
  }, [fresh, config, queryClient]);
  return { order: query, fresh };
}
