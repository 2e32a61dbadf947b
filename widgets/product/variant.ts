import type { AddToCartVariables } from '../../shared/data';
import type { Product, Variant } from '../../shared/client';
import type { MediaItem } from './images';
import { stockOf } from './stock';

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
const agrees = (variant: Variant, wanted: Selection) =>
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

/**
 * Whether picking `choice` for `optionName`, on top of what is already chosen, can still end
 * in a variant in stock; so pickers can say "out of stock" before the visitor commits.
 */
export function choiceAvailable(
  product: Product,
  selection: Selection,
  optionName: string,
  choice: Choice,
): boolean {
  const variants = product.variants ?? [];
  if (variants.length === 0) return choice.inStock !== false;
  const wanted = { ...selection, [optionName]: choice.value };
  return variants.some((variant) => agrees(variant, wanted) && stockOf(product, variant).inStock);
}

/**
 * The image of what is chosen: the first chosen choice (in the product's option order) that has
 * its own image, like a colour's photo; undefined when none has, so the product's images stay.
 */
export function chosenMedia(product: Product, selection: Selection): MediaItem | undefined {
  for (const option of optionsOf(product)) {
    const choice = option.choices.find((c) => c.value === selection[option.name]);
    const media = choice?.media?.mainMedia ?? choice?.media?.items?.[0];
    if (media?.image?.url) return media;
  }
  return undefined;
}

export interface PriceInfo {
  currency?: string | undefined;
  price?: number | undefined;
  discountedPrice?: number | undefined;
}

/** The price of a variant when it has its own, else the product's. */
export const priceOf = (product: Product, variant?: Variant): PriceInfo | undefined =>
  variant?.variant?.priceData ?? product.priceData ?? product.price;

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
