import { defineMessages } from '../../shared/ui';

/**
 * What only the cart's panel says (its lines, totals and checkout button): loaded with it, not
 * with the family, as the coupon form's text is.
 */
const en = {
  items: 'Items in your cart',
  removed: 'Removed {name}',
  checkout: 'Checkout',
  goingToCheckout: 'Going to checkout…',
  remove: 'Remove',
  removeLine: 'Remove {name}',
  quantityUpdated: 'Quantity of {name} updated to {quantity}',
  was: 'Was ',
  each: 'each',
  fewLeft: 'Only {count} left',
  gone: 'No longer available',
  fixMarked: 'Change or remove the items marked above, then check out.',
  item: 'Item',
  subtotal: 'Subtotal',
  discounts: 'Discounts',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  calculating: 'Calculating totals…',
  lapsed: 'Your cart is empty: the one from your last visit has expired.',
};

export type PanelKey = keyof typeof en;

export const usePanelText = defineMessages(en, { de: () => import('./panel.text.de') });
