import type { CatalogReference, Image, Loose, Money, PageUrlV2 } from './common';

interface Translated extends Loose {
  original: string;
}

/**
 * A line of a cart or order: a store product's, or a custom line the merchant priced by hand,
 * which has no catalogue reference (`customLineItem` true). The platform sends both in
 * `lineItems`.
 */
export interface LineItem extends Loose {
  id: string;
  quantity: number;
  productName?: Translated;
  /** The product's page on the site (`{ relativePath, url }`). */
  url?: PageUrlV2;
  /** One unit's price, after catalogue and line discounts. */
  price?: Money;
  fullPrice?: Money;
  /** The whole line's: `price` times the quantity, as the platform counts it. */
  lineItemPrice?: Money;
  image?: Image;
  descriptionLines?: Array<
    Loose & {
      name?: Translated;
      plainText?: Translated;
      colorInfo?: Loose & { original: string; code?: string };
    }
  >;
  availability?: Loose & { status?: string; quantityAvailable?: number };
  catalogReference?: CatalogReference;
}

export interface Cart extends Loose {
  id: string;
  currency?: string;
  lineItems: LineItem[];
  appliedDiscounts?: Array<Loose & { coupon?: Loose & { id?: string; code: string } }>;
  subtotal?: Money;
  createdDate?: string;
  updatedDate?: string;
}

export interface CartAnswer extends Loose {
  cart: Cart;
}

export interface PriceSummary extends Loose {
  subtotal?: Money;
  discount?: Money;
  shipping?: Money;
  tax?: Money;
  total?: Money;
}

export interface EstimateTotalsAnswer extends Loose {
  cart?: Cart;
  priceSummary?: PriceSummary;
  currency?: string;
}

/** A placed store order, as its buyer reads it on the thank-you page (`orderId`). */
export interface StoreOrder extends Loose {
  id: string;
  /** The number the buyer sees (confirmation email, account pages). */
  number: string;
  checkoutId?: string;
  lineItems: LineItem[];
  priceSummary?: PriceSummary;
  currency?: string;
  buyerInfo?: Loose & { email?: string; memberId?: string };
  paymentStatus?: string;
  status?: string;
}
