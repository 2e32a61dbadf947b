/**
 * Catalogue writes (spec §7.9, plus inventory per variant): products, their variants, media
 * and options, collections, bulk updates. The routes (routes/catalog-admin.ts) parse the input
 * and check the caller; every write here that touches several rows runs in one transaction.
 */
import type { Platform } from '../context.ts';
import type { MediaItem, StoredCollection } from '../db/types.ts';
import { invalidField, notFound } from '../errors.ts';
import { newId, slugify } from '../ids.ts';
import { round2 } from '../money.ts';
import {
  ALL_PRODUCTS_ID,
  type StoredProduct,
  type StoredVariant,
  defaultVariants,
  productView,
} from './catalog.ts';
import { initials, tileUrl } from './media.ts';
import { getProduct } from './products.ts';

/** A product as created or fully replaced (the route's schema fills the defaults). */
export interface ProductInput {
  name: string;
  slug?: string | undefined;
  visible: boolean;
  productType: 'physical' | 'digital';
  description: string;
  sku: string;
  weight: number;
  priceData: { price: number };
  costAndProfitData?: { itemCost: number } | undefined;
  discount: StoredProduct['discount'];
  productOptions: {
    optionType: 'drop_down' | 'color';
    name: string;
    choices: { value: string; description: string; visible: boolean }[];
  }[];
  manageVariants?: boolean | undefined;
  ribbon?: string | undefined;
  brand?: string | undefined;
  additionalInfoSections: { title: string; description: string }[];
  stock?:
    | {
        trackInventory?: boolean | undefined;
        quantity?: number | undefined;
        inStock?: boolean | undefined;
      }
    | undefined;
}

/** Saves a product, stamping lastUpdated. */
export const saveProduct = (p: Platform, product: StoredProduct): StoredProduct =>
  p.db.products.put({ ...product, lastUpdated: p.clock.iso() });

const uniqueSlug = (p: Platform, wanted: string, id: string) => {
  let slug = wanted;
  for (let n = 2; p.db.products.byKey(slug) && p.db.products.byKey(slug)!.id !== id; n++)
    slug = `${wanted}-${n}`;
  return slug;
};

/** The stored product an input describes; `existing` keeps its id, media and collections. */
const productFrom = (p: Platform, input: ProductInput, existing?: StoredProduct): StoredProduct => {
  const id = existing?.id ?? newId();
  const productOptions = input.productOptions.map((o) => ({
    ...o,
    choices: o.choices.map((ch) => ({ ...ch, mediaIds: [] as string[] })),
  }));
  const track = input.stock?.trackInventory ?? false;
  const variants = defaultVariants({ productOptions, sku: input.sku }, newId).map((v) => ({
    ...v,
    quantity: track ? (input.stock?.quantity ?? 0) : null,
    inStock: input.stock?.inStock ?? true,
  }));
  const now = p.clock.iso();
  return {
    id,
    name: input.name,
    slug: uniqueSlug(p, input.slug ?? slugify(input.name), id),
    visible: input.visible,
    productType: input.productType,
    description: input.description,
    sku: input.sku,
    weight: input.weight,
    price: input.priceData.price,
    cost: input.costAndProfitData?.itemCost ?? null,
    discount: input.discount,
    trackInventory: track,
    media: existing?.media ?? [
      {
        id: `${id}-main`,
        url: tileUrl('555555', initials(input.name)),
        width: 600,
        height: 600,
        title: input.name,
      },
    ],
    productOptions,
    manageVariants: input.manageVariants ?? productOptions.length > 0,
    variants,
    ribbon: input.ribbon ?? null,
    brand: input.brand ?? null,
    collectionIds: existing?.collectionIds ?? [ALL_PRODUCTS_ID],
    additionalInfoSections: input.additionalInfoSections,
    createdDate: existing?.createdDate ?? now,
    lastUpdated: now,
  };
};

export const createProduct = (p: Platform, input: ProductInput): StoredProduct =>
  saveProduct(p, productFrom(p, input));

/** A stored product as input: what an update's changes are laid over (then parsed again). */
export const productAsInput = (existing: StoredProduct) => ({
  ...productView('', existing),
  priceData: { price: existing.price },
  costAndProfitData: existing.cost === null ? undefined : { itemCost: existing.cost },
  productOptions: existing.productOptions,
  stock: { trackInventory: existing.trackInventory },
  ribbon: existing.ribbon ?? undefined,
  brand: existing.brand ?? undefined,
});

/**
 * Replaces a product by `merged` (its input with the changes laid over). Unless the options or
 * the stock changed (`rebuildVariants`), the variants and their stock are kept.
 */
export const updateProduct = (
  p: Platform,
  existing: StoredProduct,
  merged: ProductInput,
  rebuildVariants: boolean,
): StoredProduct => {
  const rebuilt = productFrom(p, merged, existing);
  const keepVariants = !rebuildVariants;
  return saveProduct(p, {
    ...rebuilt,
    variants: keepVariants ? existing.variants : rebuilt.variants,
    productOptions: keepVariants ? existing.productOptions : rebuilt.productOptions,
  });
};

export const deleteProduct = (p: Platform, id: string): void => {
  p.db.products.delete(getProduct(p, id).id);
};

export interface VariantChange {
  choices?: Record<string, string> | undefined;
  variantIds?: string[] | undefined;
  price?: number | undefined;
  cost?: number | undefined;
  weight?: number | undefined;
  sku?: string | undefined;
  visible?: boolean | undefined;
}

/**
 * A variant id the product does not have is refused, not skipped: a price or a stock count
 * set on nothing would read as done.
 */
const requireVariants = (product: StoredProduct, ids: string[]): void => {
  const unknown = ids.find((id) => !product.variants.some((v) => v.id === id));
  if (unknown !== undefined) throw notFound(`Variant ${unknown} of product ${product.id}`);
};

/** Applies each change to the variants it names (by id or by choices); variants managed. */
export const updateVariants = (
  p: Platform,
  productId: string,
  changes: VariantChange[],
): StoredProduct => {
  const product = getProduct(p, productId);
  requireVariants(
    product,
    changes.flatMap((u) => u.variantIds ?? []),
  );
  const updated = product.variants.map((v) => {
    const change = changes.find(
      (u) =>
        u.variantIds?.includes(v.id) ||
        (u.choices && Object.entries(u.choices).every(([k, val]) => v.choices[k] === val)),
    );
    return change
      ? {
          ...v,
          price: change.price ?? v.price,
          cost: change.cost ?? v.cost,
          weight: change.weight ?? v.weight,
          sku: change.sku ?? v.sku,
          visible: change.visible ?? v.visible,
        }
      : v;
  });
  return saveProduct(p, { ...product, variants: updated, manageVariants: true });
};

/** Every variant back to the product's price, cost, weight and sku, visible. */
export const resetVariants = (p: Platform, productId: string): void => {
  const product = getProduct(p, productId);
  saveProduct(p, {
    ...product,
    variants: product.variants.map((v) => ({
      ...v,
      price: null,
      cost: null,
      weight: null,
      sku: product.sku,
      visible: true,
    })),
  });
};

/** One of AddProductMedia's items: a new item by `url` or the site's own by `mediaId`. */
export interface MediaInput {
  url?: string | undefined;
  mediaId?: string | undefined;
  title?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  choice?: { option: string; choice: string } | undefined;
}

/**
 * A media item already on the site, by its id: the sandbox's site media are its products'
 * (it has no separate media library). Unknown ids are refused, not added as broken pictures.
 */
const siteMedia = (p: Platform, mediaId: string): MediaItem => {
  for (const product of p.db.products.all()) {
    const found = product.media.find((m) => m.id === mediaId);
    if (found) return found;
  }
  throw notFound(`Media ${mediaId}`);
};

/** Adds the items (each new one gets an id), then links any with a `choice` to it. */
export const addMedia = (p: Platform, productId: string, media: MediaInput[]): void => {
  const product = getProduct(p, productId);
  const added = media.map((m) =>
    m.mediaId !== undefined
      ? { ...siteMedia(p, m.mediaId), ...(m.title !== undefined && { title: m.title }) }
      : {
          id: newId(),
          url: m.url!,
          width: m.width ?? 600,
          height: m.height ?? 600,
          title: m.title ?? product.name,
        },
  );
  // An item the product already shows (site media added again) stays once, where it was.
  const byId = new Map(product.media.map((m) => [m.id, m]));
  for (const item of added) if (!byId.has(item.id)) byId.set(item.id, item);
  const toChoices = media.flatMap((m, i) =>
    m.choice ? [{ ...m.choice, mediaIds: [added[i]!.id] }] : [],
  );
  p.db.transaction(() => {
    p.db.products.put({ ...product, media: [...byId.values()] });
    if (toChoices.length) addChoiceMedia(p, productId, toChoices);
  });
};

/** Removes the listed media (none listed: all of it), from the choices too. */
export const deleteMedia = (p: Platform, productId: string, mediaIds: string[]): void => {
  const product = getProduct(p, productId);
  const keep = (id: string) => mediaIds.length > 0 && !mediaIds.includes(id);
  p.db.products.put({
    ...product,
    media: product.media.filter((m) => keep(m.id)),
    productOptions: product.productOptions.map((o) => ({
      ...o,
      choices: o.choices.map((ch) => ({ ...ch, mediaIds: ch.mediaIds.filter(keep) })),
    })),
  });
};

export interface ChoiceMedia {
  option: string;
  choice: string;
  mediaIds: string[];
}

/** Links product media to option choices; every id must be one of the product's media. */
export const addChoiceMedia = (p: Platform, productId: string, media: ChoiceMedia[]): void => {
  const product = getProduct(p, productId);
  const known = new Set(product.media.map((m) => m.id));
  media
    .flatMap((m) => m.mediaIds)
    .forEach((id) => {
      if (!known.has(id)) throw invalidField('media.mediaIds', `unknown media ${id}`);
    });
  const productOptions = product.productOptions.map((o) => ({
    ...o,
    choices: o.choices.map((ch) => {
      const m = media.find((x) => x.option === o.name && x.choice === ch.value);
      return m ? { ...ch, mediaIds: [...new Set([...ch.mediaIds, ...m.mediaIds])] } : ch;
    }),
  }));
  p.db.products.put({ ...product, productOptions });
};

/** Unlinks media from choices (no ids listed: all of the choice's media). */
export const removeChoiceMedia = (p: Platform, productId: string, media: ChoiceMedia[]): void => {
  const product = getProduct(p, productId);
  const productOptions = product.productOptions.map((o) => ({
    ...o,
    choices: o.choices.map((ch) => {
      const m = media.find((x) => x.option === o.name && x.choice === ch.value);
      return m
        ? {
            ...ch,
            mediaIds: m.mediaIds.length ? ch.mediaIds.filter((id) => !m.mediaIds.includes(id)) : [],
          }
        : ch;
    }),
  }));
  p.db.products.put({ ...product, productOptions });
};

/** Drops every option: one default variant remains (out of stock when tracked). */
export const removeOptions = (p: Platform, productId: string): void => {
  const product = getProduct(p, productId);
  const variants = defaultVariants({ productOptions: [], sku: product.sku }, newId).map((v) => ({
    ...v,
    quantity: product.trackInventory ? 0 : null,
  }));
  p.db.products.put({ ...product, productOptions: [], variants, manageVariants: false });
};

export const removeBrand = (p: Platform, productId: string): void => {
  p.db.products.put({ ...getProduct(p, productId), brand: null });
};

export const removeRibbon = (p: Platform, productId: string): void => {
  p.db.products.put({ ...getProduct(p, productId), ribbon: null });
};

/** Adds the products to a collection, or removes them from it: all of them or none. */
export const setCollectionMembership = (
  p: Platform,
  collectionId: string,
  productIds: string[],
  add: boolean,
): void =>
  p.db.transaction(() => {
    if (!p.db.collections.get(collectionId)) throw notFound(`Collection ${collectionId}`);
    for (const id of productIds) {
      const product = getProduct(p, id);
      const others = product.collectionIds.filter((c) => c !== collectionId);
      p.db.products.put({ ...product, collectionIds: add ? [...others, collectionId] : others });
    }
  });

export interface CollectionInput {
  name: string;
  slug?: string | undefined;
  description?: string | undefined;
  visible: boolean;
}

export const createCollection = (p: Platform, input: CollectionInput): StoredCollection => {
  const slug = input.slug ?? slugify(input.name);
  if (p.db.collections.byKey(slug))
    throw invalidField('collection.slug', 'is already used', 'VALIDATION');
  return p.db.collections.put({
    ...input,
    id: newId(),
    slug,
    createdDate: p.clock.iso(),
    lastUpdated: p.clock.iso(),
  });
};

export const updateCollection = (
  p: Platform,
  id: string,
  changes: Partial<CollectionInput>,
): StoredCollection => {
  const doc = p.db.collections.get(id);
  if (!doc) throw notFound(`Collection ${id}`);
  return p.db.collections.put({ ...doc, ...changes, id: doc.id, lastUpdated: p.clock.iso() });
};

/** Deletes a collection and takes it off its products; All Products cannot go. */
export const deleteCollection = (p: Platform, id: string): void => {
  if (id === ALL_PRODUCTS_ID)
    throw invalidField('id', 'the All Products collection cannot be deleted');
  p.db.transaction(() => {
    if (!p.db.collections.delete(id)) throw notFound(`Collection ${id}`);
    p.db.products
      .all()
      .filter((prod) => prod.collectionIds.includes(id))
      .forEach((prod) =>
        p.db.products.put({ ...prod, collectionIds: prod.collectionIds.filter((x) => x !== id) }),
      );
  });
};

/**
 * A change by a fixed amount or a percentage (the SDK's PercentageData: a rate, and whether
 * the result is a whole number rather than cents); the result never goes below zero.
 */
export type Adjustment =
  { amount: number } | { percentage: { rate: number; roundToInt?: boolean | undefined } };

export const adjusted = (value: number, change: Adjustment | undefined) => {
  if (!change) return value;
  if ('amount' in change) return round2(Math.max(0, value + change.amount));
  const { rate, roundToInt } = change.percentage;
  const result = Math.max(0, value * (1 + rate / 100));
  return roundToInt ? Math.round(result) : round2(result);
};

/**
 * Applies `change` to each product, in one transaction; unknown ids fail alone. Answers the
 * bulk results of the wire.
 */
export const bulkUpdateProducts = (
  p: Platform,
  ids: string[],
  change: (product: StoredProduct) => StoredProduct,
) =>
  p.db.transaction(() => {
    // The SDK's ItemMetadata: each result names its place in the request (`originalIndex`),
    // a failure its code and description.
    const results = ids.map((id, originalIndex) => {
      const product = p.db.products.get(id);
      if (!product) {
        const error = { code: 'NOT_FOUND', description: `Product ${id} not found` };
        return { itemMetadata: { id, originalIndex, success: false, error } };
      }
      saveProduct(p, change(product));
      return { itemMetadata: { id, originalIndex, success: true } };
    });
    const failed = results.filter((r) => !r.itemMetadata.success).length;
    return {
      results,
      // Every failure is detailed here: none is left undetailed past a threshold.
      bulkActionMetadata: {
        totalSuccesses: results.length - failed,
        totalFailures: failed,
        undetailedFailures: 0,
      },
    };
  });

export interface InventoryUpdate {
  trackQuantity?: boolean | undefined;
  variants: { variantId: string; quantity?: number | undefined; inStock?: boolean | undefined }[];
}

/** Sets tracking and each listed variant's quantity or in-stock flag. */
export const updateInventory = (
  p: Platform,
  productId: string,
  update: InventoryUpdate,
): StoredProduct => {
  const product = getProduct(p, productId);
  requireVariants(
    product,
    update.variants.map((x) => x.variantId),
  );
  const track = update.trackQuantity ?? product.trackInventory;
  const variants: StoredVariant[] = product.variants.map((v) => {
    const change = update.variants.find((x) => x.variantId === v.id);
    return change
      ? { ...v, quantity: change.quantity ?? v.quantity, inStock: change.inStock ?? v.inStock }
      : v;
  });
  return saveProduct(p, { ...product, trackInventory: track, variants });
};
