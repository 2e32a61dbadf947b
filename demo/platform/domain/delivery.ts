import type { Platform } from '../context.ts';
import type { StoredCheckout } from '../db/types.ts';
import { applicationError } from '../errors.ts';
import { moneyAnswer, round2 } from '../money.ts';
import { type FrozenCart, frozenLines } from './frozen-cart.ts';

/** What a cart's shipping and tax are computed from. */
export interface Goods {
  subtotal: number;
  discount: number;
  hasPhysical: boolean;
  /** Each line (catalogue and custom) and its price before discounts: quantity × unit price. */
  lines: { id: string; amount: number }[];
}

/** Estimate switches: either off (only an elevated caller may) leaves that amount at zero. */
export type Switches = NonNullable<StoredCheckout['switches']>;

/** The country a checkout ships to when the site gave none. */
export const HOME_COUNTRY = 'US';

const FREE_SHIPPING_FROM = 75;
const DOMESTIC_SHIPPING = 5.99;
const INTERNATIONAL_SHIPPING = 15;
const SALES_TAX = 0.08;

/** The one shipping option's code for a country: each region has a single rate. */
export const shippingCode = (country: string) =>
  country === HOME_COUNTRY ? 'standard-domestic' : 'international';

/**
 * Shipping, tax and the price summary for goods sent to `country` (ISO 3166 alpha-2). Simple
 * rules: free domestic shipping from $75, flat rates otherwise; 8% US sales tax. `requested`
 * is the shipping option's code the buyer asked for, if any; a region offers one option, which
 * is the one selected whatever was asked, and says whether it is the one asked for.
 */
export const deliveryTo = (
  goods: Goods,
  country: string,
  switches: Switches,
  requested?: string,
) => {
  const domestic = country === HOME_COUNTRY;
  const afterDiscount = round2(goods.subtotal - goods.discount);
  const shipping =
    switches.calculateShipping === false || !goods.hasPhysical
      ? 0
      : domestic
        ? afterDiscount >= FREE_SHIPPING_FROM
          ? 0
          : DOMESTIC_SHIPPING
        : INTERNATIONAL_SHIPPING;
  const rate = switches.calculateTax === false || !domestic ? 0 : SALES_TAX;
  const tax = round2(afterDiscount * rate);
  const total = round2(afterDiscount + shipping + tax);
  const region = {
    id: domestic ? 'domestic' : 'international',
    name: domestic ? 'United States' : 'International',
  };
  const option = {
    code: shippingCode(country),
    title: domestic
      ? shipping === 0
        ? 'Free standard shipping'
        : 'Standard shipping'
      : 'International shipping',
    logistics: { deliveryTime: domestic ? '3-5 business days' : '7-14 business days' },
    cost: { price: moneyAnswer(shipping), totalPriceAfterTax: moneyAnswer(shipping) },
  };
  const priceSummary = {
    subtotal: moneyAnswer(goods.subtotal),
    discount: moneyAnswer(goods.discount),
    shipping: moneyAnswer(shipping),
    tax: moneyAnswer(tax),
    total: moneyAnswer(total),
  };
  return {
    priceSummary,
    calculatedLineItems: calculatedLines(goods, rate, tax),
    taxSummary: {
      taxableAmount: moneyAnswer(rate ? afterDiscount : 0),
      totalTax: moneyAnswer(tax),
      // One flat rate set by hand, or none where the shop collects no tax.
      calculationDetails: rate
        ? { rateType: 'MANUAL_RATE', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' }
        : { rateType: 'NO_TAX_COLLECTED' },
    },
    // Everything is paid at checkout: no deposits, no offline or deferred payments.
    payNow: priceSummary,
    payLater: {
      subtotal: moneyAnswer(0),
      discount: moneyAnswer(0),
      shipping: moneyAnswer(0),
      tax: moneyAnswer(0),
      total: moneyAnswer(0),
    },
    shippingInfo: {
      region,
      selectedCarrierServiceOption: goods.hasPhysical
        ? {
            ...option,
            requestedShippingOption: requested === option.code,
            // No handling or insurance charges on the sandbox's rates.
            otherCharges: [],
            // One carrier and region deliver every line: no partial allocations.
            deliveryAllocations: [
              { deliveryCarrier: { code: option.code }, deliveryRegion: region },
            ],
          }
        : undefined,
      carrierServiceOptions: goods.hasPhysical
        ? [{ carrierId: 'sandbox-post', shippingOptions: [option] }]
        : [],
    },
  };
};

/**
 * Shares of `total` in proportion to `weights`, in cents, that add up to `total` exactly: the
 * last line with a weight takes what rounding left over.
 */
const shares = (weights: number[], total: number): number[] => {
  const sum = weights.reduce((s, w) => s + w, 0);
  const last = weights.findLastIndex((w) => w > 0);
  let given = 0;
  return weights.map((w, i) => {
    if (!sum || w <= 0) return 0;
    const share = i === last ? round2(total - given) : round2((total * w) / sum);
    given = round2(given + share);
    return share;
  });
};

/**
 * The SDK's `calculatedLineItems`: each line's share of the order discount and of the tax,
 * which add up to the price summary's. Tax follows the shipping address (spec: 8% US).
 */
const calculatedLines = (goods: Goods, rate: number, tax: number) => {
  const amounts = goods.lines.map((l) => l.amount);
  const discounts = shares(amounts, goods.discount);
  const taxable = amounts.map((a, i) => round2(a - discounts[i]!));
  const taxes = shares(taxable, tax);
  return goods.lines.map((line, i) => ({
    lineItemId: line.id,
    pricesBreakdown: {
      totalPriceBeforeTax: moneyAnswer(taxable[i]!),
      totalPriceAfterTax: moneyAnswer(taxable[i]! + taxes[i]!),
      totalDiscount: moneyAnswer(discounts[i]!),
      lineItemPrice: moneyAnswer(line.amount),
      taxDetails: {
        taxableAmount: moneyAnswer(rate ? taxable[i]! : 0),
        taxRate: String(rate),
        totalTax: moneyAnswer(taxes[i]!),
      },
    },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    taxableAddress: { addressType: 'SHIPPING' },
  }));
};

/** One line's prices and tax as the estimate computed them. */
export type CalculatedLine = ReturnType<typeof calculatedLines>[number];

/** The countries the hosted checkout offers (ISO 3166 alpha-2), besides the checkout's own. */
export const SHIPS_TO = [
  'US',
  'CA',
  'MX',
  'GB',
  'IE',
  'FR',
  'DE',
  'ES',
  'IT',
  'NL',
  'SE',
  'AU',
  'NZ',
  'JP',
] as const;

type Line = { id: string; itemType?: { preset?: string }; lineItemPrice?: Amount };
type Amount = { amount: string };

/** The country an open checkout ships to. */
export const countryOf = (checkout: StoredCheckout): string =>
  (checkout.shippingAddress?.country as string | undefined) ?? HOME_COUNTRY;

/**
 * The checkout shipped to another country: the same lines and discount, that country's
 * shipping and tax. The buyer picks it on the hosted checkout, which shows the new total
 * before anything is paid.
 */
export const shipCheckoutTo = (
  p: Platform,
  checkout: StoredCheckout,
  country: string,
): StoredCheckout => {
  if (!(SHIPS_TO as readonly string[]).includes(country))
    throw applicationError(400, 'UNSUPPORTED_COUNTRY', `Orders are not shipped to ${country}`);
  const { cart, priceSummary } = checkout.estimate as {
    cart: FrozenCart<Line>;
    priceSummary: { subtotal: Amount; discount: Amount };
  };
  const goods = {
    subtotal: Number(priceSummary.subtotal.amount),
    discount: Number(priceSummary.discount.amount),
    hasPhysical: frozenLines(cart).some((l) => l.itemType?.preset === 'PHYSICAL'),
    lines: frozenLines(cart).map((l) => ({
      id: l.id,
      amount: Number(l.lineItemPrice?.amount ?? 0),
    })),
  };
  return p.db.checkouts.put({
    ...checkout,
    shippingAddress: { ...checkout.shippingAddress, country },
    // The buyer chose this country on the hosted checkout, and with it its one option.
    estimate: {
      ...checkout.estimate,
      ...deliveryTo(goods, country, checkout.switches ?? {}, shippingCode(country)),
    },
    updatedDate: p.clock.iso(),
  });
};
