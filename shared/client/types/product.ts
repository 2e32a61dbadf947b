import type { Image, Loose } from './common';

interface CataloguePrice extends Loose {
  currency?: string;
  price?: number;
  discountedPrice?: number;
  formatted?: Loose & { price?: string; discountedPrice?: string };
}

interface MediaItem extends Loose {
  id?: string;
  mediaType?: string;
  image?: Image;
  title?: string;
}

/** A fully chosen variant's data (productOptionsAvailability's `selectedVariant`). */
export interface VariantData extends Loose {
  price?: CataloguePrice;
  convertedPriceData?: CataloguePrice;
  weight?: number;
  sku?: string;
  quantity?: number;
  inStock?: boolean;
  visible?: boolean;
}

export interface Variant extends Loose {
  id: string;
  choices?: Record<string, string>;
  variant?: Loose & {
    priceData?: CataloguePrice;
    weight?: number;
    sku?: string;
    visible?: boolean;
  };
  stock?: Loose & { trackQuantity?: boolean; quantity?: number; inStock?: boolean };
}

export interface Product extends Loose {
  id: string;
  name: string;
  slug?: string;
  visible?: boolean;
  productType?: string;
  description?: string;
  stock?: Loose & {
    trackInventory?: boolean;
    quantity?: number;
    inStock?: boolean;
    inventoryStatus?: string;
  };
  price?: CataloguePrice;
  priceData?: CataloguePrice;
  media?: Loose & { mainMedia?: MediaItem; items?: MediaItem[] };
  productOptions?: Array<
    Loose & {
      optionType?: string;
      name: string;
      choices: Array<
        Loose & {
          value: string;
          description?: string;
          inStock?: boolean;
          visible?: boolean;
          /** The choice's own images (a colour's photos), when the product has them. */
          media?: Loose & { mainMedia?: MediaItem; items?: MediaItem[] };
        }
      >;
    }
  >;
  manageVariants?: boolean;
  variants?: Variant[];
  ribbon?: string;
  collectionIds?: string[];
}

export interface Collection extends Loose {
  id: string;
  name: string;
  slug?: string;
  description?: string;
  numberOfProducts?: number;
}

export interface OffsetMetadata extends Loose {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
}

export interface ProductAnswer extends Loose {
  product: Product;
}

export interface ProductsAnswer extends Loose {
  products: Product[];
  metadata?: OffsetMetadata;
}
