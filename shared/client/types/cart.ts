import type { CatalogReference, Image, Loose, Money, PageUrlV2 } from './common';

interface Translated extends Loose {
  original: string;
}

/** What store lines and custom lines share. */
interface Line extends Loose {
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
}

export interface LineItem extends Line {
  catalogReference: CatalogReference;
}

/** A line the merchant priced by hand: like a store line, without a catalogue reference. */
export interface CustomLineItem extends Line {
  catalogReference?: CatalogReference;
}

export interface Cart extends Loose {
  id: string;
  currency?: string;
  lineItems: LineItem[];
  customLineItems?: CustomLineItem[];
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
  customLineItems?: CustomLineItem[];
  priceSummary?: PriceSummary;
  currency?: string;
  buyerInfo?: Loose & { email?: string; memberId?: string };
  paymentStatus?: string;
  status?: string;
}
