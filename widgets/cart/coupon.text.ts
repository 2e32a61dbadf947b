import { defineMessages } from '../../shared/ui';

/** Text of the coupon form: loaded with it (the cart's panel), not with the family. */
const en = {
  couponCode: 'Coupon code',
  apply: 'Apply',
  applying: 'Applying…',
  couponApplied: 'Coupon {code} applied',
  // The cart it went to has no items: the visitor's went with a visit the platform forgot
  // (the empty cart says so), or another tab emptied it. True whether or not the platform
  // keeps the code on the empty cart.
  couponNoItems: 'Your cart is empty: coupon {code} can be used once you add items.',
  coupon: 'Coupon',
  applied: 'applied',
  removeCoupon: 'Remove coupon {code}',
  couponRemoved: 'Coupon {code} removed',
  // The platform's reasons are English: in the page's language, what the visitor can act on,
  // and what to do next (a typo to fix; a spent or expired code is no reason to stop buying).
  couponUnknown: '{code} is not a valid coupon code. Check it and try again.',
  couponRefused: 'The coupon {code} cannot be used with this cart. You can check out without it.',
};

export type CouponKey = keyof typeof en;

export const useCouponText = defineMessages(en, { de: () => import('./coupon.text.de') });
