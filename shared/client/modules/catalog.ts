/** Catalogue reads (spec §7.8). */
import type { RequestOptions, Transport } from '../transport';
import { seg } from '../transport';
import type { Query } from '../query';
import type { ProductAnswer, ProductsAnswer, Collection, Variant, VariantData } from '../types';

/** The catalogue reader's public prefix (the v2 collections carry none). */
const READER = '/stores-reader/v1';

type CollectionAnswer = { collection: Collection };
type VariantsAnswer = { variants: Variant[]; metadata?: Record<string, unknown> };

/** queryProducts' GET (path, params, options): the loader sends the same first query. */
export const queryProductsCall = (query: Query, call?: RequestOptions) =>
  [
    `${READER}/products/query-platformized`,
    { query },
    { ...call, argumentNames: ['query'], query: true },
  ] as const;

export const catalog = (t: Transport) => ({
  getCollection: (id: string, call?: RequestOptions) =>
    t.get<CollectionAnswer>(`/v2/collections/${seg(id)}`, { id }, call),
  getCollectionBySlug: (slug: string, call?: RequestOptions) =>
    t.get<CollectionAnswer>(`/v2/collections/slug/${seg(slug)}`, { slug }, call),
  /** Offset paged; a long query goes as POST (transport). */
  queryCollections: (query: Query = {}) =>
    t.get<{ collections: Collection[]; metadata?: Record<string, unknown> }>(
      '/v2/collections/query',
      { query },
      { query: true },
    ),
  getProduct: (id: string, options: { includeMerchantSpecificData?: boolean } = {}) =>
    t.get<ProductAnswer>(`${READER}/products/${seg(id)}`, { id, ...options }),
  /** The older catalogue's collection by slug. */
  getCollectionBySlugV1: (slug: string) =>
    t.get<CollectionAnswer>(`${READER}/collections/slug/${seg(slug)}`, { slug }),
  productOptionsAvailability: (id: string, options: Record<string, string>) =>
    t.post<{
      selectedVariant?: VariantData;
      availableForPurchase?: boolean;
      productOptions?: unknown[];
    }>(`${READER}/products/${seg(id)}/productOptionsAvailability`, { id, options }),
  queryProductVariants: (
    id: string,
    request: {
      choices?: Record<string, string>;
      variantIds?: string[];
      paging?: { limit?: number; offset?: number };
      includeMerchantSpecificData?: boolean;
    } = {},
  ) => t.post<VariantsAnswer>(`${READER}/products/${seg(id)}/variants/query`, { id, ...request }),
  queryStoreVariants: (query: Query = {}) =>
    t.post<VariantsAnswer>(`${READER}/variants/query`, { query }),
  getStoreVariant: (id: string) =>
    t.get<{ variant: Variant }>(`${READER}/variants/${seg(id)}`, { id }),
  /** Filter, sort and offset paging; answers products and `metadata { total, tooManyToCount }`. */
  queryProducts: (query: Query = {}, call?: RequestOptions) =>
    t.get<ProductsAnswer>(...queryProductsCall(query, call)),
});
