import type { CouponKey } from './coupon.text';

const de: Record<CouponKey, string> = {
  couponCode: 'Gutscheincode',
  apply: 'Einlösen',
  applying: 'Wird eingelöst…',
  couponApplied: 'Gutschein {code} eingelöst',
  couponNoItems:
    'Ihr Warenkorb ist leer: Den Gutschein {code} können Sie einlösen, sobald Sie Artikel hinzufügen.',
  coupon: 'Gutschein',
  applied: 'eingelöst',
  removeCoupon: 'Gutschein {code} entfernen',
  couponRemoved: 'Gutschein {code} entfernt',
  couponUnknown:
    '{code} ist kein gültiger Gutscheincode. Prüfen Sie ihn und versuchen Sie es erneut.',
  couponRefused:
    'Der Gutschein {code} kann für diesen Warenkorb nicht eingelöst werden. Sie können auch ohne ihn bestellen.',
};

export default de;
