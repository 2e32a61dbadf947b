/** Catalogue writes (spec §7.9), elevated. Money and weight always travel as numbers. */
import type { Transport } from '../transport';
import { seg } from '../transport';
import { floatsAsNumbers } from '../encoding';
import type { Collection, ProductAnswer, Variant } from '../types';

type Numeric = number | string;
type Input = Record<string, unknown>;
type CollectionAnswer = { collection: Collection };
type Empty = Record<string, never>;

export interface VariantUpdate {
  choices?: Record<string, string>;
  variantIds?: string[];
  price?: Numeric;
  cost?: Numeric;
  weight?: Numeric;
  sku?: string;
  visible?: boolean;
}

/** One property per call: the SDK's `set` is a oneof, and the platform refuses two at once. */
export type BulkSet = { price: Numeric } | { cost: Numeric } | { weight: Numeric };

/** The SDK's PercentageData: a whole rate (-100 to 1000); `roundToInt` for a whole result. */
export interface Percentage {
  rate: number;
  roundToInt?: boolean;
}

export interface BulkAdjust {
  price?: { amount: Numeric } | { percentage: Percentage };
  cost?: { amount: Numeric } | { percentage: Percentage };
  weight?: { amount: Numeric };
}

/** The catalogue writer's public prefix. */
const STORES = '/stores/v1';
const products = (id: string, rest = '') => `${STORES}/products/${seg(id)}${rest}`;
const collections = (id: string, rest = '') => `${STORES}/collections/${seg(id)}${rest}`;

export interface InventoryChange {
  trackQuantity?: boolean;
  variants?: Array<{ variantId: string; quantity?: number; inStock?: boolean }>;
}

export const catalogAdmin = (t: Transport) => {
  /** POST with money/weight as numbers; bulk calls pass their argument names for errors. */
  const send = <T>(
    method: 'POST' | 'PATCH',
    path: string,
    body: unknown,
    argumentNames?: string[],
  ) => t.request<T>(method, path, { body: floatsAsNumbers(body), argumentNames });

  return {
    createProduct: (product: Input) =>
      send<ProductAnswer>('POST', `${STORES}/products`, { product }),
    updateProduct: (product: Input & { id: string }) =>
      send<ProductAnswer>('PATCH', products(product.id), { product }),
    deleteProduct: (id: string) => t.delete<Empty>(products(id), { id }),
    updateVariants: (id: string, variants: VariantUpdate[]) =>
      send<{ variants: Variant[] }>('PATCH', products(id, '/variants'), { id, variants }),
    resetAllVariantData: (id: string) =>
      t.post<Empty>(products(id, '/variants/resetToDefault'), { id }),
    addProductsToCollection: (id: string, productIds: string[]) =>
      t.post<Empty>(collections(id, '/productIds'), { id, productIds }),
    removeProductsFromCollection: (id: string, productIds: string[]) =>
      t.post<Empty>(collections(id, '/productIds/delete'), { id, productIds }),
    addProductMedia: (id: string, media: Input[]) =>
      t.post<Empty>(products(id, '/media'), { id, media }),
    removeProductMedia: (id: string, mediaIds: string[]) =>
      t.post<Empty>(products(id, '/media/delete'), { id, mediaIds }),
    addProductMediaToChoices: (id: string, media: Input[]) =>
      t.patch<Empty>(products(id, '/choices/media'), { id, media }),
    removeProductMediaFromChoices: (id: string, media: Input[]) =>
      t.post<Empty>(products(id, '/choices/media/delete'), { id, media }),
    deleteProductOptions: (id: string) => t.delete<Empty>(products(id, '/options'), { id }),
    removeBrand: (id: string) => t.post<Empty>(products(id, '/remove-brand'), { id }),
    removeRibbon: (id: string) => t.post<Empty>(products(id, '/remove-ribbon'), { id }),
    /**
     * Stock per variant: the spec names inventory items without paths (§7.9 "by name only");
     * this is the newer catalogue's inventory-item path.
     */
    updateInventoryVariants: (productId: string, inventoryItem: InventoryChange) =>
      t.patch<Empty>(`/stores/v2/inventoryItems/product/${seg(productId)}`, {
        productId,
        inventoryItem,
      }),
    createCollection: (collection: Input & { name: string }) =>
      t.post<CollectionAnswer>(`${STORES}/collections`, { collection }),
    updateCollection: (collection: Input & { id: string }) =>
      t.patch<CollectionAnswer>(collections(collection.id), { collection }),
    deleteCollection: (id: string) => t.delete<Empty>(collections(id), { id }),
    bulkUpdateProducts: (ids: string[], set: BulkSet) =>
      send<Input>('POST', `${STORES}/bulk/products/update`, { ids, set }, ['ids', 'set']),
    bulkAdjustProductProperties: (adjust: BulkAdjust, ids: string[]) =>
      send<Input>('POST', `${STORES}/bulk/products/adjust-properties`, { adjust, ids }, [
        'adjust',
        'ids',
      ]),
  };
};
