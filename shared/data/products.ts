import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { query, type PlatformClient, type Product } from '../client';
import { getPageSession } from '../session';
import { createBatcher, type Batcher } from './batch';
import { platformFor } from './platform';
import { getQueryClient, shouldRetry } from './query-client';
import { usePlatform } from './use-platform';

export type ProductKey = { id: string } | { slug: string };

export const productKeys = {
  all: ['product'] as const,
  byId: (id: string) => ['product', 'id', id] as const,
  bySlug: (slug: string) => ['product', 'slug', slug] as const,
  /** Offset pages of a collection (`*`: the whole store) in one order (product-pages.ts). */
  pages: (collectionId: string | undefined, sort: string, pageSize: number) =>
    ['product-list', collectionId ?? '*', sort, pageSize] as const,
};

type Field = 'id' | 'slug';
const batchers = new WeakMap<PlatformClient, Record<Field, Batcher<string, Product>>>();

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

/** The one query of a product, for the cards' hook and for the page's first read alike. */
function productQuery(client: PlatformClient, queryClient: QueryClient, key: ProductKey | null) {
  const field: Field = key && 'id' in key ? 'id' : 'slug';
  const value = key ? ('id' in key ? key.id : key.slug) : '';
  return {
    queryKey: field === 'id' ? productKeys.byId(value) : productKeys.bySlug(value),
    enabled: value !== '',
    queryFn: async () => {
      const product = await loaderFor(client)[field](value);
      if (!product) throw new ProductNotFoundError(key!);
      seedProduct(queryClient, product);
      return product;
    },
    retry: (failures: number, error: Error) =>
      !(error instanceof ProductNotFoundError) && shouldRetry(failures, error),
  };
}

export function useProduct(key: ProductKey | null) {
  return useQuery(productQuery(usePlatform(), useQueryClient(), key));
}

/**
 * Starts reading the products `ids()` names as soon as the page's config is ready, without
 * waiting for React to render the widgets that show them: the token and the one batched query
 * then run while the widgets' code is still evaluating, and the widgets find the query under
 * way. Runs once; a config that never gets ready reads nothing.
 */
export function prefetchProductsWhenReady(ids: () => readonly string[]): void {
  const session = getPageSession();
  /** Reads if the config is ready; true once it is settled either way. */
  const read = () => {
    const { config } = session.getState();
    if (config.status === 'ready') {
      const client = platformFor(config.config);
      const queryClient = getQueryClient();
      for (const id of new Set(ids()))
        void queryClient.prefetchQuery(productQuery(client, queryClient, { id }));
      loaderFor(client).id.flush(); // now, not after the render React has queued meanwhile
    }
    return config.status !== 'pending';
  };
  if (read()) return;
  const stop = session.subscribe(() => read() && stop());
}
