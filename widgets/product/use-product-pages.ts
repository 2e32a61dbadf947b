import { useProductPages as useDataProductPages } from '../../shared/data/product-pages';
import { SORTS, type SortKey } from './sort';

export { useCollectionId, type CollectionRef } from '../../shared/data/product-pages';

interface PagesOptions {
  collectionId: string | undefined;
  enabled: boolean;
  sort: SortKey;
  pageSize: number;
}

/** `<product-list>`'s pages in one of its named orders (sort.ts); shared/data loads them. */
export const useProductPages = ({ sort, ...options }: PagesOptions) =>
  useDataProductPages({ ...options, sort: { key: sort, apply: SORTS[sort].apply } });
