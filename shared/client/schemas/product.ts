import * as z from 'zod/mini';
import { Image } from './common';
import { bool, num, str } from './fields';

const CataloguePrice = z.looseObject({
  currency: str,
  price: num,
  discountedPrice: num,
  formatted: z.optional(z.looseObject({ price: str, discountedPrice: str })),
});

const MediaItem = z.looseObject({ id: str, mediaType: str, image: z.optional(Image), title: str });

export const Variant = z.looseObject({
  id: z.string(),
  choices: z.optional(z.record(z.string(), z.string())),
  variant: z.optional(
    z.looseObject({ priceData: z.optional(CataloguePrice), weight: num, sku: str, visible: bool }),
  ),
  stock: z.optional(z.looseObject({ trackQuantity: bool, quantity: num, inStock: bool })),
});
export type Variant = z.infer<typeof Variant>;

export const Product = z.looseObject({
  id: z.string(),
  name: z.string(),
  slug: str,
  visible: bool,
  productType: str,
  description: str,
  stock: z.optional(
    z.looseObject({ trackInventory: bool, quantity: num, inStock: bool, inventoryStatus: str }),
  ),
  price: z.optional(CataloguePrice),
  priceData: z.optional(CataloguePrice),
  media: z.optional(
    z.looseObject({ mainMedia: z.optional(MediaItem), items: z.optional(z.array(MediaItem)) }),
  ),
  productOptions: z.optional(
    z.array(
      z.looseObject({
        optionType: str,
        name: z.string(),
        choices: z.array(
          z.looseObject({ value: z.string(), description: str, inStock: bool, visible: bool }),
        ),
      }),
    ),
  ),
  manageVariants: bool,
  variants: z.optional(z.array(Variant)),
  ribbon: str,
  collectionIds: z.optional(z.array(z.string())),
});
export type Product = z.infer<typeof Product>;

export const Collection = z.looseObject({
  id: z.string(),
  name: z.string(),
  slug: str,
  description: str,
  numberOfProducts: num,
});
export type Collection = z.infer<typeof Collection>;

export const OffsetMetadata = z.looseObject({
  count: num,
  offset: num,
  total: num,
  tooManyToCount: bool,
});

export const ProductAnswer = z.looseObject({ product: Product });
export type ProductAnswer = z.infer<typeof ProductAnswer>;
export const ProductsAnswer = z.looseObject({
  products: z.array(Product),
  metadata: z.optional(OffsetMetadata),
});
export type ProductsAnswer = z.infer<typeof ProductsAnswer>;
