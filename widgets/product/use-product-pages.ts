import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { fetchOffsetPage, query, type Product } from '../../shared/client';
import { seedProduct, shouldRetry, usePlatform } from '../../shared/data';
import { SORTS, type SortKey } from './sort';

export interface CollectionRef {
  collectionId?: string | undefined;
  collectionSlug?: string | undefined;
}

/** The collection's id: given, or looked up by slug. No collection means the whole store. */
export function useCollectionId({ collectionId, collectionSlug }: CollectionRef) {
  const client = usePlatform();
  const bySlug = useQuery({
    queryKey: ['collection', 'slug', collectionSlug],
    enabled: !collectionId && Boolean(collectionSlug),
    queryFn: async () => (await client.catalog.getCollectionBySlug(collectionSlug!)).collection,
    // A slug that is not there will not appear by asking again (shouldRetry skips refusals).
    retry: shouldRetry,
  });
  if (collectionId || !collectionSlug) return { id: collectionId, ready: true, error: null };
  return {
    id: bySlug.data?.id,
    name: bySlug.data?.name,
    ready: bySlug.isSuccess,
    error: bySlug.error,
    retry: bySlug.refetch,
  };
}

interface PagesOptions {
  collectionId: string | undefined;
  enabled: boolean;
  sort: SortKey;
  pageSize: number;
}

/**
 * Offset pages of a collection's products. Every product is seeded into the product cache,
 * so `<product-card>` and `<product-details>` elsewhere on the page need no request of their
 * own. The previous pages stay on screen while another sort loads.
 */
export function useProductPages({ collectionId, enabled, sort, pageSize }: PagesOptions) {
  const client = usePlatform();
  const queryClient = useQueryClient();
  const base = collectionId ? query().hasSome('collectionIds', [collectionId]) : query();
  const sorted = SORTS[sort].apply(base);
  return useInfiniteQuery({
    queryKey: ['product-list', collectionId ?? '*', sort, pageSize],
    enabled,
    initialPageParam: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam }) =>
      fetchOffsetPage<Product>(
        async ({ limit, offset }) => {
          const answer = await client.catalog.queryProducts(
            sorted.limit(limit).skip(offset).build(),
          );
          answer.products.forEach((product) => seedProduct(queryClient, product));
          return { items: answer.products, total: answer.metadata?.total };
        },
        { limit: pageSize, offset: pageParam },
      ),
    getNextPageParam: (last) =>
      last.hasNext() ? last.paging.offset + last.items.length : undefined,
  });
}
