/** Catalogue reads (spec §7.8). */
import type { Transport } from '../transport';
import { seg } from '../transport';
import type { Query } from '../query';
import type { ProductAnswer, ProductsAnswer, Collection, Variant } from '../schemas';

type CollectionAnswer = { collection: Collection };
type VariantsAnswer = { variants: Variant[]; metadata?: Record<string, unknown> };

export const catalog = (t: Transport) => ({
  getCollection: (id: string) => t.get<CollectionAnswer>(`/v2/collections/${seg(id)}`),
  getCollectionBySlug: (slug: string) =>
    t.get<CollectionAnswer>(`/v2/collections/slug/${seg(slug)}`),
  /** Offset paged; a long query goes as POST (transport). */
  queryCollections: (query: Query = {}) =>
    t.get<{ collections: Collection[]; metadata?: Record<string, unknown> }>(
      '/v2/collections/query',
      { query },
    ),
  getProduct: (id: string, options: { includeMerchantSpecificData?: boolean } = {}) =>
    t.get<ProductAnswer>(`/v1/products/${seg(id)}`, { ...options }),
  /** The older catalogue's collection by slug. */
  getCollectionBySlugV1: (slug: string) =>
    t.get<CollectionAnswer>(`/v1/collections/slug/${seg(slug)}`),
  productOptionsAvailability: (id: string, options: Record<string, string>) =>
    t.post<{ variant?: Variant; availableForPurchase?: boolean; productOptions?: unknown[] }>(
      `/v1/products/${seg(id)}/productOptionsAvailability`,
      { options },
    ),
  queryProductVariants: (
    id: string,
    request: {
      choices?: Record<string, string>;
      variantIds?: string[];
      paging?: { limit?: number; offset?: number };
      includeMerchantSpecificData?: boolean;
    } = {},
  ) => t.post<VariantsAnswer>(`/v1/products/${seg(id)}/variants/query`, request),
  queryStoreVariants: (query: Query = {}) =>
    t.post<VariantsAnswer>('/v1/variants/query', { query }),
  getStoreVariant: (id: string) => t.get<{ variant: Variant }>(`/v1/variants/${seg(id)}`),
  /** Filter, sort and offset paging; answers products and `metadata { total, tooManyToCount }`. */
  queryProducts: (query: Query = {}) =>
    t.get<ProductsAnswer>(
      '/v1/products/query-platformized',
      { query },
      { argumentNames: ['query'] },
    ),
});
