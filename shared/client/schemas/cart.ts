import * as z from 'zod/mini';
import { CatalogReference, Image, Money } from './common';
import { num, str } from './fields';

const Translated = z.looseObject({ original: z.string() });

export const LineItem = z.looseObject({
  id: z.string(),
  quantity: z.number(),
  catalogReference: CatalogReference,
  productName: z.optional(Translated),
  url: str,
  price: z.optional(Money),
  fullPrice: z.optional(Money),
  image: z.optional(Image),
  descriptionLines: z.optional(
    z.array(
      z.looseObject({
        name: z.optional(Translated),
        plainText: z.optional(Translated),
        colorInfo: z.optional(z.looseObject({ original: z.string(), code: str })),
      }),
    ),
  ),
  availability: z.optional(z.looseObject({ status: str, quantityAvailable: num })),
});
export type LineItem = z.infer<typeof LineItem>;

/** A line the merchant priced by hand: like a store line, without a catalogue reference. */
export const CustomLineItem = z.looseObject({
  ...LineItem.shape,
  catalogReference: z.optional(CatalogReference),
});
export type CustomLineItem = z.infer<typeof CustomLineItem>;

export const Cart = z.looseObject({
  id: z.string(),
  currency: str,
  lineItems: z.array(LineItem),
  customLineItems: z.optional(z.array(CustomLineItem)),
  appliedDiscounts: z.optional(
    z.array(z.looseObject({ coupon: z.optional(z.looseObject({ id: str, code: z.string() })) })),
  ),
  subtotal: z.optional(Money),
  createdDate: str,
  updatedDate: str,
});
export type Cart = z.infer<typeof Cart>;

export const CartAnswer = z.looseObject({ cart: Cart });
export type CartAnswer = z.infer<typeof CartAnswer>;

export const PriceSummary = z.looseObject({
  subtotal: z.optional(Money),
  discount: z.optional(Money),
  shipping: z.optional(Money),
  tax: z.optional(Money),
  total: z.optional(Money),
});

export const EstimateTotalsAnswer = z.looseObject({
  cart: z.optional(Cart),
  priceSummary: z.optional(PriceSummary),
  currency: str,
});
export type EstimateTotalsAnswer = z.infer<typeof EstimateTotalsAnswer>;
