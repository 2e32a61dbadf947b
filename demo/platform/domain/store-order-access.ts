import type { Caller, Platform } from '../context.ts';
import type { StoredOrder } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { ownerKeyOf } from './tokens.ts';

type KnownCaller = Exclude<Caller, { kind: 'anonymous' }>;

/** Whether `caller` bought the order: the cart's owner at checkout (a visitor or a member). */
const boughtBy = (p: Platform, order: StoredOrder, caller: KnownCaller) => {
  const checkout = p.db.checkouts.get(order.checkoutId);
  if (caller.kind === 'member' && order.memberId === caller.memberId) return true;
  return checkout !== undefined && checkout.ownerKey === ownerKeyOf(caller);
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
  const { transactionId: _payment, ...wire } = order;
  return wire;
};
