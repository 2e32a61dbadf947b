import { defineMessages } from '../../shared/ui';

const en = {
  cartOne: 'Cart, {count} item',
  cartOther: 'Cart, {count} items',
  yourCart: 'Your cart',
  close: 'Close',
  empty: 'Your cart is empty',
  items: 'Items in your cart',
  loading: 'Loading your cart…',
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
  needsProduct: 'This button needs a product-id or product-slug attribute.',
  notFound: 'This product is not available.',
  chooseOptions: 'Choose options',
  outOfStock: 'Out of stock',
  loadingOrder: 'Loading your order…',
  notPlaced:
    'Your order was not placed: the payment did not go through or checkout was left. Your cart is as you left it.',
};

export type CartKey = keyof typeof en;

/** The cart family's text; German loads on demand. */
export const useCartText = defineMessages(en, { de: () => import('./text.de') });
