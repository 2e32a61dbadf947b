import type { Platform } from '../context.ts';
import type { Coupon } from '../db/types.ts';
import { applicationError } from '../errors.ts';
import { round2 } from '../money.ts';

/** The coupon a code names, in any letter case; undefined when there is none. */
export const findCoupon = (p: Platform, code: string): Coupon | undefined =>
  p.db.coupons.byKey(code.toUpperCase());

/**
 * What a coupon takes off a subtotal, for store carts and ticket invoices alike: a percentage
 * or a fixed amount, never more than the subtotal, to the cent.
 */
export const couponDiscount = (coupon: Coupon, subtotal: number): number =>
  round2(
    Math.min(subtotal, coupon.type === 'PERCENT' ? (subtotal * coupon.value) / 100 : coupon.value),
  );

/** A coupon's discount as a store checkout or a ticket order froze it, to be paid later. */
export interface FrozenCoupon {
  code: string;
  /** What it took off `subtotal` then. */
  amount: number;
  subtotal: number;
}

/**
 * Refuses, at payment, a discount the shop no longer gives: a coupon deleted since the
 * checkout or order was made would otherwise still be paid, and one changed since paid at its
 * old value. `since` names when it was frozen, `next` where the buyer gets today's total.
 */
export const checkCouponStillGiven = (
  p: Platform,
  frozen: FrozenCoupon,
  words: { since: string; next: string },
): void => {
  const offered = findCoupon(p, frozen.code);
  if (!offered)
    throw applicationError(
      409,
      'ERROR_COUPON_DOES_NOT_EXIST',
      `Coupon ${frozen.code} is no longer offered: ${words.next}.`,
    );
  if (couponDiscount(offered, frozen.subtotal) !== frozen.amount)
    throw applicationError(
      409,
      'PRICE_CHANGED',
      `The discount of coupon ${frozen.code} changed after ${words.since}: ${words.next}.`,
    );
};
