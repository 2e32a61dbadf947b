import type { Platform } from '../context.ts';
import type { Coupon } from '../db/types.ts';
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
