import type { Platform } from '../context.ts';
import type { StoredCollection } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { type StoredProduct, productView } from './catalog.ts';

export const getProduct = (p: Platform, id: string): StoredProduct => {
  const product = p.db.products.get(id);
  if (!product) throw notFound(`Product ${id}`);
  return product;
};

export const productsView = (p: Platform, base: string) =>
  p.db.products.all().map((doc) => productView(base, doc));

/** The fields QueryCollections filters and sorts by: the SDK's CollectionQuerySpec (`_id` is `id`). */
export const COLLECTION_QUERY_FIELDS: ReadonlySet<string> = new Set(['id', 'name']);

/**
 * A collection as its caller may see it: a visitor's counts and ids leave hidden products out
 * (their existence is the merchant's business until they are shown).
 */
export const collectionView = (
  p: Platform,
  base: string,
  doc: StoredCollection,
  withHidden = false,
) => {
  const { media } = doc;
  const productIds = p.db.products
    .all()
    .filter((prod) => prod.collectionIds.includes(doc.id) && (withHidden || prod.visible))
    .map((prod) => prod.id);
  // The picture's title is its media item's, as a product's pictures carry theirs.
  const mainMedia = media && {
    id: media.id,
    mediaType: 'image',
    title: media.title,
    image: { url: base + media.url, width: media.width, height: media.height },
  };
  return {
    ...doc,
    media: mainMedia ? { mainMedia, items: [] } : undefined,
    numberOfProducts: productIds.length,
    productIds,
  };
};

export const requestBase = (url: string): string => new URL(url).origin;
