/**
 * Every tag of the public contract (DESIGN.md §4) and the family chunk that defines it.
 * The loader reads this; each family's `index.ts` defines exactly these tags.
 */
export const FAMILY_TAGS = {
  cart: ['shop-cart', 'cart-count', 'add-to-cart'],
  product: ['product-card', 'product-list', 'product-details'],
  'event-tickets': ['event-list', 'event-tickets'],
  login: ['member-login', 'member-menu'],
  'back-in-stock': ['back-in-stock'],
} as const;

export type Family = keyof typeof FAMILY_TAGS;
export type WidgetTag = (typeof FAMILY_TAGS)[Family][number];
