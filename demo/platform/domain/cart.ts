import type { Platform } from '../context.ts';
import type { StoredCart, StoredCartLine, StoredCheckout, StoredCustomLine } from '../db/types.ts';
import { applicationError, invalidField } from '../errors.ts';
import { newId } from '../ids.ts';
import { CURRENCY, moneyAnswer, round2 } from '../money.ts';
import { couponDiscount, findCoupon } from './coupons.ts';
import { HOME_COUNTRY, type Switches, deliveryTo } from './delivery.ts';
import {
  STORES_APP_ID,
  type StoredProduct,
  type StoredVariant,
  availableQuantity,
  findVariant,
  unitPrice,
  variantPrice,
} from './catalog.ts';

export const emptyCart = (p: Platform, ownerKey: string): StoredCart => ({
  id: newId(),
  ownerKey,
  lineItems: [],
  customLineItems: [],
  couponCode: null,
  merchantDiscounts: [],
  buyerInfo: {},
  contactInfo: null,
  buyerNote: null,
  createdDate: p.clock.iso(),
  updatedDate: p.clock.iso(),
});

interface Resolved {
  product: StoredProduct;
  variant: StoredVariant;
}

export const resolveLine = (
  p: Platform,
  line: Pick<StoredCartLine, 'catalogReference'>,
): Resolved | undefined => {
  if (line.catalogReference.appId !== STORES_APP_ID) return undefined;
  const product = p.db.products.get(line.catalogReference.catalogItemId);
  if (!product || !product.visible) return undefined;
  const variant = findVariant(product, line.catalogReference.options ?? {});
  return variant && variant.visible ? { product, variant } : undefined;
};

/** Stock rule for adding or changing quantities: never more than is on the shelf. */
export const checkStock = (p: Platform, line: StoredCartLine): void => {
  const resolved = resolveLine(p, line);
  if (!resolved) {
    throw applicationError(
      404,
      'CATALOG_ITEM_NOT_FOUND',
      `No purchasable item ${line.catalogReference.catalogItemId}`,
      {
        catalogReference: line.catalogReference,
      },
    );
  }
  const available = availableQuantity(resolved.product, resolved.variant);
  if (available !== null && line.quantity > available) {
    throw applicationError(
      409,
      'INSUFFICIENT_INVENTORY',
      `Only ${available} of ${resolved.product.name} left`,
      {
        catalogReference: line.catalogReference,
        quantityAvailable: available,
      },
    );
  }
};

/** The same catalogue item of the same app: another app's item is not this line's to grow. */
const sameItem = (a: StoredCartLine, b: StoredCartLine) =>
  a.catalogReference.appId === b.catalogReference.appId &&
  a.catalogReference.catalogItemId === b.catalogReference.catalogItemId &&
  JSON.stringify(a.catalogReference.options ?? {}) ===
    JSON.stringify(b.catalogReference.options ?? {});

/**
 * The SDK's bounds on a cart (`LineItem.quantity` at most 100,000; `Cart.lineItems` and
 * `customLineItems` at most 300 each). Requests are bounded by their schemas, but a cart grows
 * over many: merged quantities of an item with no stock count, and lines made distinct by
 * option values no variant reads, would otherwise grow (and be priced on every read) for ever.
 */
export const MAX_LINE_QUANTITY = 100_000;
export const MAX_CART_LINES = 300;

/**
 * A line's catalogReference.options as stored, in bytes of JSON: a variant id and a few
 * choices and custom texts are a few hundred; without a bound, one line could carry the body
 * limit (a megabyte) into the cart and every checkout made from it.
 */
export const MAX_LINE_OPTIONS_BYTES = 4096;

/**
 * Open checkouts one visitor or member keeps. Each is a priced copy of the cart, made at every
 * press of a checkout button; without a cap a loop stores a cart's worth per call. Creating
 * one more drops the owner's oldest open one (a paid one is an order's and stays). The site's
 * server (the admin key) makes them for many buyers and is not capped.
 */
export const MAX_OPEN_CHECKOUTS = 10;

/** Stores a new checkout, dropping its owner's oldest open ones past MAX_OPEN_CHECKOUTS. */
export const keepCheckout = (p: Platform, checkout: StoredCheckout): void =>
  p.db.transaction(() => {
    p.db.checkouts.put(checkout);
    if (!/^(visitor|member):/.test(checkout.ownerKey)) return;
    // In the order they were made (rowid): an update keeps a checkout's place.
    const open = p.db.checkouts.allByKey(checkout.ownerKey).filter((c) => c.status === 'OPEN');
    for (const old of open.slice(0, Math.max(0, open.length - MAX_OPEN_CHECKOUTS)))
      p.db.checkouts.delete(old.id);
  });

/** A violation when the cart would hold more lines of a kind than the SDK allows. */
export const checkLineCount = (field: 'lineItems' | 'customLineItems', count: number) => {
  if (count > MAX_CART_LINES)
    throw invalidField(field, `a cart holds at most ${MAX_CART_LINES} ${field}`, 'MAX_SIZE');
};

/** Adds lines, merging with an identical line already in the cart. */
export const addLines = (
  p: Platform,
  cart: StoredCart,
  lines: Omit<StoredCartLine, 'id'>[],
): StoredCart => {
  const lineItems = [...cart.lineItems];
  for (const line of lines) {
    const candidate = { ...line, id: newId() };
    const existing = lineItems.findIndex((l) => sameItem(l, candidate));
    const merged =
      existing >= 0
        ? { ...lineItems[existing]!, quantity: lineItems[existing]!.quantity + line.quantity }
        : candidate;
    if (merged.quantity > MAX_LINE_QUANTITY)
      throw invalidField(
        'lineItems.quantity',
        `a cart holds at most ${MAX_LINE_QUANTITY} of one item`,
        'MAX',
      );
    checkStock(p, merged);
    if (existing >= 0) lineItems[existing] = merged;
    else lineItems.push(merged);
  }
  checkLineCount('lineItems', lineItems.length);
  return { ...cart, lineItems };
};

/**
 * Signing in keeps the visitor's cart: its lines move into the member's cart (quantities add up
 * for the same catalogue reference and options; custom lines are appended), its coupon is
 * carried over when the member's cart has none, and the visitor cart is deleted. No stock
 * check here: sign-in never fails over a cart, and the cart shows what is short as usual.
 */
export const mergeVisitorCart = (p: Platform, visitorId: string, memberId: string): void => {
  p.db.transaction(() => {
    const visitorCart = p.db.carts.byKey(`visitor:${visitorId}`);
    if (!visitorCart) return;
    const memberKey = `member:${memberId}`;
    const memberCart = p.db.carts.byKey(memberKey) ?? emptyCart(p, memberKey);
    const lineItems = [...memberCart.lineItems];
    for (const line of visitorCart.lineItems) {
      const existing = lineItems.findIndex((l) => sameItem(l, line));
      if (existing >= 0) {
        const kept = lineItems[existing]!;
        const quantity = Math.min(MAX_LINE_QUANTITY, kept.quantity + line.quantity);
        lineItems[existing] = { ...kept, quantity };
      } else {
        lineItems.push({ ...line, id: newId() });
      }
    }
    // Sign-in does not fail over a cart, so what does not fit stays out: without the cap, each
    // sign-in from a new full visitor cart would grow the member's.
    p.db.carts.put({
      ...memberCart,
      lineItems: lineItems.slice(0, MAX_CART_LINES),
      customLineItems: [
        ...memberCart.customLineItems,
        ...visitorCart.customLineItems.map((l) => ({ ...l, id: newId() })),
      ].slice(0, MAX_CART_LINES),
      couponCode: memberCart.couponCode ?? visitorCart.couponCode,
      updatedDate: p.clock.iso(),
    });
    p.db.carts.delete(visitorCart.id);
  });
};

const descriptionLines = (product: StoredProduct, variant: StoredVariant) =>
  product.productOptions.map((option) => {
    const value = variant.choices[option.name] ?? '';
    const choice = option.choices.find((ch) => ch.value === value);
    return option.optionType === 'color'
      ? {
          name: { original: option.name },
          colorInfo: { original: choice?.description ?? value, code: value },
          lineType: 'COLOR',
        }
      : { name: { original: option.name }, plainText: { original: value }, lineType: 'PLAIN_TEXT' };
  });

/** The chosen colour's picture when there is one, else the product's main image. */
const variantImage = (product: StoredProduct, variant: StoredVariant) => {
  const mediaIds = product.productOptions.flatMap(
    (o) => o.choices.find((ch) => ch.value === variant.choices[o.name])?.mediaIds ?? [],
  );
  return product.media.find((m) => mediaIds.includes(m.id)) ?? product.media[0];
};

const availability = (resolved: Resolved | undefined, quantity: number) => {
  if (!resolved) return { status: 'NOT_FOUND', quantityAvailable: 0 };
  const available = availableQuantity(resolved.product, resolved.variant);
  if (available === null) return { status: 'AVAILABLE' };
  if (available === 0) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
  return {
    status: available >= quantity ? 'AVAILABLE' : 'PARTIALLY_AVAILABLE',
    quantityAvailable: available,
  };
};

export const lineView = (p: Platform, base: string, line: StoredCartLine) => {
  const resolved = resolveLine(p, line);
  const product = resolved?.product;
  const unit = resolved ? unitPrice(resolved.product, resolved.variant) : 0;
  const full = resolved ? variantPrice(resolved.product, resolved.variant) : 0;
  const image = resolved ? variantImage(resolved.product, resolved.variant) : undefined;
  const page = product && `/hosted/products/${product.slug}`;
  return {
    id: line.id,
    quantity: line.quantity,
    catalogReference: line.catalogReference,
    productName: {
      original: product?.name ?? 'Unavailable item',
      translated: product?.name ?? 'Unavailable item',
    },
    // The REST form (a PageUrlV2), which the SDK reads as its `url` alone.
    url: page ? { relativePath: page, url: base + page } : undefined,
    price: moneyAnswer(unit),
    fullPrice: moneyAnswer(full),
    priceBeforeDiscounts: moneyAnswer(full),
    lineItemPrice: moneyAnswer(unit * line.quantity),
    descriptionLines: resolved ? descriptionLines(resolved.product, resolved.variant) : [],
    image: image
      ? { id: image.id, url: base + image.url, width: image.width, height: image.height }
      : undefined,
    physicalProperties: product
      ? {
          weight: resolved!.variant.weight ?? product.weight,
          sku: resolved!.variant.sku,
          shippable: product.productType === 'physical',
        }
      : undefined,
    itemType: { preset: product?.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL' },
    availability: availability(resolved, line.quantity),
    ...lineTerms(false),
    unitPrice: unit,
  };
};

/**
 * What the SDK's `LineItem` always carries about how a line is sold. The sandbox sells at a
 * fixed price, paid in full online at checkout, to anyone, in any quantity, with no
 * subscriptions: the values the platform sends for a store without those features.
 */
export const lineTerms = (custom: boolean) => ({
  paymentOption: 'FULL_PAYMENT_ONLINE',
  priceUndetermined: false,
  fixedQuantity: false,
  customLineItem: custom,
  savePaymentMethod: false,
  membersOnly: false,
});

/**
 * A custom line as the SDK's `LineItem` shows it, among the catalogue's in `lineItems`: no
 * catalogue reference, `customLineItem` true. No stock is kept for it (the site's server gives
 * no `quantityAvailable`), and it ships when it is a physical item, as the estimate counts it.
 */
const customLineView = (line: StoredCustomLine) => ({
  ...line,
  price: moneyAnswer(line.price),
  fullPrice: moneyAnswer(line.price),
  priceBeforeDiscounts: moneyAnswer(line.price),
  lineItemPrice: moneyAnswer(line.price * line.quantity),
  itemType: { preset: line.itemType },
  availability: { status: 'AVAILABLE' },
  physicalProperties: { shippable: line.itemType === 'PHYSICAL' },
  ...lineTerms(true),
});

/** Discounts: the cart's coupon, then merchant discounts; never below zero. */
const discounts = (p: Platform, cart: StoredCart, subtotal: number) => {
  const coupon = cart.couponCode ? findCoupon(p, cart.couponCode) : undefined;
  const couponAmount = coupon ? couponDiscount(coupon, subtotal) : 0;
  const merchantAmount = round2(
    Math.min(
      subtotal - couponAmount,
      cart.merchantDiscounts.reduce((s, d) => s + d.amount, 0),
    ),
  );
  const applied = [
    ...(coupon
      ? [
          {
            discountType: 'GLOBAL',
            coupon: {
              id: coupon.id,
              code: coupon.code,
              name: coupon.name,
              amount: moneyAnswer(couponAmount),
            },
          },
        ]
      : []),
    ...cart.merchantDiscounts.map((d) => ({
      discountType: 'GLOBAL',
      merchantDiscount: { amount: moneyAnswer(d.amount), description: d.description },
    })),
  ];
  return { total: round2(couponAmount + merchantAmount), applied };
};

export const priceCart = (p: Platform, base: string, cart: StoredCart) => {
  const lines = cart.lineItems.map((l) => lineView(p, base, l));
  const subtotal = round2(
    lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0) +
      cart.customLineItems.reduce((s, l) => s + l.price * l.quantity, 0),
  );
  const discount = discounts(p, cart, subtotal);
  const hasPhysical =
    lines.some((l) => l.itemType.preset === 'PHYSICAL') ||
    cart.customLineItems.some((l) => l.itemType === 'PHYSICAL');
  const amounts = [
    ...lines.map((l) => ({ id: l.id, amount: round2(l.unitPrice * l.quantity) })),
    ...cart.customLineItems.map((l) => ({ id: l.id, amount: round2(l.price * l.quantity) })),
  ];
  return { lines, subtotal, discount, hasPhysical, amounts };
};

/** Whose cart it is, as the SDK's `buyerInfo` says: the visitor's or the member's id. */
export const buyerOf = (ownerKey: string) => {
  const [, kind, id] = /^(member|visitor):(.+)$/.exec(ownerKey) ?? [];
  return kind === 'member' ? { memberId: id } : kind === 'visitor' ? { visitorId: id } : {};
};

/** The wire cart (wire.md "Store"), priced from the catalogue as it is now. */
export const cartView = (p: Platform, base: string, cart: StoredCart) => {
  const { lines, subtotal, discount } = priceCart(p, base, cart);
  return {
    id: cart.id,
    currency: CURRENCY,
    conversionCurrency: CURRENCY,
    // Paid in the site's one currency: nothing is converted.
    paymentCurrency: CURRENCY,
    buyerInfo: { ...cart.buyerInfo, ...buyerOf(cart.ownerKey) },
    buyerNote: cart.buyerNote ?? undefined,
    // The SDK's Cart has no `customLineItems` (that is a request field): custom lines are
    // line items too, marked `customLineItem`, after the catalogue's.
    lineItems: [
      ...lines.map(({ unitPrice: _unit, ...l }) => l),
      ...cart.customLineItems.map(customLineView),
    ],
    appliedDiscounts: discount.applied,
    couponCode: cart.couponCode ?? undefined,
    merchantDiscounts: cart.merchantDiscounts,
    subtotal: moneyAnswer(subtotal),
    contactInfo: cart.contactInfo ?? undefined,
    weightUnit: 'KG',
    taxIncludedInPrices: false,
    createdDate: cart.createdDate,
    updatedDate: cart.updatedDate,
  };
};

export interface Address {
  country?: string | undefined;
  [key: string]: unknown;
}

/** The cart's estimate (wire.md "Store") for its shipping address, or the home country. */
export const estimate = (
  p: Platform,
  base: string,
  cart: StoredCart,
  opts: {
    shippingAddress?: Address | undefined;
    selectedShippingOption?: { code: string } | undefined;
  } & Switches,
) => {
  const { subtotal, discount, hasPhysical, amounts } = priceCart(p, base, cart);
  return {
    cart: cartView(p, base, cart),
    ...deliveryTo(
      { subtotal, discount: discount.total, hasPhysical, lines: amounts },
      opts.shippingAddress?.country ?? HOME_COUNTRY,
      opts,
      opts.selectedShippingOption?.code,
    ),
    membershipOptions: {
      eligibleMemberships: [],
      invalidMemberships: [],
      selectedMemberships: [],
    },
    appliedDiscounts: discount.applied,
    // No order validation plugins on the sandbox site: none failed.
    calculationErrors: { orderValidationErrors: [] },
    currency: CURRENCY,
    weightUnit: 'KG',
    // No fee rules and no validation plugins on the sandbox site.
    additionalFees: [],
    violations: [],
  };
};
