import { defineMessages, translator } from '../../shared/ui';

const en = {
  inStock: 'In stock',
  partlyOut: 'Partly out of stock',
  outOfStock: 'Out of stock',
  fewLeft: 'Only {count} left',
  notAvailable: 'Not available',
  chooseOptions: 'Choose options',
  close: 'Close',
  fullDetails: 'Full details',
  chooseA: 'Choose a {option}',
  choiceOut: '{name} (out of stock)',
  quantityOf: 'Quantity of {name}',
  originalPrice: 'Original price: ',
  salePrice: 'Sale price: ',
  imagesOf: 'Images of {name}',
  showImage: 'Show image {n} of {count}',
  notifyMe: 'Notify me when back',
  loading: 'Loading…',
  loadMore: 'Load more',
  sortBy: 'Sort by',
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name',
  newest: 'Newest',
  products: 'Products',
  productsOf: 'Products: {name}',
  noProducts: 'No products here yet',
  showing: 'Showing {n} of {total} products.',
};

export type ProductKey = keyof typeof en;

/** The product family's text; German loads on demand. */
export const useProductText = defineMessages(en, { de: () => import('./text.de') });

export const productEnglish = translator(en);
