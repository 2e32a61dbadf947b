import type { QueryBuilder } from '../../shared/client';

interface SortOption {
  apply(query: QueryBuilder): QueryBuilder;
}

/**
 * The `sort` attribute's values (also their text keys); `featured` keeps the store's own order.
 * Newest first goes by `numericId`, which grows with creation: the platform filters by
 * `_createdDate` but does not sort by it.
 */
export const SORTS = {
  featured: { apply: (q) => q },
  'price-asc': { apply: (q) => q.ascending('price') },
  'price-desc': { apply: (q) => q.descending('price') },
  name: { apply: (q) => q.ascending('name') },
  newest: { apply: (q) => q.descending('numericId') },
} satisfies Record<string, SortOption>;

export type SortKey = keyof typeof SORTS;

/** An unknown or missing value falls back to the store's order rather than failing. */
export const parseSort = (value: string | undefined): SortKey =>
  value !== undefined && Object.hasOwn(SORTS, value) ? (value as SortKey) : 'featured';
