/**
 * The order the hosted checkout came back with (`orderId`), for the cart's confirmation. Only
 * that lazily loaded confirmation reads it, so it is not in this folder's index.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys, publishCart } from './cart-sync';
import { usePlatform, useSiteConfig } from './use-platform';

export const storeOrderKeys = {
  order: (orderId: string) => ['store-order', orderId] as const,
};

/**
 * The placed order, as its buyer may read it. Once it is there the cart it was bought from is
 * gone: every cart widget on the page and in other tabs shows none (the platform removed it).
 */
export function usePlacedOrder(orderId: string) {
  const client = usePlatform();
  const { clientId } = useSiteConfig();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: storeOrderKeys.order(orderId),
    queryFn: async ({ signal }) => (await client.storeOrders.getOrder(orderId, { signal })).order,
    staleTime: Infinity,
  });
  const placed = query.isSuccess;
  useEffect(() => {
    if (!placed) return;
    void queryClient.cancelQueries({ queryKey: cartKeys.current });
    publishCart(clientId, queryClient, null);
  }, [placed, clientId, queryClient]);
  return query;
}
