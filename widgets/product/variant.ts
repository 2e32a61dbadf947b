import type { AddToCartVariables } from '../../shared/data';
import type { Product, Variant } from '../../shared/client';

export type ProductOption = NonNullable<Product['productOptions']>[number];
export type Choice = ProductOption['choices'][number];
/** Option name -> chosen `choice.value`. */
export type Selection = Readonly<Record<string, string>>;

/** The options a visitor can pick from: hidden choices dropped, options left empty dropped. */
export function optionsOf(product: Product): ProductOption[] {
  return (product.productOptions ?? [])
    .map((option) => ({ ...option, choices: option.choices.filter((c) => c.visible !== false) }))
    .filter((option) => option.choices.length > 0);
}

/** The first option the visitor has not chosen yet, by name. */
export function missingOption(product: Product, selection: Selection): string | undefined {
  return optionsOf(product).find((option) => !selection[option.name])?.name;
}

/** True when every choice the variant has agrees with `wanted` (a partial selection is fine). */
export const agrees = (variant: Variant, wanted: Selection) =>
  Object.entries(wanted).every(([name, value]) => variant.choices?.[name] === value);

/**
 * The variant a complete selection stands for. A product without options has one (default)
 * variant, which an empty selection resolves to.
 */
export function resolveVariant(product: Product, selection: Selection): Variant | undefined {
  if (missingOption(product, selection) !== undefined) return undefined;
  return product.variants?.find(
    (variant) => variant.variant?.visible !== false && agrees(variant, selection),
  );
}

export interface PriceInfo {
  currency?: string | undefined;
  price?: number | undefined;
  discountedPrice?: number | undefined;
  /** The cheapest of variants priced apart: shown as "From …". */
  from?: boolean | undefined;
}

const toPay = (price: PriceInfo) => price.discountedPrice ?? price.price ?? 0;

/**
 * The price of a variant when it has its own, else the product's. With none chosen and the
 * variants priced apart, the cheapest variant's, marked `from`: the product's own price may be
 * what no variant sells at.
 */
export function priceOf(product: Product, variant?: Variant): PriceInfo | undefined {
  const own = variant?.variant?.priceData ?? product.priceData ?? product.price;
  if (variant) return own;
  const prices = (product.variants ?? []).flatMap(({ variant: v }): PriceInfo[] =>
    v?.priceData && v.visible !== false ? [v.priceData] : [],
  );
  const cheapest = prices.reduce<PriceInfo | undefined>(
    (low, p) => (low && toPay(low) <= toPay(p) ? low : p),
    undefined,
  );
  return cheapest && prices.some((p) => toPay(p) !== toPay(cheapest))
    ? { ...cheapest, from: true }
    : own;
}

/**
 * What the cart gets: the variant id when the catalogue has variants, else the chosen options
 * (a lean catalogue without `variants`); never both, so the platform cannot disagree.
 */
export function cartItem(
  product: Product,
  selection: Selection,
  quantity: number,
): AddToCartVariables {
  const variant = resolveVariant(product, selection);
  if (variant) return { productId: product.id, variantId: variant.id, quantity };
  const chosen = Object.keys(selection).length > 0;
  return chosen
    ? { productId: product.id, options: { ...selection }, quantity }
    : { productId: product.id, quantity };
}
