import type { Product } from '../../shared/client';

export type MediaItem = NonNullable<NonNullable<Product['media']>['items']>[number];

/** The product's images in order; the main image alone when the list is missing. */
export function imagesOf(product: Product): MediaItem[] {
  const { mainMedia, items } = product.media ?? {};
  const all = items?.length ? items : mainMedia ? [mainMedia] : [];
  return all.filter((item) => item.image?.url);
}
