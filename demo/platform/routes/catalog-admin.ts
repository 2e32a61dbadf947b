import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import { invalidField, notFound } from '../errors.ts';
import { newId, slugify } from '../ids.ts';
import { round2 } from '../money.ts';
import {
  ALL_PRODUCTS_ID,
  type StoredProduct,
  defaultVariants,
  productView,
  variantView,
} from '../domain/catalog.ts';
import { collectionView, getProduct, requestBase } from '../domain/products.ts';
import { requireAdmin } from '../domain/tokens.ts';
import { initials, tileUrl } from '../domain/media.ts';
import { idString, longText, money, readBody, text } from '../validation.ts';

const weight = () => z.number().finite().min(0).max(10_000);
const choice = z.object({
  value: text(100),
  description: text(100),
  visible: z.boolean().default(true),
});
const option = z.object({
  optionType: z.enum(['drop_down', 'color']),
  name: text(50),
  choices: z.array(choice).min(1).max(50),
});

const productInput = z.object({
  name: text(80).min(1),
  slug: text(100)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  visible: z.boolean().default(true),
  productType: z.enum(['physical', 'digital']).default('physical'),
  description: longText().default(''),
  sku: text(40).default(''),
  weight: weight().default(0),
  priceData: z.object({ price: money() }),
  costAndProfitData: z.object({ itemCost: money() }).optional(),
  discount: z
    .object({ type: z.enum(['NONE', 'AMOUNT', 'PERCENT']), value: z.number().min(0).max(100_000) })
    .default({ type: 'NONE', value: 0 }),
  productOptions: z.array(option).max(6).default([]),
  manageVariants: z.boolean().optional(),
  ribbon: text(30).optional(),
  brand: text(50).optional(),
  additionalInfoSections: z
    .array(z.object({ title: text(100), description: longText() }))
    .max(10)
    .default([]),
  stock: z
    .object({
      trackInventory: z.boolean().default(false),
      quantity: z.number().int().min(0).max(1_000_000).optional(),
      inStock: z.boolean().optional(),
    })
    .optional(),
});

const adjustment = z.union([
  z.object({ amount: z.number().finite().min(-1_000_000).max(1_000_000) }),
  z.object({ percentage: z.number().finite().min(-100).max(1000) }),
]);
const collectionInput = z.object({
  name: text(100).min(1),
  slug: text(100)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  description: text(2000).optional(),
  visible: z.boolean().default(true),
});
const choiceMedia = z
  .array(
    z.object({ optionName: text(50), choice: text(100), mediaIds: z.array(idString()).max(50) }),
  )
  .min(1)
  .max(50);

/** Catalogue writes (spec §7.9, plus inventory per variant): elevated callers only. */
export const catalogAdminRoutes = (p: Platform) => {
  // Catalogue reads on the same paths are mounted first (routes/catalog.ts) and answer before this.
  const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    requireAdmin(p, c);
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

  const save = (c: Ctx, product: StoredProduct) =>
    c.json({
      product: productView(
        requestBase(c.req.url),
        p.db.products.put({ ...product, lastUpdated: p.clock.iso() }),
      ),
    });
  const uniqueSlug = (wanted: string, id: string) => {
    let slug = wanted;
    for (let n = 2; p.db.products.byKey(slug) && p.db.products.byKey(slug)!.id !== id; n++)
      slug = `${wanted}-${n}`;
    return slug;
  };
  const fromInput = (
    input: z.infer<typeof productInput>,
    existing?: StoredProduct,
  ): StoredProduct => {
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
      slug: uniqueSlug(input.slug ?? slugify(input.name), id),
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
  const setCollection = (collectionId: string, productIds: string[], add: boolean) => {
    if (!p.db.collections.get(collectionId)) throw notFound(`Collection ${collectionId}`);
    for (const id of productIds) {
      const product = getProduct(p, id);
      const others = product.collectionIds.filter((c) => c !== collectionId);
      p.db.products.put({ ...product, collectionIds: add ? [...others, collectionId] : others });
    }
  };
  const adjust = (value: number, change: z.infer<typeof adjustment> | undefined) =>
    !change
      ? value
      : round2(
          Math.max(
            0,
            'amount' in change ? value + change.amount : value * (1 + change.percentage / 100),
          ),
        );
  const bulk = (c: Ctx, ids: string[], change: (product: StoredProduct) => StoredProduct) => {
    const results = ids.map((id) => {
      const product = p.db.products.get(id);
      if (!product) return { itemMetadata: { id, success: false, error: { code: 'NOT_FOUND' } } };
      p.db.products.put({ ...change(product), lastUpdated: p.clock.iso() });
      return { itemMetadata: { id, success: true } };
    });
    const failed = results.filter((r) => !r.itemMetadata.success).length;
    return c.json({
      results,
      bulkActionMetadata: { totalSuccesses: results.length - failed, totalFailures: failed },
    });
  };

  return app
    .post('/v1/products', async (c) => {
      const { product } = await readBody(c, z.object({ product: productInput }));
      return save(c, fromInput(product));
    })
    .patch('/v1/products/:id', async (c) => {
      const { product: changes } = await readBody(
        c,
        z.object({ product: productInput.partial().extend({ id: idString().optional() }) }),
      );
      const existing = getProduct(p, c.req.param('id'));
      if (changes.id && changes.id !== existing.id)
        throw invalidField('product.id', 'must match the path');
      const view = productView('', existing);
      const merged = productInput.parse({
        ...view,
        priceData: { price: existing.price },
        costAndProfitData: existing.cost === null ? undefined : { itemCost: existing.cost },
        productOptions: existing.productOptions,
        stock: { trackInventory: existing.trackInventory },
        ribbon: existing.ribbon ?? undefined,
        brand: existing.brand ?? undefined,
        ...changes,
      });
      const rebuilt = fromInput(merged, existing);
      // Options unchanged: keep the variants and their stock.
      const keepVariants = !changes.productOptions && !changes.stock;
      return save(c, {
        ...rebuilt,
        variants: keepVariants ? existing.variants : rebuilt.variants,
        productOptions: keepVariants ? existing.productOptions : rebuilt.productOptions,
      });
    })
    .delete('/v1/products/:id', (c) => {
      p.db.products.delete(getProduct(p, c.req.param('id')).id);
      return c.json({});
    })
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
      const product = getProduct(p, c.req.param('id'));
      const updated = product.variants.map((v) => {
        const change = variants.find(
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
      const saved = p.db.products.put({
        ...product,
        variants: updated,
        manageVariants: true,
        lastUpdated: p.clock.iso(),
      });
      return c.json({ variants: saved.variants.map((v) => variantView(saved, v)) });
    })
    .post('/v1/products/:id/variants/resetToDefault', (c) => {
      const product = getProduct(p, c.req.param('id'));
      p.db.products.put({
        ...product,
        variants: product.variants.map((v) => ({
          ...v,
          price: null,
          cost: null,
          weight: null,
          sku: product.sku,
          visible: true,
        })),
        lastUpdated: p.clock.iso(),
      });
      return c.json({});
    })
    .post('/v1/products/:id/media', async (c) => {
      const { media } = await readBody(
        c,
        z.object({
          media: z
            .array(
              z.object({
                url: z.url().max(2000),
                mediaId: idString().optional(),
                title: text(200).optional(),
                width: z.number().int().min(1).max(10_000).optional(),
                height: z.number().int().min(1).max(10_000).optional(),
              }),
            )
            .min(1)
            .max(50),
        }),
      );
      const product = getProduct(p, c.req.param('id'));
      const added = media.map((m) => ({
        id: m.mediaId ?? newId(),
        url: m.url,
        width: m.width ?? 600,
        height: m.height ?? 600,
        title: m.title ?? product.name,
      }));
      p.db.products.put({ ...product, media: [...product.media, ...added] });
      return c.json({});
    })
    .post('/v1/products/:id/media/delete', async (c) => {
      const { mediaIds } = await readBody(
        c,
        z.object({ mediaIds: z.array(idString()).max(100).default([]) }),
      );
      const product = getProduct(p, c.req.param('id'));
      const keep = (id: string) => mediaIds.length > 0 && !mediaIds.includes(id);
      p.db.products.put({
        ...product,
        media: product.media.filter((m) => keep(m.id)),
        productOptions: product.productOptions.map((o) => ({
          ...o,
          choices: o.choices.map((ch) => ({ ...ch, mediaIds: ch.mediaIds.filter(keep) })),
        })),
      });
      return c.json({});
    })
    .patch('/v1/products/:id/choices/media', async (c) => {
      const { media } = await readBody(c, z.object({ media: choiceMedia }));
      const product = getProduct(p, c.req.param('id'));
      const known = new Set(product.media.map((m) => m.id));
      media
        .flatMap((m) => m.mediaIds)
        .forEach((id) => {
          if (!known.has(id)) throw invalidField('media.mediaIds', `unknown media ${id}`);
        });
      const productOptions = product.productOptions.map((o) => ({
        ...o,
        choices: o.choices.map((ch) => {
          const m = media.find((x) => x.optionName === o.name && x.choice === ch.value);
          return m ? { ...ch, mediaIds: [...new Set([...ch.mediaIds, ...m.mediaIds])] } : ch;
        }),
      }));
      p.db.products.put({ ...product, productOptions });
      return c.json({});
    })
    .post('/v1/products/:id/choices/media/delete', async (c) => {
      const { media } = await readBody(c, z.object({ media: choiceMedia }));
      const product = getProduct(p, c.req.param('id'));
      const productOptions = product.productOptions.map((o) => ({
        ...o,
        choices: o.choices.map((ch) => {
          const m = media.find((x) => x.optionName === o.name && x.choice === ch.value);
          return m
            ? {
                ...ch,
                mediaIds: m.mediaIds.length
                  ? ch.mediaIds.filter((id) => !m.mediaIds.includes(id))
                  : [],
              }
            : ch;
        }),
      }));
      p.db.products.put({ ...product, productOptions });
      return c.json({});
    })
    .delete('/v1/products/:id/options', (c) => {
      const product = getProduct(p, c.req.param('id'));
      const variants = defaultVariants({ productOptions: [], sku: product.sku }, newId).map(
        (v) => ({ ...v, quantity: product.trackInventory ? 0 : null }),
      );
      p.db.products.put({ ...product, productOptions: [], variants, manageVariants: false });
      return c.json({});
    })
    .post(
      '/v1/products/:id/remove-brand',
      (c) => (p.db.products.put({ ...getProduct(p, c.req.param('id')), brand: null }), c.json({})),
    )
    .post(
      '/v1/products/:id/remove-ribbon',
      (c) => (p.db.products.put({ ...getProduct(p, c.req.param('id')), ribbon: null }), c.json({})),
    )
    .post('/v1/collections/:id/productIds', async (c) => {
      const { productIds } = await readBody(
        c,
        z.object({ productIds: z.array(idString()).min(1).max(500) }),
      );
      setCollection(c.req.param('id'), productIds, true);
      return c.json({});
    })
    .post('/v1/collections/:id/productIds/delete', async (c) => {
      const { productIds } = await readBody(
        c,
        z.object({ productIds: z.array(idString()).min(1).max(500) }),
      );
      setCollection(c.req.param('id'), productIds, false);
      return c.json({});
    })
    .post('/v1/collections', async (c) => {
      const { collection } = await readBody(c, z.object({ collection: collectionInput }));
      const id = newId();
      const slug = collection.slug ?? slugify(collection.name);
      if (p.db.collections.byKey(slug))
        throw invalidField('collection.slug', 'is already used', 'VALIDATION');
      const doc = p.db.collections.put({
        ...collection,
        id,
        slug,
        createdDate: p.clock.iso(),
        lastUpdated: p.clock.iso(),
      });
      return c.json({ collection: collectionView(p, requestBase(c.req.url), doc, true) });
    })
    .patch('/v1/collections/:id', async (c) => {
      const { collection } = await readBody(
        c,
        z.object({ collection: collectionInput.partial().extend({ id: idString().optional() }) }),
      );
      const doc = p.db.collections.get(c.req.param('id'));
      if (!doc) throw notFound(`Collection ${c.req.param('id')}`);
      const saved = p.db.collections.put({
        ...doc,
        ...collection,
        id: doc.id,
        lastUpdated: p.clock.iso(),
      });
      return c.json({ collection: collectionView(p, requestBase(c.req.url), saved, true) });
    })
    .delete('/v1/collections/:id', (c) => {
      const id = c.req.param('id');
      if (id === ALL_PRODUCTS_ID)
        throw invalidField('id', 'the All Products collection cannot be deleted');
      if (!p.db.collections.delete(id)) throw notFound(`Collection ${id}`);
      p.db.products
        .all()
        .filter((prod) => prod.collectionIds.includes(id))
        .forEach((prod) =>
          p.db.products.put({ ...prod, collectionIds: prod.collectionIds.filter((x) => x !== id) }),
        );
      return c.json({});
    })
    .post('/v1/bulk/products/update', async (c) => {
      const { ids, set } = await readBody(
        c,
        z.object({
          ids: z.array(idString()).min(1).max(500),
          set: z.object({
            price: money().optional(),
            cost: money().optional(),
            weight: weight().optional(),
          }),
        }),
      );
      return bulk(c, ids, (prod) => ({
        ...prod,
        price: set.price ?? prod.price,
        cost: set.cost ?? prod.cost,
        weight: set.weight ?? prod.weight,
      }));
    })
    .post('/v1/bulk/products/adjust-properties', async (c) => {
      const { ids, adjust: a } = await readBody(
        c,
        z.object({
          ids: z.array(idString()).min(1).max(500),
          adjust: z.object({
            price: adjustment.optional(),
            cost: adjustment.optional(),
            weight: adjustment.optional(),
          }),
        }),
      );
      return bulk(c, ids, (prod) => ({
        ...prod,
        price: adjust(prod.price, a.price),
        cost: prod.cost === null ? null : adjust(prod.cost, a.cost),
        weight: adjust(prod.weight, a.weight),
      }));
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
                  quantity: z.number().int().min(0).max(1_000_000).optional(),
                  inStock: z.boolean().optional(),
                }),
              )
              .max(500)
              .default([]),
          }),
        }),
      );
      const product = getProduct(p, c.req.param('productId'));
      const track = inventoryItem.trackQuantity ?? product.trackInventory;
      const variants = product.variants.map((v) => {
        const change = inventoryItem.variants.find((x) => x.variantId === v.id);
        return change
          ? { ...v, quantity: change.quantity ?? v.quantity, inStock: change.inStock ?? v.inStock }
          : v;
      });
      return save(c, { ...product, trackInventory: track, variants });
    });
};
