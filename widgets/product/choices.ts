/**
 * What a visitor's choices lead to on the product page and in the quick view (their chunk, so
 * the cards' chunk does not carry it): whether a choice can still end in stock, and its image.
 */
import type { Product } from '../../shared/client';
import type { MediaItem } from './images';
import { stockOf } from './stock-level';
import { agrees, optionsOf, type Choice, type Selection } from './variant';

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
