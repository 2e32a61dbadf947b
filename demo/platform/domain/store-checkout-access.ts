import type { Caller, Platform } from '../context.ts';
import type { StoredCheckout } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { SITE } from '../site.ts';
import { buyerOf, lineTerms } from './cart.ts';
import type { CalculatedLine } from './delivery.ts';
import { type FrozenCart as FrozenLines, frozenLines, isCustomLine } from './frozen-cart.ts';
import { ownerKeyOf } from './tokens.ts';

type KnownCaller = Exclude<Caller, { kind: 'anonymous' }>;

/** A cart line as the checkout froze it (domain/cart.ts `lineView`, `customLineView`). */
interface FrozenLine {
  image?: { id: string; url: string; width: number; height: number };
  /** A string in checkouts frozen before cart lines carried the REST form. */
  url?: { relativePath: string; url: string } | string;
  [field: string]: unknown;
}

interface FrozenCart extends FrozenLines<FrozenLine> {
  buyerInfo: Record<string, unknown>;
  buyerNote?: string;
}

/**
 * A checkout line in the SDK's shape: the picture is `media` and the page a PageURLV2. The
 * picture goes without its id, so the SDK hands back its sandbox address: with one, it would
 * make a `wix:image://` reference that no Wix media server knows. Its tax is the estimate's
 * for that line (`calculated`): the amount taxed, the rate and the tax, and the address the
 * rate follows.
 */
const checkoutLine = (
  { image, url, ...line }: FrozenLine,
  custom: boolean,
  calculated: CalculatedLine | undefined,
) => ({
  // Checkouts frozen before cart lines said how they are sold are sold the same way.
  ...lineTerms(custom),
  ...line,
  media: image && { url: image.url, width: image.width, height: image.height },
  url: typeof url === 'string' ? { relativePath: new URL(url).pathname, url } : url,
  customLineItem: custom,
  taxDetails: calculated?.pricesBreakdown.taxDetails,
  taxableAddress: calculated?.taxableAddress,
});

/** The SDK's `Checkout`: lines and totals as priced at creation, its addresses, its state. */
export const checkoutView = (checkout: StoredCheckout) => {
  const { estimate } = checkout;
  const cart = estimate.cart as unknown as FrozenCart;
  const calculated = new Map(
    ((estimate.calculatedLineItems ?? []) as CalculatedLine[]).map((l) => [l.lineItemId, l]),
  );
  const line = (l: FrozenLine) =>
    checkoutLine(l, isCustomLine(l, cart), calculated.get(l.id as string));
  return {
    id: checkout.id,
    cartId: checkout.cartId,
    channelType: checkout.channelType,
    lineItems: frozenLines(cart).map(line),
    buyerInfo: { ...cart.buyerInfo, email: checkout.buyerInfo.email },
    buyerNote: cart.buyerNote,
    billingInfo: checkout.billingAddress ? { address: checkout.billingAddress } : undefined,
    shippingInfo: {
      ...(estimate.shippingInfo as Record<string, unknown>),
      shippingDestination: checkout.shippingAddress
        ? { address: checkout.shippingAddress }
        : undefined,
    },
    priceSummary: estimate.priceSummary,
    appliedDiscounts: estimate.appliedDiscounts,
    // Checkouts frozen before the estimate said so had no validation errors either.
    calculationErrors: {
      orderValidationErrors: [],
      ...(estimate.calculationErrors as Record<string, unknown>),
    },
    // The sandbox sells no memberships; the checkout's selection is an object, not the cart's list.
    membershipOptions: {
      eligibleMemberships: [],
      invalidMemberships: [],
      selectedMemberships: { memberships: [] },
    },
    currency: estimate.currency,
    conversionCurrency: estimate.currency,
    paymentCurrency: estimate.currency,
    weightUnit: 'KG',
    taxIncludedInPrice: false,
    taxSummary: estimate.taxSummary,
    // No fee rules, validation plugins or custom checkout fields on the sandbox site.
    additionalFees: [],
    violations: [],
    customFields: [],
    siteLanguage: SITE.language,
    // The sandbox's hosted pages speak the site's language only.
    buyerLanguage: SITE.language,
    // Made from its buyer's cart, so created by that visitor or member.
    createdBy: buyerOf(checkout.ownerKey),
    completed: checkout.status === 'COMPLETED',
    createdDate: checkout.createdDate,
    updatedDate: checkout.updatedDate,
  };
};

/**
 * A checkout as its buyer may read it (whoever's cart it was made from) or the admin. Anyone
 * else gets 404, as if there were none: a checkout id alone is no key to another buyer's
 * email, address and lines.
 */
export const checkoutFor = (p: Platform, caller: KnownCaller, id: string): StoredCheckout => {
  const checkout = p.db.checkouts.get(id);
  if (!checkout || (caller.kind !== 'admin' && checkout.ownerKey !== ownerKeyOf(caller))) {
    throw notFound(`Checkout ${id}`);
  }
  return checkout;
};
