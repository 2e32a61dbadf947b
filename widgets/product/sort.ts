import type { QueryBuilder } from '../../shared/client';

interface SortOption {
  label: string;
  apply(query: QueryBuilder): QueryBuilder;
}

/** The `sort` attribute's values; `featured` keeps the store's own order. */
export const SORTS = {
  featured: { label: 'Featured', apply: (q) => q },
  'price-asc': { label: 'Price: low to high', apply: (q) => q.ascending('price') },
  'price-desc': { label: 'Price: high to low', apply: (q) => q.descending('price') },
  name: { label: 'Name', apply: (q) => q.ascending('name') },
  newest: { label: 'Newest', apply: (q) => q.descending('createdDate') },
} satisfies Record<string, SortOption>;

export type SortKey = keyof typeof SORTS;

/** An unknown or missing value falls back to the store's order rather than failing. */
export const parseSort = (value: string | undefined): SortKey =>
  value !== undefined && Object.hasOwn(SORTS, value) ? (value as SortKey) : 'featured';
