import type { CouponKey } from './coupon.text';

const de: Record<CouponKey, string> = {
  couponCode: 'Gutscheincode',
  apply: 'Einlösen',
  applying: 'Wird eingelöst…',
  couponApplied: 'Gutschein {code} eingelöst',
  coupon: 'Gutschein',
  applied: 'eingelöst',
  removeCoupon: 'Gutschein {code} entfernen',
  couponRemoved: 'Gutschein {code} entfernt',
  couponUnknown: '{code} ist kein gültiger Gutscheincode.',
  couponRefused: 'Der Gutschein {code} kann für diesen Warenkorb nicht eingelöst werden.',
};

export default de;
