import type { Caller, Platform } from '../context.ts';
import type { StoredOrder } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { CURRENCY } from '../money.ts';
import { type Query, cursorQuery } from '../query/query.ts';
import { ownerKeyOf } from './tokens.ts';

type KnownCaller = Exclude<Caller, { kind: 'anonymous' }>;

/** Whether `caller` bought the order: the cart's owner at checkout (a visitor or a member). */
const boughtBy = (p: Platform, order: StoredOrder, caller: KnownCaller) => {
  const checkout = p.db.checkouts.get(order.checkoutId);
  if (caller.kind === 'member' && order.memberId === caller.memberId) return true;
  return checkout !== undefined && checkout.ownerKey === ownerKeyOf(caller);
};

/**
 * An order on the wire: in the store's one currency (the order's, which the SDK reads as its
 * `currency`), without the payment's reference, which is the shop's alone. Its custom lines
 * are line items, as the SDK's Order has them, in orders stored when they were apart too.
 */
const storeOrderView = (order: StoredOrder) => {
  const { transactionId: _payment, customLineItems = [], ...wire } = order;
  return { ...wire, lineItems: [...wire.lineItems, ...customLineItems], currency: CURRENCY };
};

/**
 * A store order as its buyer may read it (the site's thank-you page reads it by the `orderId`
 * the checkout returned with), or the admin. Anyone else gets 404, as if there were none: an
 * order id alone is no key to another buyer's order.
 */
export const storeOrderFor = (p: Platform, caller: KnownCaller, id: string) => {
  const order = p.db.storeOrders.get(id);
  if (!order || (caller.kind !== 'admin' && !boughtBy(p, order, caller))) {
    throw notFound(`Order ${id}`);
  }
  return storeOrderView(order);
};

/**
 * Search Orders, the admin's (routes/store-orders.ts refuses everyone else): every order,
 * newest first unless the search sorts, a page per cursor.
 */
export const searchStoreOrders = (p: Platform, search: Query) =>
  cursorQuery(p.db.storeOrders.all().map(storeOrderView), {
    ...search,
    sort: search.sort ?? [{ fieldName: 'createdDate', order: 'DESC' }],
  });
