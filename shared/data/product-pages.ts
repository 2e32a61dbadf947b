/**
 * `<product-list>`'s reads: a collection by slug and offset pages of products. Imported by
 * path, not through shared/data's index, so it stays in the product family's chunk.
 */
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  fetchOffsetPage,
  query,
  type PlatformClient,
  type Product,
  type QueryBuilder,
} from '../client';
import { productStoreOf } from './products';
import { shouldRetry } from './query-client';
import { platformFor } from './platform';
import { usePlatform, useSiteConfig } from './use-platform';

export const collectionKeys = {
  of: (by: 'id' | 'slug', value: string) => ['collection', by, value] as const,
};

export const collectionQuery = (client: PlatformClient, by: 'id' | 'slug', value: string) =>
  queryOptions({
    queryKey: collectionKeys.of(by, value),
    queryFn: async ({ signal }) =>
      (by === 'id'
        ? await client.catalog.getCollection(value, { signal })
        : await client.catalog.getCollectionBySlug(value, { signal })
      ).collection,
    // One that is not there will not appear by asking again (shouldRetry skips refusals).
    retry: shouldRetry,
  });

export interface CollectionRef {
  collectionId?: string | undefined;
  collectionSlug?: string | undefined;
}

/**
 * The collection's id: given, or looked up by slug. No collection means the whole store. A
 * given id is read too, beside the products (they need only the id): for its name, and so an
 * unknown id is an error rather than a collection with no products.
 */
export function useCollectionId({ collectionId, collectionSlug }: CollectionRef) {
  const client = usePlatform();
  const collection = useQuery({
    ...collectionQuery(client, collectionId ? 'id' : 'slug', collectionId || collectionSlug || ''),
    enabled: Boolean(collectionId || collectionSlug),
  });
  if (!collectionId && !collectionSlug) return { id: undefined, ready: true, error: null };
  return {
    id: collectionId || collection.data?.id,
    name: collection.data?.name,
    ready: Boolean(collectionId) || collection.isSuccess,
    // Once read, the collection stays: a refetch that fails (on focus, offline) changes nothing.
    error: collection.data ? null : collection.error,
    retry: collection.refetch,
  };
}

/** Offset pages of a collection (`*`: the whole store) in one order. */
const pagesKey = (collectionId: string | undefined, sort: string, pageSize: number) =>
  ['product-list', collectionId ?? '*', sort, pageSize] as const;

export interface ProductPagesOptions {
  collectionId: string | undefined;
  enabled: boolean;
  /** The order: its name keys the cache, `apply` adds it to the query. */
  sort: { key: string; apply: (query: QueryBuilder) => QueryBuilder };
  pageSize: number;
}

/**
 * Offset pages of a collection's products. Every product goes into the page's product store,
 * so `<product-card>` and `<product-details>` elsewhere on the page need no request of their
 * own. The previous pages stay on screen while another sort loads.
 */
export function useProductPages({ collectionId, enabled, sort, pageSize }: ProductPagesOptions) {
  const config = useSiteConfig();
  const client = platformFor(config);
  const base = collectionId ? query().hasSome('collectionIds', [collectionId]) : query();
  const sorted = sort.apply(base);
  return useInfiniteQuery({
    queryKey: pagesKey(collectionId, sort.key, pageSize),
    enabled,
    initialPageParam: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) =>
      fetchOffsetPage<Product>(
        async ({ limit, offset }) => {
          const answer = await client.catalog.queryProducts(
            sorted.limit(limit).skip(offset).build(),
            { signal },
          );
          answer.products.forEach((product) => productStoreOf(config, client).put(product));
          return { items: answer.products, total: answer.metadata?.total };
        },
        { limit: pageSize, offset: pageParam },
      ),
    getNextPageParam: (last) =>
      last.hasNext() ? last.paging.offset + last.items.length : undefined,
  });
}
