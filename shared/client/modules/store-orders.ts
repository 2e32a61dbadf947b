/**
 * eCommerce orders: the buyer's read of their own order, as the site's thank-you page does with
 * the `orderId` the hosted checkout returns with (the SDK's `orders.getOrder`).
 */
import { seg, type RequestOptions, type Transport } from '../transport';
import type { StoreOrder } from '../types';

export const storeOrders = (t: Transport) => ({
  getOrder: (id: string, call?: RequestOptions) =>
    t.get<{ order: StoreOrder }>(`/ecom/v1/orders/${seg(id)}`, { id }, call),
});
