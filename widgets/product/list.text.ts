import { defineMessages } from '../../shared/ui';
import { loadGerman } from './text';

/** Text of `<product-list>`: loaded with it, not with the card. */
const en = {
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
  noCollection: 'These products are not available.',
  showing: 'Showing {n} of {total} products.',
};

export type ListKey = keyof typeof en;

export const useListText = defineMessages(en, { de: loadGerman });
