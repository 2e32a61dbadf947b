import { defineMessages } from './i18n';

/**
 * The add-to-cart button's words: with the button (the commerce chunk), not in the shared text
 * of every family. Their German is in the shared German table, which every widget on a German
 * page has fetched already: no second file.
 */
const en = {
  addToCart: 'Add to cart',
  adding: 'Adding…',
  added: '{name} added to cart.',
  addedButton: 'Added to cart',
  item: 'Item',
};

export type AddToCartKey = keyof typeof en;

export const useAddToCartText = defineMessages(en, { de: () => import('./messages.text.de') });
