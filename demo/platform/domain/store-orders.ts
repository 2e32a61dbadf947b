import type { Platform } from '../context.ts';
import type { StoredCartLine, StoredCheckout, StoredOrder } from '../db/types.ts';
import { applicationError } from '../errors.ts';
import { newId } from '../ids.ts';
import { round2 } from '../money.ts';
import { resolveLine } from './cart.ts';
import { unitPrice } from './catalog.ts';
import { checkCouponStillGiven } from './coupons.ts';
import { countryOf } from './delivery.ts';
import { orderConfirmation } from './order-email.ts';
import { sendEmail } from './outbox.ts';
import { type FrozenCart, frozenLines, isCustomLine } from './frozen-cart.ts';
import { newOrderNumber } from './tickets.ts';

type SoldLine = Pick<StoredCartLine, 'catalogReference' | 'quantity'> & {
  /** One unit's price as the checkout froze it (domain/cart.ts `lineView`). */
  price?: { amount: string };
};

/**
 * What the checkout sells: its lines as they were when it was created, which the order holds
 * and is priced by. The cart may have changed since; its lines now are not what is bought.
 */
const soldLines = (checkout: StoredCheckout): SoldLine[] => {
  const cart = checkout.estimate.cart as FrozenCart<SoldLine>;
  // Custom lines have no catalogue item to price or stock.
  return cart.lineItems.filter((line) => !isCustomLine(line, cart));
};

/**
 * Refuses a checkout whose prices are no longer the catalogue's: one made before the shop
 * raised a price or ended a sale would otherwise be paid, days later, at the old price. The
 * buyer goes back to the cart and checks out again at today's.
 */
const checkPrices = (p: Platform, lines: readonly SoldLine[]) => {
  for (const line of lines) {
    const resolved = resolveLine(p, line);
    if (!resolved || !line.price) continue;
    if (Number(line.price.amount) !== round2(unitPrice(resolved.product, resolved.variant)))
      throw applicationError(
        409,
        'PRICE_CHANGED',
        `The price of ${resolved.product.name} changed after this checkout was made: go back to the cart for the new total.`,
      );
  }
};

interface FrozenDiscounts {
  appliedDiscounts?: { coupon?: { code: string; amount: { amount: string } } }[];
  priceSummary: { subtotal: { amount: string } };
}

/**
 * Refuses a checkout whose coupon the shop no longer offers, or no longer for that much. The
 * cart drops a coupon that is gone, so the buyer goes back to it for the new total.
 */
const checkCoupon = (p: Platform, checkout: StoredCheckout) => {
  const { appliedDiscounts = [], priceSummary } = checkout.estimate as unknown as FrozenDiscounts;
  for (const { coupon } of appliedDiscounts) {
    if (!coupon) continue;
    checkCouponStillGiven(
      p,
      {
        code: coupon.code,
        amount: Number(coupon.amount.amount),
        subtotal: Number(priceSummary.subtotal.amount),
      },
      { since: 'this checkout was made', next: 'go back to the cart for the new total' },
    );
  }
};

/** Takes the bought units off the shelf; throws (rolling back) if any line ran out meanwhile. */
const takeStock = (p: Platform, lines: readonly SoldLine[]) => {
  for (const line of lines) {
    const resolved = resolveLine(p, line);
    if (!resolved) throw applicationError(409, 'ITEMS_UNAVAILABLE', 'An item is no longer sold');
    const { product, variant } = resolved;
    if (!product.trackInventory) continue;
    if ((variant.quantity ?? 0) < line.quantity) {
      throw applicationError(
        409,
        'INSUFFICIENT_INVENTORY',
        `${product.name} sold out while you were checking out`,
      );
    }
    const variants = product.variants.map((v) =>
      v.id === variant.id ? { ...v, quantity: (v.quantity ?? 0) - line.quantity } : v,
    );
    p.db.products.put({ ...product, variants, lastUpdated: p.clock.iso() });
  }
};

/** What a shop sends after payment; in the sandbox it lands in the outbox. */
const sendOrderConfirmation = (
  p: Platform,
  order: StoredOrder,
  buyer: { email: string; name: string; address: string },
) => {
  const shipping = buyer.address.trim()
    ? { fullName: buyer.name, address: buyer.address }
    : undefined;
  sendEmail(p, {
    to: buyer.email,
    ...orderConfirmation(order, shipping),
    data: { orderId: order.id, orderNumber: order.number },
  });
};

/** Completes a paid store checkout: order created, stock taken, cart cleared, in one transaction. */
export const placeStoreOrder = (
  p: Platform,
  checkout: StoredCheckout,
  buyer: { email: string; name: string; address: string },
  transactionId: string,
): StoredOrder =>
  p.db.transaction(() => {
    if (checkout.status !== 'OPEN')
      throw applicationError(409, 'CHECKOUT_CLOSED', 'This checkout was already completed');
    // A cart checked out twice is sold once: the other checkout's payment, or the buyer's own
    // deleting it, closes this one.
    const cart = p.db.carts.get(checkout.cartId);
    if (!cart)
      throw applicationError(
        409,
        'CHECKOUT_CLOSED',
        'The cart this checkout was made from has been ordered or deleted since: start again from the cart',
      );
    checkPrices(p, soldLines(checkout));
    checkCoupon(p, checkout);
    takeStock(p, soldLines(checkout));
    const { estimate } = checkout;
    const memberId = cart.ownerKey.startsWith('member:')
      ? cart.ownerKey.slice('member:'.length)
      : undefined;
    const now = p.clock.iso();
    const order = p.db.storeOrders.put({
      id: newId(),
      number: newOrderNumber(),
      checkoutId: checkout.id,
      memberId,
      buyerInfo: { email: buyer.email, memberId },
      recipientInfo: {
        contactDetails: { fullName: buyer.name },
        address: { addressLine: buyer.address, country: countryOf(checkout) },
      },
      // The SDK's Order has no `customLineItems`: custom lines are line items too.
      lineItems: frozenLines(estimate.cart as FrozenCart<unknown>),
      priceSummary: estimate.priceSummary,
      paymentStatus: 'PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      status: 'APPROVED',
      transactionId,
      activities: [
        { type: 'ORDER_PLACED', createdDate: now },
        { type: 'ORDER_PAID', createdDate: now },
      ],
      createdDate: now,
      updatedDate: now,
      purchasedDate: now,
    });
    p.db.carts.delete(cart.id);
    p.db.checkouts.put({ ...checkout, status: 'COMPLETED', orderId: order.id, updatedDate: now });
    if (buyer.email) sendOrderConfirmation(p, order, buyer);
    return order;
  });
