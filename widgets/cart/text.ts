import { defineMessages } from '../../shared/ui';

const en = {
  cartOne: 'Cart, {count} item',
  cartOther: 'Cart, {count} items',
  yourCart: 'Your cart',
  close: 'Close',
  empty: 'Your cart is empty',
  loading: 'Loading your cart…',
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
