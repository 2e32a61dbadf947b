import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import { invalidField } from '../errors.ts';
import {
  addChoiceMedia,
  addMedia,
  adjusted,
  bulkUpdateProducts,
  createCollection,
  createProduct,
  deleteCollection,
  deleteMedia,
  deleteProduct,
  productAsInput,
  removeBrand,
  removeChoiceMedia,
  removeOptions,
  removeRibbon,
  resetVariants,
  setCollectionMembership,
  updateCollection,
  updateInventory,
  updateProduct,
  updateVariants,
} from '../domain/catalog-admin.ts';
import { type StoredProduct, productView, variantView } from '../domain/catalog.ts';
import { collectionView, getProduct, requestBase } from '../domain/products.ts';
import { requireAdmin } from '../domain/tokens.ts';
import { changesOf, idString, money, readBody, text, webUrl } from '../validation.ts';

// Bounds are the SDK's (@wix/stores products: Product, ProductOption, Choice, Collection, ...).
const weight = () => z.number().finite().min(0).max(10_000);
const choice = z.object({
  value: text(50).min(1),
  description: text(50).min(1),
  visible: z.boolean().default(true),
});
/**
 * The SDK's OptionType, which it marks read-only, so a caller may leave it out: a drop-down then,
 * as the platform makes one (also for its `unspecified_option_type`).
 */
const optionType = z
  .enum(['unspecified_option_type', 'drop_down', 'color'])
  .default('drop_down')
  .transform((type) => (type === 'color' ? type : 'drop_down'));
const option = z.object({
  optionType,
  name: text(50).min(1),
  choices: z.array(choice).min(1).max(100),
});
/** The SDK's `Stock.quantity` and inventory quantities: at most 99,999. */
const stockQuantity = () => z.number().int().min(0).max(99_999);
/** Products one bulk call names: the SDK's `@minSize 1`, `@maxSize 100`. */
const bulkIds = () => z.array(idString()).min(1).max(100);

const productInput = z.object({
  name: text(80).min(1),
  slug: text(100)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  visible: z.boolean().default(true),
  productType: z.enum(['physical', 'digital']).default('physical'),
  description: text(8000).default(''),
  sku: text(40).default(''),
  weight: weight().default(0),
  priceData: z.object({ price: money() }),
  costAndProfitData: z.object({ itemCost: money() }).optional(),
  discount: z
    .object({ type: z.enum(['NONE', 'AMOUNT', 'PERCENT']), value: z.number().min(0).max(100_000) })
    // Over 100% the price goes below zero, and such a line takes money off a visitor's
    // other lines: a free cart.
    .refine((d) => d.type !== 'PERCENT' || d.value <= 100, {
      message: 'a percentage is at most 100',
      path: ['value'],
    })
    .default({ type: 'NONE', value: 0 }),
  productOptions: z.array(option).max(6).default([]),
  manageVariants: z.boolean().optional(),
  ribbon: text(30).optional(),
  brand: text(50).optional(),
  additionalInfoSections: z
    .array(z.object({ title: text(50), description: text(16_000) }))
    .max(10)
    .default([]),
  stock: z
    .object({
      // Not defaulted: an update's stock without it keeps the product's (off on create).
      trackInventory: z.boolean().optional(),
      quantity: stockQuantity().optional(),
      inStock: z.boolean().optional(),
    })
    .optional(),
});

/**
 * The SDK's PropertyAdjustmentData: one of an amount or a percentage, its PercentageData (a
 * whole `rate` from -100 to 1000, `roundToInt` for a whole result). Strict, so both at once
 * is a violation, never the first of them.
 */
const adjustment = z.union([
  z.object({ amount: z.number().finite().min(-1_000_000).max(1_000_000) }).strict(),
  z
    .object({
      percentage: z.object({
        rate: z.number().int().min(-100).max(1000),
        roundToInt: z.boolean().optional(),
      }),
    })
    .strict(),
]);
/**
 * BulkUpdateProductsProperty's `set`: the SDK's SetValue is a oneof (SetValueValueOneOf), one
 * property a call: a price, a cost, a weight, a ribbon or a brand. Strict, so a second one (or
 * one the SDK does not name) is a violation, never half of a change.
 */
const bulkSet = z
  .strictObject({
    price: money().optional(),
    cost: money().optional(),
    weight: weight().optional(),
    ribbon: z.string().max(30).optional(),
    brand: z.string().max(50).optional(),
  })
  .refine((set) => Object.keys(set).length === 1, {
    message: 'sets exactly one of price, cost, weight, ribbon or brand',
    params: { rule: 'ONE_OF_ALIGNMENT' },
  });
const collectionInput = z.object({
  name: text(50).min(1),
  slug: text(100)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  description: text(600).optional(),
  visible: z.boolean().default(true),
});
/**
 * The SDK's MediaDataForWrite: its source is a oneof (MediaDataForWriteMediaSourceOneOf), a new
 * item's `url` or an item already on the site by `mediaId`, never both; `choice` links it to an
 * option's choice. The title and size are the sandbox's own (its admin names a picture).
 */
const mediaForWrite = z
  .object({
    url: webUrl().optional(),
    mediaId: idString().optional(),
    choice: z.object({ option: text(50).min(1), choice: text(50).min(1) }).optional(),
    title: text(200).optional(),
    width: z.number().int().min(1).max(10_000).optional(),
    height: z.number().int().min(1).max(10_000).optional(),
  })
  .refine((m) => (m.url === undefined) !== (m.mediaId === undefined), {
    message: 'needs one of url or mediaId',
    params: { rule: 'ONE_OF_ALIGNMENT' },
  });
/** The SDK's MediaAssignmentToChoice: `option` and `choice` names (1 to 50), its media ids. */
const choiceMedia = z
  .array(
    z.object({
      option: text(50).min(1),
      choice: text(50).min(1),
      mediaIds: z.array(idString()).max(50).default([]),
    }),
  )
  .min(1)
  .max(10);

/** Catalogue writes (spec §7.9, plus inventory per variant): elevated callers only. */
export const catalogAdminRoutes = (p: Platform) => {
  // Catalogue reads on the same paths are mounted first (routes/catalog.ts) and answer before
  // this. Every write here is the admin's; a read that reaches it (`GET /v1/products/`, the
  // SDK's getProduct('')) is of nothing, not found for anyone rather than forbidden.
  const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') requireAdmin(p, c);
    await next();
  };
  const app = new Hono<AppEnv>();
  for (const path of [
    '/v1/products',
    '/v1/products/*',
    '/v1/collections',
    '/v1/collections/*',
    '/v1/bulk/*',
    '/v2/inventoryItems/*',
  ]) {
    app.use(path, adminOnly);
  }
  const productAnswer = (c: Ctx, product: StoredProduct) =>
    c.json({ product: productView(requestBase(c.req.url), product) });
  const collectionAnswer = (c: Ctx, collection: Parameters<typeof collectionView>[2]) =>
    c.json({ collection: collectionView(p, requestBase(c.req.url), collection, true) });
  const done = (c: Ctx) => c.json({});

  return app
    .post('/v1/products', async (c) => {
      const { product } = await readBody(c, z.object({ product: productInput }));
      return productAnswer(c, createProduct(p, product));
    })
    .patch('/v1/products/:id', async (c) => {
      const { product: changes } = await readBody(
        c,
        z.object({ product: changesOf(productInput).extend({ id: idString().optional() }) }),
      );
      const existing = getProduct(p, c.req.param('id'));
      if (changes.id && changes.id !== existing.id)
        throw invalidField('product.id', 'must match the path');
      const current = productAsInput(existing);
      const merged = productInput.parse({
        ...current,
        ...changes,
        ...(changes.stock && { stock: { ...current.stock, ...changes.stock } }),
      });
      const rebuildVariants = Boolean(changes.productOptions || changes.stock);
      return productAnswer(c, updateProduct(p, existing, merged, rebuildVariants));
    })
    .delete('/v1/products/:id', (c) => (deleteProduct(p, c.req.param('id')), done(c)))
    .patch('/v1/products/:id/variants', async (c) => {
      const { variants } = await readBody(
        c,
        z.object({
          variants: z
            .array(
              z.object({
                choices: z.record(text(50), text(100)).optional(),
                variantIds: z.array(idString()).max(500).optional(),
                price: money().optional(),
                cost: money().optional(),
                weight: weight().optional(),
                sku: text(40).optional(),
                visible: z.boolean().optional(),
              }),
            )
            .min(1)
            .max(500),
        }),
      );
      const saved = updateVariants(p, c.req.param('id'), variants);
      return c.json({ variants: saved.variants.map((v) => variantView(saved, v)) });
    })
    .post(
      '/v1/products/:id/variants/resetToDefault',
      (c) => (resetVariants(p, c.req.param('id')), done(c)),
    )
    .post('/v1/products/:id/media', async (c) => {
      const { media } = await readBody(
        c,
        z.object({
          media: z.array(mediaForWrite).min(1).max(50),
        }),
      );
      addMedia(p, c.req.param('id'), media);
      return done(c);
    })
    .post('/v1/products/:id/media/delete', async (c) => {
      const { mediaIds } = await readBody(
        c,
        z.object({ mediaIds: z.array(idString()).max(50).default([]) }),
      );
      deleteMedia(p, c.req.param('id'), mediaIds);
      return done(c);
    })
    .patch('/v1/products/:id/choices/media', async (c) => {
      const { media } = await readBody(c, z.object({ media: choiceMedia }));
      addChoiceMedia(p, c.req.param('id'), media);
      return done(c);
    })
    .post('/v1/products/:id/choices/media/delete', async (c) => {
      const { media } = await readBody(c, z.object({ media: choiceMedia }));
      removeChoiceMedia(p, c.req.param('id'), media);
      return done(c);
    })
    .delete('/v1/products/:id/options', (c) => (removeOptions(p, c.req.param('id')), done(c)))
    .post('/v1/products/:id/remove-brand', (c) => (removeBrand(p, c.req.param('id')), done(c)))
    .post('/v1/products/:id/remove-ribbon', (c) => (removeRibbon(p, c.req.param('id')), done(c)))
    .post('/v1/collections/:id/productIds', async (c) => {
      const { productIds } = await readBody(
        c,
        z.object({ productIds: z.array(idString()).min(1).max(1000) }),
      );
      setCollectionMembership(p, c.req.param('id'), productIds, true);
      return done(c);
    })
    .post('/v1/collections/:id/productIds/delete', async (c) => {
      const { productIds } = await readBody(
        c,
        z.object({ productIds: z.array(idString()).min(1).max(1000) }),
      );
      setCollectionMembership(p, c.req.param('id'), productIds, false);
      return done(c);
    })
    .post('/v1/collections', async (c) => {
      const { collection } = await readBody(c, z.object({ collection: collectionInput }));
      return collectionAnswer(c, createCollection(p, collection));
    })
    .patch('/v1/collections/:id', async (c) => {
      const { collection: changes } = await readBody(
        c,
        z.object({ collection: changesOf(collectionInput).extend({ id: idString().optional() }) }),
      );
      return collectionAnswer(c, updateCollection(p, c.req.param('id'), changes));
    })
    .delete('/v1/collections/:id', (c) => (deleteCollection(p, c.req.param('id')), done(c)))
    .post('/v1/bulk/products/update', async (c) => {
      const { ids, set } = await readBody(c, z.object({ ids: bulkIds(), set: bulkSet }));
      return c.json(
        bulkUpdateProducts(p, ids, (prod) => ({
          ...prod,
          price: set.price ?? prod.price,
          cost: set.cost ?? prod.cost,
          weight: set.weight ?? prod.weight,
          // An empty string takes the ribbon or brand off, as the SDK says.
          ...(set.ribbon !== undefined && { ribbon: set.ribbon || null }),
          ...(set.brand !== undefined && { brand: set.brand || null }),
        })),
      );
    })
    .post('/v1/bulk/products/adjust-properties', async (c) => {
      const { ids, adjust: a } = await readBody(
        c,
        z.object({
          ids: bulkIds(),
          adjust: z.object({
            price: adjustment.optional(),
            cost: adjustment.optional(),
            weight: adjustment.optional(),
          }),
        }),
      );
      return c.json(
        bulkUpdateProducts(p, ids, (prod) => ({
          ...prod,
          price: adjusted(prod.price, a.price),
          cost: prod.cost === null ? null : adjusted(prod.cost, a.cost),
          weight: adjusted(prod.weight, a.weight),
        })),
      );
    })
    .patch('/v2/inventoryItems/product/:productId', async (c) => {
      const { inventoryItem } = await readBody(
        c,
        z.object({
          inventoryItem: z.object({
            trackQuantity: z.boolean().optional(),
            variants: z
              .array(
                z.object({
                  variantId: idString(),
                  // The inventory API declares no bound of its own (its product's stock: 99,999).
                  quantity: z.number().int().min(0).max(1_000_000).optional(),
                  inStock: z.boolean().optional(),
                }),
              )
              .max(500)
              .default([]),
          }),
        }),
      );
      return productAnswer(c, updateInventory(p, c.req.param('productId'), inventoryItem));
    });
};
