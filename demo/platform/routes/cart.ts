import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import type { StoredCart } from '../db/types.ts';
import { applicationError, permissionDenied } from '../errors.ts';
import { newId } from '../ids.ts';
import {
  MAX_CART_LINES,
  MAX_LINE_OPTIONS_BYTES,
  MAX_LINE_QUANTITY,
  addLines,
  cartView,
  checkLineCount,
  checkStock,
  emptyCart,
  estimate,
  keepCheckout,
  priceCart,
} from '../domain/cart.ts';
import { findCoupon } from '../domain/coupons.ts';
import { SHIPS_TO } from '../domain/delivery.ts';
import { STORES_APP_ID } from '../domain/catalog.ts';
import { requestBase } from '../domain/products.ts';
import { callerOf, ownerKeyOf, requireCaller } from '../domain/tokens.ts';
import { decimalMoney, email, guid, idString, readBody, text } from '../validation.ts';

/** A line's quantity: the SDK's `LineItem.quantity` and `LineItemQuantityUpdate.quantity` (1 to 100,000). */
const quantity = () => z.number().int().min(1).max(MAX_LINE_QUANTITY);

const catalogReference = z.object({
  catalogItemId: guid(),
  appId: text(100).default(STORES_APP_ID),
  options: z
    .object({
      variantId: idString().optional(),
      options: z.record(text(100), text(200)).optional(),
      customTextFields: z.record(text(100), text(500)).optional(),
    })
    .refine((v) => Buffer.byteLength(JSON.stringify(v)) <= MAX_LINE_OPTIONS_BYTES, {
      message: `may hold at most ${MAX_LINE_OPTIONS_BYTES} bytes of JSON`,
    })
    .optional(),
});

const lineItemInput = z.object({ catalogReference, quantity: quantity().default(1) });

/** A text of a description line in the site's language and the buyer's, at the SDK's bounds. */
const lineText = (original: number, translated = original) =>
  z.object({ original: text(original).optional(), translated: text(translated).nullish() });

/**
 * The SDK's DescriptionLine: its name, and a plain text or a colour. Checkout pages and emails
 * print these: anything but text in them (an object) is refused here, not met there.
 */
const descriptionLine = z.object({
  name: lineText(100, 200),
  plainText: lineText(600).optional(),
  colorInfo: lineText(500)
    .extend({ code: text(50).nullish() })
    .optional(),
  lineType: z.enum(['UNRECOGNISED', 'PLAIN_TEXT', 'COLOR']).optional(),
});

const customLineItemInput = z.object({
  productName: z.object({ original: text(200) }),
  price: decimalMoney(),
  quantity: quantity().default(1),
  itemType: z
    .object({ preset: z.enum(['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE']) })
    .default({ preset: 'PHYSICAL' }),
  descriptionLines: z.array(descriptionLine).max(10).default([]),
});

// ISO 3166-1 alpha-2, taken in either case: "us" is the US, for its tax as for its rates.
const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166-1 country code')
  .transform((code) => code.toUpperCase());

/**
 * An address in the platform's REST form, as the SDK sends it (`addressLine`, `geocode`,
 * `formattedAddress`; its `addressLine1` and `location` are renamed on the way), with the
 * SDK's Address bounds where it declares them.
 */
const addressFields = z.object({
  country: countryCode.optional(),
  subdivision: text(50).optional(),
  city: text(50).optional(),
  postalCode: text(50).optional(),
  addressLine: text(150).optional(),
  addressLine2: text(100).optional(),
  streetAddress: z
    .object({ number: text(20).optional(), name: text(200).optional(), apt: text(50).optional() })
    .optional(),
  formattedAddress: text(500).optional(),
  hint: text(200).optional(),
  geocode: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .optional(),
});

const address = addressFields.optional();

/**
 * Where a checkout ships: only to a country the shop ships to, the hosted checkout's choice
 * (SHIPS_TO). Any other would be sold at international rates with no tax, and never shipped.
 */
const shippingAddress = addressFields
  .extend({
    country: countryCode
      .pipe(
        z.enum(SHIPS_TO, { error: `must be a country the shop ships to: ${SHIPS_TO.join(', ')}` }),
      )
      .optional(),
  })
  .optional();

const addSchema = z.object({
  lineItems: z.array(lineItemInput).max(100).default([]),
  customLineItems: z.array(customLineItemInput).max(100).default([]),
});

const patchSchema = z.object({
  cartInfo: z
    .object({
      buyerNote: text(1000).optional(),
      buyerInfo: z.object({ email: email().optional() }).optional(),
      // The SDK's AddressWithContact, and nothing else: a visitor's cart is no free storage.
      contactInfo: z
        .object({
          address,
          contactDetails: z
            .object({
              firstName: text(100).optional(),
              lastName: text(100).optional(),
              phone: text(50).optional(),
              company: text(1000).optional(),
              vatId: z
                .object({
                  id: text(50).optional(),
                  type: z.enum(['UNSPECIFIED', 'CPF', 'CNPJ']).optional(),
                })
                .optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
  couponCode: text(100).optional(),
  merchantDiscounts: z
    .array(z.object({ amount: decimalMoney(), description: text(200).optional() }))
    .max(10)
    .optional(),
  // The SDK's UpdateCartRequest: up to 300 of each, a whole cart's worth (adding takes 100).
  lineItems: z.array(lineItemInput).max(MAX_CART_LINES).optional(),
  customLineItems: z.array(customLineItemInput).max(MAX_CART_LINES).optional(),
  fieldMask: z.array(text(100)).max(20).optional(),
});

const estimateSchema = z.object({
  selectedShippingOption: z.object({ code: text(100) }).optional(),
  shippingAddress: address,
  billingAddress: address,
  selectedMemberships: z.unknown().optional(),
  calculateTax: z.boolean().optional(),
  calculateShipping: z.boolean().optional(),
});

/** Spec §3: web, POS, and third-party marketplaces and platforms, as the SDK names them. */
const CHANNEL_TYPES = [
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
  'PAYPAL_AGENTIC_CHECKOUT',
  'STRIPE_AGENTIC_CHECKOUT',
] as const;

const checkoutSchema = estimateSchema.extend({
  shippingAddress,
  // Required, as the SDK marks it: a checkout is always made for some sales channel.
  channelType: z.enum(CHANNEL_TYPES),
  email: email().optional(),
});

/** Tax or shipping switched off: turning them on is the default anyone may ask for. */
const switchesOff = (body: {
  calculateTax?: boolean | undefined;
  calculateShipping?: boolean | undefined;
}) => ({
  calculateTax: body.calculateTax === false,
  calculateShipping: body.calculateShipping === false,
});

/** Ids that name no line of the cart are an error, never a silent no-op. */
const requireLines = (cart: StoredCart, ids: string[]) => {
  const known = new Set([...cart.lineItems, ...cart.customLineItems].map((l) => l.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    throw applicationError(404, 'LINE_ITEM_NOT_FOUND', 'No line item with this id in the cart', {
      lineItemIds: unknown,
    });
  }
};

/** The current cart (spec §7.2): one per visitor or member token. */
export const cartRoutes = (p: Platform) => {
  /**
   * What sets a price rather than reads one: merchant discounts, custom lines with their own
   * price, switching tax or shipping off. A visitor's total is what the catalogue and coupons
   * say; only an elevated caller (the site's backend, with the key) may do these.
   */
  const requireElevatedFor = (c: Ctx, fields: Record<string, unknown>) => {
    const asked = Object.entries(fields)
      .filter(([, present]) => present)
      .map(([name]) => name);
    if (asked.length && callerOf(p, c).kind !== 'admin')
      throw permissionDenied(`${asked.join(', ')}: only an elevated caller may set prices`);
  };
  const ownerKey = (c: Ctx) => ownerKeyOf(requireCaller(p, c));
  const current = (c: Ctx): StoredCart | undefined => p.db.carts.byKey(ownerKey(c));
  const currentOrThrow = (c: Ctx): StoredCart => {
    const cart = current(c);
    if (!cart) throw applicationError(404, 'OWNED_CART_NOT_FOUND', 'There is no current cart');
    return cart;
  };
  const save = (c: Ctx, cart: StoredCart) => {
    const saved = p.db.carts.put({ ...cart, updatedDate: p.clock.iso() });
    return c.json({ cart: cartView(p, requestBase(c.req.url), saved) });
  };
  const couponOrThrow = (code: string) => {
    if (!findCoupon(p, code)) {
      throw applicationError(400, 'COUPON_DOES_NOT_EXIST', `Coupon ${code} does not exist`, {
        couponCode: code,
      });
    }
    return code.toUpperCase();
  };
  const customLines = (lines: z.infer<typeof customLineItemInput>[]) =>
    lines.map((l) => ({ ...l, id: newId(), itemType: l.itemType.preset }));

  return new Hono<AppEnv>()
    .get('/v1/carts/current', (c) =>
      c.json({ cart: cartView(p, requestBase(c.req.url), currentOrThrow(c)) }),
    )
    .patch('/v1/carts/current', async (c) => {
      const body = await readBody(c, patchSchema);
      requireElevatedFor(c, {
        merchantDiscounts: body.merchantDiscounts,
        customLineItems: body.customLineItems,
      });
      let cart = current(c) ?? emptyCart(p, ownerKey(c));
      if (body.lineItems) cart = addLines(p, { ...cart, lineItems: [] }, body.lineItems);
      if (body.customLineItems)
        cart = { ...cart, customLineItems: customLines(body.customLineItems) };
      if (body.couponCode !== undefined)
        cart = { ...cart, couponCode: couponOrThrow(body.couponCode) };
      if (body.merchantDiscounts) cart = { ...cart, merchantDiscounts: body.merchantDiscounts };
      const info = body.cartInfo;
      if (info?.buyerNote !== undefined) cart = { ...cart, buyerNote: info.buyerNote };
      if (info?.buyerInfo) cart = { ...cart, buyerInfo: { ...cart.buyerInfo, ...info.buyerInfo } };
      if (info?.contactInfo) cart = { ...cart, contactInfo: info.contactInfo };
      return save(c, cart);
    })
    .post('/v1/carts/current/add-to-cart', async (c) => {
      const body = await readBody(c, addSchema);
      requireElevatedFor(c, { customLineItems: body.customLineItems.length > 0 });
      if (body.lineItems.length + body.customLineItems.length === 0) {
        throw applicationError(400, 'NO_LINE_ITEMS', 'Give lineItems or customLineItems to add');
      }
      const cart = addLines(p, current(c) ?? emptyCart(p, ownerKey(c)), body.lineItems);
      const customLineItems = [...cart.customLineItems, ...customLines(body.customLineItems)];
      checkLineCount('customLineItems', customLineItems.length);
      return save(c, { ...cart, customLineItems });
    })
    .post('/v1/carts/current/remove-line-items', async (c) => {
      const { lineItemIds } = await readBody(
        c,
        z.object({ lineItemIds: z.array(idString()).min(1).max(100) }),
      );
      const cart = currentOrThrow(c);
      requireLines(cart, lineItemIds);
      return save(c, {
        ...cart,
        lineItems: cart.lineItems.filter((l) => !lineItemIds.includes(l.id)),
        customLineItems: cart.customLineItems.filter((l) => !lineItemIds.includes(l.id)),
      });
    })
    .post('/v1/carts/current/update-line-items-quantity', async (c) => {
      const { lineItems } = await readBody(
        c,
        z.object({
          lineItems: z
            .array(z.object({ id: idString(), quantity: quantity() }))
            .min(1)
            .max(100),
        }),
      );
      const cart = currentOrThrow(c);
      requireLines(
        cart,
        lineItems.map((l) => l.id),
      );
      const wanted = new Map(lineItems.map((l) => [l.id, l.quantity]));
      const updated = cart.lineItems.map((l) => ({
        ...l,
        quantity: wanted.get(l.id) ?? l.quantity,
      }));
      updated.filter((l) => wanted.has(l.id)).forEach((l) => checkStock(p, l));
      return save(c, {
        ...cart,
        lineItems: updated,
        customLineItems: cart.customLineItems.map((l) => ({
          ...l,
          quantity: wanted.get(l.id) ?? l.quantity,
        })),
      });
    })
    .post('/v1/carts/current/remove-coupon', (c) =>
      save(c, { ...currentOrThrow(c), couponCode: null }),
    )
    .post('/v1/carts/current/estimate-totals', async (c) => {
      // Anyone may ask what a total would be without tax or shipping (the SDK's ordinary
      // options): an estimate charges nothing. A checkout made so is what needs the key.
      const body = await readBody(c, estimateSchema);
      return c.json(estimate(p, requestBase(c.req.url), currentOrThrow(c), body));
    })
    .post('/v1/carts/current/create-checkout', async (c) => {
      const body = await readBody(c, checkoutSchema);
      requireElevatedFor(c, switchesOff(body));
      const cart = currentOrThrow(c);
      const base = requestBase(c.req.url);
      const { lines } = priceCart(p, base, cart);
      if (lines.length + cart.customLineItems.length === 0)
        throw applicationError(400, 'CART_IS_EMPTY', 'The cart is empty');
      const unavailable = lines.filter((l) => l.availability.status !== 'AVAILABLE');
      if (unavailable.length) {
        throw applicationError(409, 'ITEMS_UNAVAILABLE', 'Some items are no longer available', {
          lineItemIds: unavailable.map((l) => l.id),
        });
      }
      const checkoutId = newId();
      keepCheckout(p, {
        id: checkoutId,
        ownerKey: cart.ownerKey,
        cartId: cart.id,
        channelType: body.channelType,
        buyerInfo: { email: body.email ?? cart.buyerInfo.email },
        shippingAddress: body.shippingAddress ?? null,
        billingAddress: body.billingAddress ?? null,
        switches: { calculateTax: body.calculateTax, calculateShipping: body.calculateShipping },
        estimate: estimate(p, base, cart, body),
        status: 'OPEN',
        orderId: null,
        createdDate: p.clock.iso(),
        updatedDate: p.clock.iso(),
      });
      return c.json({ checkoutId });
    })
    .delete('/v1/carts/current', (c) => {
      p.db.carts.delete(currentOrThrow(c).id);
      return c.json({});
    });
};
