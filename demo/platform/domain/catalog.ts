import type {
  MediaItem,
  StoredChoice,
  StoredOption,
  StoredProduct,
  StoredVariant,
} from '../db/types.ts';
import { CURRENCY, formatMoney, round2 } from '../money.ts';

/** The stores app id carried by catalog references (wire.md). */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** Products without options have one variant with this id, as on the hosted platform. */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

/** The hosted platform's id of the implicit collection holding every product. */
export const ALL_PRODUCTS_ID = '00000000-000000-000000-000000000001';

export type {
  MediaItem,
  StoredChoice,
  StoredOption,
  StoredProduct,
  StoredVariant,
} from '../db/types.ts';

export const discounted = (price: number, discount: StoredProduct['discount']): number => {
  if (discount.type === 'PERCENT') return round2(price * (1 - discount.value / 100));
  if (discount.type === 'AMOUNT') return round2(Math.max(0, price - discount.value));
  return price;
};

const priceData = (price: number, discount: StoredProduct['discount']) => {
  const discountedPrice = discounted(price, discount);
  return {
    currency: CURRENCY,
    price,
    discountedPrice,
    formatted: { price: formatMoney(price), discountedPrice: formatMoney(discountedPrice) },
  };
};

export const variantPrice = (product: StoredProduct, variant: StoredVariant | undefined): number =>
  variant?.price ?? product.price;

/** What a buyer pays for one unit of this variant. */
export const unitPrice = (product: StoredProduct, variant: StoredVariant | undefined): number =>
  discounted(variantPrice(product, variant), product.discount);

export const variantInStock = (product: StoredProduct, v: StoredVariant): boolean =>
  product.trackInventory ? (v.quantity ?? 0) > 0 : v.inStock;

/** Units that may be bought now; null when inventory is not tracked and the item is in stock. */
export const availableQuantity = (product: StoredProduct, v: StoredVariant): number | null =>
  product.trackInventory ? Math.max(0, v.quantity ?? 0) : v.inStock ? null : 0;

export const inventoryStatus = (product: StoredProduct) => {
  const visible = product.variants.filter((v) => v.visible);
  const inStock = visible.filter((v) => variantInStock(product, v)).length;
  if (inStock === 0) return 'OUT_OF_STOCK';
  return inStock === visible.length ? 'IN_STOCK' : 'PARTIALLY_OUT_OF_STOCK';
};

export const findVariant = (
  product: StoredProduct,
  ref: { variantId?: unknown; options?: unknown },
): StoredVariant | undefined => {
  if (typeof ref.variantId === 'string')
    return product.variants.find((v) => v.id === ref.variantId);
  const wanted = (ref.options && typeof ref.options === 'object' ? ref.options : {}) as Record<
    string,
    unknown
  >;
  return product.variants.find((v) =>
    Object.entries(v.choices).every(([name, value]) => wanted[name] === value),
  );
};

/** Every combination of option choices, one variant each (the platform's "reset to default"). */
export const defaultVariants = (
  product: Pick<StoredProduct, 'productOptions' | 'sku'>,
  idOf: () => string,
): StoredVariant[] => {
  let combos: Record<string, string>[] = [{}];
  for (const option of product.productOptions) {
    combos = combos.flatMap((combo) =>
      option.choices.map((choice) => ({ ...combo, [option.name]: choice.value })),
    );
  }
  return combos.map((choices, i) => ({
    id: Object.keys(choices).length === 0 ? DEFAULT_VARIANT_ID : idOf(),
    choices,
    price: null,
    cost: null,
    weight: null,
    sku: combos.length > 1 ? `${product.sku}-${i + 1}` : product.sku,
    visible: true,
    quantity: null,
    inStock: true,
  }));
};

const absolute = (base: string, url: string) => (url.startsWith('/') ? base + url : url);

const mediaView = (base: string, m: MediaItem) => {
  const image = { url: absolute(base, m.url), width: m.width, height: m.height };
  return { id: m.id, mediaType: 'image', title: m.title, image, thumbnail: image };
};

/**
 * A variant's name as the store variants API gives it: its choices as a buyer reads them (a
 * colour's name, not its hex value) in the product's option order, "Black / M"; a product
 * without options has one variant, named for the product. At most 80 characters (the SDK's bound).
 */
export const variantNameOf = (product: StoredProduct, v: StoredVariant): string => {
  const parts = product.productOptions.flatMap((option) => {
    const value = v.choices[option.name];
    if (value === undefined) return [];
    const choice = option.choices.find((c) => c.value === value);
    return [choice?.description || value];
  });
  return (parts.length ? parts.join(' / ') : product.name).slice(0, 80);
};

export const variantView = (product: StoredProduct, v: StoredVariant) => {
  const data = priceData(variantPrice(product, v), product.discount);
  return {
    id: v.id,
    choices: v.choices,
    variant: {
      priceData: data,
      convertedPriceData: data,
      weight: v.weight ?? product.weight,
      sku: v.sku,
      visible: v.visible,
    },
    stock: {
      trackQuantity: product.trackInventory,
      quantity: product.trackInventory ? (v.quantity ?? 0) : undefined,
      inStock: variantInStock(product, v),
    },
  };
};

const choiceView = (
  base: string,
  product: StoredProduct,
  option: StoredOption,
  choice: StoredChoice,
) => {
  const withChoice = product.variants.filter((v) => v.choices[option.name] === choice.value);
  const media = product.media
    .filter((m) => choice.mediaIds.includes(m.id))
    .map((m) => mediaView(base, m));
  return {
    value: choice.value,
    description: choice.description,
    inStock: withChoice.some((v) => variantInStock(product, v)),
    visible: choice.visible,
    media: media.length ? { mainMedia: media[0], items: media } : undefined,
  };
};

/**
 * The SDK's `numericId` (an int64 as a string, ascending with creation): the creation time in
 * milliseconds, then six digits from the id, so products made in the same instant (the seed's)
 * stay apart and every product keeps its number. Always 19 digits, so text order is number order.
 */
export const numericIdOf = (product: Pick<StoredProduct, 'id' | 'createdDate'>): string => {
  let hash = 0;
  for (const ch of product.id) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_000;
  const ms = String(Date.parse(product.createdDate)).padStart(13, '0');
  return ms + String(hash).padStart(6, '0');
};

/** The v1 product of wire.md, computed from the stored document. */
export const productView = (base: string, product: StoredProduct) => {
  const data = priceData(product.price, product.discount);
  const prices = product.variants.map((v) => variantPrice(product, v));
  const tracked = product.variants.reduce((sum, v) => sum + (v.quantity ?? 0), 0);
  const status = inventoryStatus(product);
  const media = product.media.map((m) => mediaView(base, m));
  const weights = product.variants.map((v) => v.weight ?? product.weight);
  return {
    id: product.id,
    numericId: numericIdOf(product),
    // The sandbox keeps stock on the product itself: its inventory item is the product.
    inventoryItemId: product.id,
    name: product.name,
    slug: product.slug,
    visible: product.visible,
    productType: product.productType,
    description: product.description,
    sku: product.sku,
    weight: product.weight,
    weightRange: {
      minValue: Math.min(...weights, product.weight),
      maxValue: Math.max(...weights, product.weight),
    },
    stock: {
      trackInventory: product.trackInventory,
      quantity: product.trackInventory ? tracked : undefined,
      inStock: status !== 'OUT_OF_STOCK',
      inventoryStatus: status,
    },
    price: data,
    priceData: data,
    convertedPriceData: data,
    costAndProfitData: costAndProfit(product, data.discountedPrice),
    discount: product.discount,
    media: { mainMedia: media[0], items: media },
    productOptions: product.productOptions.map((o) => ({
      optionType: o.optionType,
      name: o.name,
      choices: o.choices.map((choice) => choiceView(base, product, o, choice)),
    })),
    manageVariants: product.manageVariants,
    variants: product.variants.map((v) => variantView(product, v)),
    ribbon: product.ribbon ?? undefined,
    ribbons: product.ribbon ? [{ text: product.ribbon }] : [],
    brand: product.brand ?? undefined,
    collectionIds: product.collectionIds,
    additionalInfoSections: product.additionalInfoSections,
    // The SDK's "minimum and maximum prices of all the variants": a product's own price may
    // be what no variant sells at once they are priced apart (every product has a variant).
    priceRange: { minValue: Math.min(...prices), maxValue: Math.max(...prices) },
    productPageUrl: { base: `${base}/`, path: `hosted/products/${product.slug}` },
    // No unit pricing, buyer text boxes or SEO overrides in the sandbox's catalogue: the
    // platform's answer for a product without them.
    pricePerUnitData: {
      totalQuantity: 0,
      totalMeasurementUnit: 'UNSPECIFIED',
      baseQuantity: 0,
      baseMeasurementUnit: 'UNSPECIFIED',
    },
    customTextFields: [],
    seoData: { tags: [], settings: { preventAutoRedirect: false, keywords: [] } },
    createdDate: product.createdDate,
    lastUpdated: product.lastUpdated,
  };
};

const costAndProfit = (product: StoredProduct, sellingPrice: number) => {
  if (product.cost === null) return undefined;
  const profit = round2(sellingPrice - product.cost);
  return {
    itemCost: product.cost,
    formattedItemCost: formatMoney(product.cost),
    profit,
    formattedProfit: formatMoney(profit),
    profitMargin: sellingPrice > 0 ? round2(profit / sellingPrice) : 0,
  };
};

export type ProductView = ReturnType<typeof productView>;

/** Query aliases: the wire filter says `price`, the view holds `price.price`. */
export const PRODUCT_ALIASES = { price: 'price.price' };

/** The fields QueryProducts sorts by: the SDK's ProductQuerySpec, in wire names (`_id` is `id`). */
export const PRODUCT_SORT_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'lastUpdated',
  'name',
  'sku',
  'price',
  'priceData.price',
  'numericId',
  'productType',
  'slug',
]);

/**
 * The fields QueryProducts filters by: the sortable ones and those the spec marks filter-only
 * (`_createdDate` is `createdDate` on the wire). Sorting numbers compares the view's 19-digit
 * `numericId`, which follows the creation order.
 */
export const PRODUCT_QUERY_FIELDS: ReadonlySet<string> = new Set([
  ...PRODUCT_SORT_FIELDS,
  'createdDate',
  'description',
  'collectionIds',
]);
