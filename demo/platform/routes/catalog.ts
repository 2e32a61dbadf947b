import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import { notFound } from '../errors.ts';
import {
  PRODUCT_ALIASES,
  PRODUCT_QUERY_FIELDS,
  PRODUCT_SORT_FIELDS,
  type ProductView,
  type StoredProduct,
  findVariant,
  productView,
  variantInStock,
  variantNameOf,
  variantView,
} from '../domain/catalog.ts';
import {
  COLLECTION_QUERY_FIELDS,
  collectionView,
  productsView,
  requestBase,
} from '../domain/products.ts';
import { callerOf } from '../domain/tokens.ts';
import {
  DEFAULT_LIMIT,
  checkQueryFields,
  filterAndSort,
  offsetMetadata,
  offsetPage,
  pageLimit,
  queryPage,
  querySchema,
} from '../query/query.ts';
import {
  boolParam,
  idString,
  intParam,
  listParam,
  readBody,
  readParams,
  text,
} from '../validation.ts';

const queryParams = z.object({ query: querySchema.default({}) });

/**
 * A store variant (v1 `/variants`): one product variant with its product's context: its name
 * and SKU at the top level, as the SDK's StoreVariant has them, and its product's collections.
 * The sandbox takes no preorders: preorder is off, the platform's default.
 */
const storeVariant = (product: StoredProduct, variantId: string) => {
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) return undefined;
  return {
    ...variantView(product, variant),
    id: `${product.id}-${variant.id}`,
    productId: product.id,
    variantId: variant.id,
    variantName: variantNameOf(product, variant),
    productName: product.name,
    managedVariant: product.manageVariants,
    sku: variant.sku,
    collectionIds: product.collectionIds,
    preorderInfo: { enabled: false },
  };
};

const allStoreVariants = (p: Platform, withHidden: boolean) =>
  p.db.products
    .all()
    .filter((product) => withHidden || product.visible)
    .flatMap((product) => product.variants.map((v) => storeVariant(product, v.id)!));

/** The merchant's costs and margins are not for shoppers. */
const withoutCosts = ({ costAndProfitData: _cost, ...product }: ProductView) => product;

/** Which choices stay purchasable given a partial selection (productOptionsAvailability). */
const optionsAvailability = (
  base: string,
  product: StoredProduct,
  selected: Record<string, string>,
) => {
  const view = productView(base, product);
  const compatible = product.variants.filter((v) =>
    Object.entries(selected).every(([name, value]) => v.choices[name] === value),
  );
  const fullySelected = product.productOptions.every((o) => selected[o.name] !== undefined);
  const variant = fullySelected ? findVariant(product, { options: selected }) : undefined;
  const chosen = variant && variantView(product, variant);
  return {
    // The SDK's VariantData: the variant's price (`price`, not `priceData`), weight and stock.
    selectedVariant: chosen && {
      price: chosen.variant.priceData,
      convertedPriceData: chosen.variant.convertedPriceData,
      weight: chosen.variant.weight,
      sku: chosen.variant.sku,
      quantity: chosen.stock.quantity,
      inStock: chosen.stock.inStock,
      visible: chosen.variant.visible,
    },
    availableForPurchase: variant ? variantInStock(product, variant) && variant.visible : false,
    productOptions: view.productOptions.map((option) => ({
      ...option,
      choices: option.choices.map((choice) => ({
        ...choice,
        inStock: compatible.some(
          (v) => v.choices[option.name] === choice.value && variantInStock(product, v),
        ),
      })),
    })),
    media: view.media,
  };
};

/**
 * Catalogue reads (spec §7.8). Anonymous callers may read; hidden products, and costs and
 * profits, are the admin's only, on every read: a hidden product is not found.
 */
export const catalogRoutes = (p: Platform) => {
  const isAdmin = (c: Ctx) => callerOf(p, c).kind === 'admin';
  const visibleProducts = (c: Ctx) => {
    const all = productsView(p, requestBase(c.req.url));
    return isAdmin(c) ? all : all.filter((prod) => prod.visible).map(withoutCosts);
  };
  const readableProduct = (c: Ctx, id: string): StoredProduct => {
    const product = p.db.products.get(id);
    if (!product || !(product.visible || isAdmin(c))) throw notFound(`Product ${id}`);
    return product;
  };
  const collectionsOf = (c: Ctx) =>
    p.db.collections.all().map((col) => collectionView(p, requestBase(c.req.url), col, isAdmin(c)));

  const queryProducts = async (c: Ctx) => {
    const { query } = await readParams(c, queryParams);
    checkQueryFields(query, PRODUCT_QUERY_FIELDS, PRODUCT_SORT_FIELDS);
    const page = offsetPage(
      filterAndSort(visibleProducts(c), query, PRODUCT_ALIASES),
      query.paging?.limit,
      query.paging?.offset,
    );
    return c.json({
      products: page.items,
      metadata: offsetMetadata(page),
    });
  };
  const queryCollections = async (c: Ctx) => {
    const { query } = await readParams(c, queryParams);
    checkQueryFields(query, COLLECTION_QUERY_FIELDS);
    const page = offsetPage(
      filterAndSort(collectionsOf(c), query),
      query.paging?.limit,
      query.paging?.offset,
    );
    return c.json({
      collections: page.items,
      metadata: offsetMetadata(page),
    });
  };
  const collectionBySlug = (c: Ctx) => {
    const doc = p.db.collections.byKey(c.req.param('slug') ?? '');
    if (!doc) throw notFound(`Collection ${c.req.param('slug')}`);
    return c.json({ collection: collectionView(p, requestBase(c.req.url), doc, isAdmin(c)) });
  };

  return new Hono<AppEnv>()
    .get('/v1/products/query-platformized', queryProducts)
    .post('/v1/products/query-platformized', queryProducts)
    .post('/v1/products/query', queryProducts)
    .get('/v1/products/:id', async (c) => {
      await readParams(c, z.object({ includeMerchantSpecificData: boolParam().optional() }));
      const product = visibleProducts(c).find((prod) => prod.id === c.req.param('id'));
      if (!product) throw notFound(`Product ${c.req.param('id')}`);
      return c.json({ product });
    })
    .post('/v1/products/:id/productOptionsAvailability', async (c) => {
      const { options } = await readBody(
        c,
        z.object({ options: z.record(text(200), text(200)).default({}) }),
      );
      return c.json(
        optionsAvailability(requestBase(c.req.url), readableProduct(c, c.req.param('id')), options),
      );
    })
    .post('/v1/products/:id/variants/query', async (c) => {
      const body = await readBody(
        c,
        z.object({
          choices: z.record(text(200), text(200)).optional(),
          variantIds: listParam(idString()).optional(),
          paging: z
            .object({ limit: pageLimit().optional(), offset: intParam().optional() })
            .optional(),
          includeMerchantSpecificData: z.boolean().optional(),
        }),
      );
      const product = readableProduct(c, c.req.param('id'));
      const variants = product.variants
        .filter((v) => !body.variantIds || body.variantIds.includes(v.id))
        .filter((v) =>
          Object.entries(body.choices ?? {}).every(([name, value]) => v.choices[name] === value),
        )
        .map((v) => variantView(product, v));
      const limit = body.paging?.limit ?? DEFAULT_LIMIT;
      const page = offsetPage(variants, limit, body.paging?.offset);
      // This older call's PagingMetadata (the SDK's): the page size asked for and the offset.
      return c.json({
        variants: page.items,
        metadata: { items: limit, offset: page.offset },
        totalResults: page.total,
      });
    })
    .post('/v1/variants/query', async (c) => {
      const { query } = await readBody(c, queryParams);
      const { items, metadata } = queryPage(allStoreVariants(p, isAdmin(c)), query);
      return c.json({ variants: items, metadata });
    })
    .get('/v1/variants/:id', (c) => {
      const variant = allStoreVariants(p, isAdmin(c)).find((v) => v.id === c.req.param('id'));
      if (!variant) throw notFound(`Variant ${c.req.param('id')}`);
      return c.json({ variant });
    })
    .get('/v2/collections/query', queryCollections)
    .post('/v2/collections/query', queryCollections)
    .get('/v2/collections/slug/:slug', collectionBySlug)
    .get('/v1/collections/slug/:slug', collectionBySlug)
    .get('/v2/collections/:id', (c) => {
      const doc = p.db.collections.get(c.req.param('id'));
      if (!doc) throw notFound(`Collection ${c.req.param('id')}`);
      return c.json({ collection: collectionView(p, requestBase(c.req.url), doc, isAdmin(c)) });
    });
};
