import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type PlatformClient, type Product } from '../client';
import { inQuery } from '../client/in-query';
import type { SiteConfig } from '../session';
import { createBatcher } from './batch';
import { earlyProducts } from './early-products';
import { shouldRetry } from './query-client';
import { platformFor } from './platform';
import { useSiteConfig } from './use-platform';

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
const batchers = new WeakMap<
  PlatformClient,
  Record<Field, (value: string) => Promise<Product | undefined>>
>();

function batchBy(client: PlatformClient, config: SiteConfig, field: Field) {
  return createBatcher<string, Product>(async (values) => {
    const products =
      (field === 'id' && (await earlyProducts(config, values))) ||
      (await client.catalog.queryProducts(inQuery(field, values))).products;
    return new Map(products.map((product) => [String(product[field]), product]));
  });
}

/** Product reads from every widget on the page, batched per tick into one `$in` query. */
function loaderFor(config: SiteConfig) {
  const client = platformFor(config);
  let loader = batchers.get(client);
  if (!loader) {
    loader = { id: batchBy(client, config, 'id'), slug: batchBy(client, config, 'slug') };
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
  const config = useSiteConfig();
  const queryClient = useQueryClient();
  const field: Field = key && 'id' in key ? 'id' : 'slug';
  const value = key ? ('id' in key ? key.id : key.slug) : '';
  return useQuery({
    queryKey: field === 'id' ? productKeys.byId(value) : productKeys.bySlug(value),
    enabled: value !== '',
    queryFn: async () => {
      const product = await loaderFor(config)[field](value);
      if (!product) throw new ProductNotFoundError(key!);
      seedProduct(queryClient, product);
      return product;
    },
    retry: (failures, error) =>
      !(error instanceof ProductNotFoundError) && shouldRetry(failures, error),
  });
}
