import { defineMessages, translator } from '../../shared/ui';

/**
 * The card's text. What only the list or the details show is in list.text.ts and
 * details.text.ts, loaded with them: not in the chunk every product page waits for.
 */
const en = {
  inStock: 'In stock',
  partlyOut: 'Partly out of stock',
  outOfStock: 'Out of stock',
  fewLeft: 'Only {count} left',
  chooseOptions: 'Choose options',
  originalPrice: 'Original price: ',
  salePrice: 'Sale price: ',
  /** Before the cheapest variant's price, when the variants are priced apart. */
  priceFrom: 'From ',
  notifyMe: 'Notify me when back',
  loading: 'Loading…',
  notFound: 'This product is not available.',
  needsProduct: 'Add a product-id or product-slug attribute to <{tag}>.',
};

export type ProductKey = keyof typeof en;

/**
 * German, for the card, the list and the details alike, is one table (text.de.ts): the card
 * loads it, and the list and the details then find it loaded instead of fetching one more file
 * after their own chunk.
 */
export const loadGerman = () => import('./text.de');

/** The product family's text; German loads on demand. */
export const useProductText = defineMessages(en, { de: loadGerman });

export const productEnglish = translator(en);
