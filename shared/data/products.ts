import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  fetchOffsetPage,
  query,
  type PlatformClient,
  type Product,
  type QueryBuilder,
} from '../client';
import { createBatcher } from './batch';
import { shouldRetry } from './query-client';
import { usePlatform } from './use-platform';

export type ProductKey = { id: string } | { slug: string };

export const productKeys = {
  all: ['product'] as const,
  byId: (id: string) => ['product', 'id', id] as const,
  bySlug: (slug: string) => ['product', 'slug', slug] as const,
  /** Offset pages of a collection (`*`: the whole store) in one order. */
  pages: (collectionId: string | undefined, sort: string, pageSize: number) =>
    ['product-list', collectionId ?? '*', sort, pageSize] as const,
};

export const collectionKeys = {
  bySlug: (slug: string) => ['collection', 'slug', slug] as const,
};

type Field = 'id' | 'slug';
const batchers = new WeakMap<
  PlatformClient,
  Record<Field, (value: string) => Promise<Product | undefined>>
>();

function batchBy(client: PlatformClient, field: Field) {
  return createBatcher<string, Product>(async (values) => {
    const { products } = await client.catalog.queryProducts(
      query().in(field, values).limit(values.length).build(),
    );
    return new Map(products.map((product) => [String(product[field]), product]));
  });
}

/** Product reads from every widget on the page, batched per tick into one `$in` query. */
function loaderFor(client: PlatformClient) {
  let loader = batchers.get(client);
  if (!loader) {
    loader = { id: batchBy(client, 'id'), slug: batchBy(client, 'slug') };
    batchers.set(client, loader);
  }
  return loader;
}

export class ProductNotFoundError extends Error {
  override name = 'ProductNotFoundError';
  constructor(key: ProductKey) {
    super(`No product with ${'id' in key ? `id "${key.id}"` : `slug "${key.slug}"`}.`);
  }
}

/** Puts a product in the cache under both of its keys, so either lookup hits. */
export function seedProduct(queryClient: QueryClient, product: Product): void {
  queryClient.setQueryData(productKeys.byId(product.id), product);
  if (product.slug) queryClient.setQueryData(productKeys.bySlug(product.slug), product);
}

export function useProduct(key: ProductKey | null) {
  const client = usePlatform();
  const queryClient = useQueryClient();
  const field: Field = key && 'id' in key ? 'id' : 'slug';
  const value = key ? ('id' in key ? key.id : key.slug) : '';
  return useQuery({
    queryKey: field === 'id' ? productKeys.byId(value) : productKeys.bySlug(value),
    enabled: value !== '',
    queryFn: async () => {
      const product = await loaderFor(client)[field](value);
      if (!product) throw new ProductNotFoundError(key!);
      seedProduct(queryClient, product);
      return product;
    },
    retry: (failures, error) =>
      !(error instanceof ProductNotFoundError) && shouldRetry(failures, error),
  });
}

export const collectionBySlugQuery = (client: PlatformClient, slug: string) =>
  queryOptions({
    queryKey: collectionKeys.bySlug(slug),
    queryFn: async ({ signal }) =>
      (await client.catalog.getCollectionBySlug(slug, { signal })).collection,
    // A slug that is not there will not appear by asking again (shouldRetry skips refusals).
    retry: shouldRetry,
  });

export interface CollectionRef {
  collectionId?: string | undefined;
  collectionSlug?: string | undefined;
}

/** The collection's id: given, or looked up by slug. No collection means the whole store. */
export function useCollectionId({ collectionId, collectionSlug }: CollectionRef) {
  const client = usePlatform();
  const bySlug = useQuery({
    ...collectionBySlugQuery(client, collectionSlug ?? ''),
    enabled: !collectionId && Boolean(collectionSlug),
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

export interface ProductPagesOptions {
  collectionId: string | undefined;
  enabled: boolean;
  /** The order: its name keys the cache, `apply` adds it to the query. */
  sort: { key: string; apply: (query: QueryBuilder) => QueryBuilder };
  pageSize: number;
}

/**
 * Offset pages of a collection's products. Every product is seeded into the product cache,
 * so `<product-card>` and `<product-details>` elsewhere on the page need no request of their
 * own. The previous pages stay on screen while another sort loads.
 */
export function useProductPages({ collectionId, enabled, sort, pageSize }: ProductPagesOptions) {
  const client = usePlatform();
  const queryClient = useQueryClient();
  const base = collectionId ? query().hasSome('collectionIds', [collectionId]) : query();
  const sorted = sort.apply(base);
  return useInfiniteQuery({
    queryKey: productKeys.pages(collectionId, sort.key, pageSize),
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
          answer.products.forEach((product) => seedProduct(queryClient, product));
          return { items: answer.products, total: answer.metadata?.total };
        },
        { limit: pageSize, offset: pageParam },
      ),
    getNextPageParam: (last) =>
      last.hasNext() ? last.paging.offset + last.items.length : undefined,
  });
}
