/**
 * The official SDK, unchanged, drives the sandbox: its `fetch` only swaps the platform's hosts
 * (www and edge.wixapis.com) for the sandbox's address, as a site owner's own tests would, and
 * is answered in-process (the test sandbox's `fetch`, no port). The hidden-frame direct login
 * needs a browser: e2e/sdk.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { OAuthStrategy } from '@wix/sdk';
import { backInStockNotifications, checkout, currentCart, orders as ecomOrders } from '@wix/ecom';
import { orders, ticketDefinitionsV2, wixEventsV2 } from '@wix/events';
import { authentication, recovery } from '@wix/identity';
import { redirects } from '@wix/redirects';
import { collections, products } from '@wix/stores';
import {
  ADMIN_KEY,
  CLIENT_ID,
  SDK_GUESTS,
  STORES,
  sdkClients,
  useSdkOnSandbox,
  useTestSandbox,
} from './test-support.ts';

const sandbox = useTestSandbox();
useSdkOnSandbox(sandbox);

const modules = {
  products,
  collections,
  currentCart,
  checkout,
  ecomOrders,
  backInStockNotifications,
  wixEventsV2,
  ticketDefinitionsV2,
  orders,
  redirects,
  recovery,
  authentication,
};
const { visitor, admin } = sdkClients(modules);

const REDIRECT = 'http://localhost:5173/callback';

/** Pays a store checkout on the hosted page its redirect session opens; the new order's id. */
const payCheckout = async (
  client: Pick<ReturnType<typeof visitor>, 'redirects'>,
  checkoutId: string,
  email: string,
): Promise<string> => {
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks: { thankYouPageUrl: 'http://localhost:5173/thanks' },
  });
  const paid = await sandbox().fetch(redirectSession!.fullUrl!, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      email,
      name: 'Sdk Buyer',
      address: '3 Quay Road',
      card: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    }),
  });
  return new URL(paid.headers.get('location')!).searchParams.get('orderId')!;
};

describe('the official SDK against the sandbox', () => {
  it('gets anonymous tokens and renews them from the refresh token', async () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    const tokens = await auth.generateVisitorTokens();
    expect(tokens.refreshToken.role).toBe('visitor');
    const renewed = await auth.renewToken(tokens.refreshToken);
    expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value);
  });

  it('queries the catalogue with a filter, a sort and the next page', async () => {
    const client = visitor();
    const first = await client.products
      .queryProducts()
      .gt('priceData.price', 20)
      .ascending('name')
      .limit(3)
      .find();
    expect(first.items).toHaveLength(3);
    expect(first.items.every((p) => p.priceData!.price! > 20)).toBe(true);
    const names = first.items.map((p) => p.name!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items[0]!._id).not.toBe(first.items[0]!._id);
    const product = await client.products.getProduct(first.items[0]!._id!);
    expect(product.product?.name).toBe(names[0]);
    // A full choice of options names the variant as the SDK's VariantData.
    const { selectedVariant } = await client.products.getProductOptionsAvailability(
      'prod-lantern-room-logo-tee',
      { Color: '#111111', Size: 'S' },
    );
    expect(selectedVariant).toMatchObject({ price: { price: 25 }, sku: 'LR-001-1', inStock: true });
    const found = await client.collections.queryCollections().limit(2).find();
    expect(found.items.length).toBeGreaterThan(0);
    // Store variants page by cursor too: two at a time, then the next two.
    const query = { filter: { productId: 'prod-lantern-room-logo-tee' } };
    const two = await client.products.queryStoreVariants({ ...query, cursorPaging: { limit: 2 } });
    expect(two.variants).toHaveLength(2);
    const cursor = two.metadata!.cursors!.next!;
    const next = await client.products.queryStoreVariants({
      ...query,
      cursorPaging: { limit: 2, cursor },
    });
    expect(next.variants).toHaveLength(2);
    expect(next.variants![0]!._id).not.toBe(two.variants![0]!._id);
  });

  it('makes every cart call, and an unknown line id is an error', async () => {
    const client = visitor();
    const { items } = await client.products.queryProducts().eq('slug', 'sticker-pack').find();
    const [tote] = items;
    expect(tote?.name).toBe('Sticker Pack');
    const catalogReference = { appId: STORES, catalogItemId: tote!._id! };
    const added = await client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference, quantity: 2 }],
    });
    const line = added.cart!.lineItems![0]!;
    expect(line.quantity).toBe(2);
    // The line's page travels as the REST { relativePath, url }, which the SDK reads as its url.
    expect(line.url).toBe(`${sandbox().url}/hosted/products/sticker-pack`);
    expect((await client.currentCart.getCurrentCart())._id).toBe(added.cart!._id);
    const coupon = await client.currentCart.updateCurrentCart({ couponCode: 'SAVE10' });
    expect(coupon.appliedDiscounts?.[0]?.coupon?.code).toBe('SAVE10');
    // Addresses travel in the REST form (addressLine, geocode) and come back as sent.
    const address = { addressLine1: '12 Harbour Street', city: 'Lisbon', country: 'PT' };
    const contact = await client.currentCart.updateCurrentCart({
      cartInfo: { contactInfo: { address } },
    });
    expect(contact.contactInfo?.address).toEqual(address);
    await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: line._id!, quantity: 3 }]);
    const totals = await client.currentCart.estimateCurrentCartTotals({});
    expect(Number(totals.priceSummary?.subtotal?.amount)).toBe(3 * tote!.priceData!.price!);
    // Every MultiCurrencyPrice has its four fields, the converted ones formatted too.
    expect(totals.priceSummary?.total).toEqual({
      amount: expect.any(String),
      convertedAmount: totals.priceSummary?.total?.amount,
      formattedAmount: expect.stringMatching(/^\$/),
      formattedConvertedAmount: totals.priceSummary?.total?.formattedAmount,
    });
    expect(totals.cart?.lineItems?.[0]?.price?.formattedConvertedAmount).toMatch(/^\$\d/);
    // Shapes the SDK declares: an array of selected memberships, the buyer named.
    expect(totals.membershipOptions?.selectedMemberships).toEqual([]);
    expect(totals.cart?.buyerInfo?.visitorId).toEqual(expect.any(String));
    await client.currentCart.removeCouponFromCurrentCart();
    await expect(client.currentCart.removeLineItemsFromCurrentCart(['nope'])).rejects.toMatchObject(
      { details: { applicationError: { code: 'LINE_ITEM_NOT_FOUND' } } },
    );
    // Marketplaces are channels too (spec §3), by the SDK's names.
    for (const channelType of ['EBAY', 'TIKTOK'])
      expect(
        await client.currentCart.createCheckoutFromCurrentCart({
          channelType: channelType as never,
        }),
      ).toMatchObject({ checkoutId: expect.any(String) });
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB' as never,
    });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: checkoutId! },
      callbacks: { postFlowUrl: 'http://localhost:5173/shop' },
      // Preferences go with the destination, as the SDK declares them.
      preferences: { additionalQueryParameters: { lang: 'fr' } },
    });
    expect(redirectSession?.fullUrl).toContain(sandbox().url);
    expect(new URL(redirectSession!.fullUrl!).searchParams.get('lang')).toBe('fr');
    // Declared non-null by the SDK; the endpoint is an address, base included.
    expect(redirectSession?.shortUrl).toBe(redirectSession?.fullUrl);
    expect(redirectSession?.urlDetails?.endpoint).toMatch(/^http:\/\/[^/]+\/hosted\/checkout\//);
    await client.currentCart.removeLineItemsFromCurrentCart([line._id!]);
    await client.currentCart.deleteCurrentCart();
    await expect(client.currentCart.getCurrentCart()).rejects.toMatchObject({
      details: { applicationError: { code: 'OWNED_CART_NOT_FOUND' } },
    });
  });

  it('reads the checkout its cart made, which no other visitor can', async () => {
    const client = visitor();
    const catalogReference = { appId: STORES, catalogItemId: 'prod-sticker-pack' };
    await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference, quantity: 3 }] });
    const address = { addressLine1: '12 Harbour Street', city: 'Boston', country: 'US' };
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB' as never,
      email: 'sdk-buyer@example.com',
      shippingAddress: address,
    });
    const read = await client.checkout.getCheckout(checkoutId!);
    expect(read._id).toBe(checkoutId);
    expect(read.completed).toBe(false);
    const [line] = read.lineItems ?? [];
    expect(line).toMatchObject({ quantity: 3, catalogReference });
    // The SDK's readings: the picture and the page as addresses, the address as it was sent.
    expect(line!.media).toMatch(new RegExp(`^${sandbox().url}/`));
    expect(line!.url).toMatch(new RegExp(`^${sandbox().url}/hosted/products/sticker-pack`));
    expect(read.shippingInfo?.shippingDestination?.address).toEqual(address);
    expect(read.buyerInfo).toMatchObject({ email: 'sdk-buyer@example.com' });
    expect(read.priceSummary?.subtotal?.amount).toBe('18.00');
    expect(read._createdDate).toBeInstanceOf(Date);
    await expect(visitor().checkout.getCheckout(checkoutId!)).rejects.toMatchObject({
      details: { applicationError: { code: 'NOT_FOUND' } },
    });
    expect((await admin().checkout.getCheckout(checkoutId!))._id).toBe(checkoutId);
  });

  it('refuses a checkout to a country the shop does not ship to, as the hosted checkout does', async () => {
    const client = visitor();
    const catalogReference = { appId: STORES, catalogItemId: 'prod-sticker-pack' };
    await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference, quantity: 1 }] });
    const checkoutTo = (country: string) =>
      client.currentCart.createCheckoutFromCurrentCart({
        channelType: 'WEB' as never,
        shippingAddress: { country },
      });
    await expect(checkoutTo('ZZ')).rejects.toMatchObject({
      details: {
        validationError: {
          fieldViolations: [
            {
              // The wire's `shippingAddress.country`, which the SDK names by its argument.
              field: 'options.shippingAddress.country',
              description: expect.stringContaining('must be a country the shop ships to'),
            },
          ],
        },
      },
    });
    // One it ships to, in either case, is the hosted checkout's own.
    const { checkoutId } = await checkoutTo('fr');
    const read = await client.checkout.getCheckout(checkoutId!);
    expect(read.shippingInfo?.shippingDestination?.address?.country).toBe('FR');
  });

  it("searches orders with an API key; a visitor's token searches no one's, reads only its own", async () => {
    const buyer = visitor();
    const catalogReference = { appId: STORES, catalogItemId: 'prod-enamel-pin-set' };
    await buyer.currentCart.addToCurrentCart({ lineItems: [{ catalogReference, quantity: 1 }] });
    const { checkoutId } = await buyer.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB' as never,
    });
    const orderId = await payCheckout(buyer, checkoutId!, 'sdk-orders@example.com');
    const { orders: found, metadata } = await admin().ecomOrders.searchOrders({
      filter: { 'buyerInfo.email': 'sdk-orders@example.com' },
      cursorPaging: { limit: 10 },
    });
    expect(found?.map((o) => o._id)).toEqual([orderId]);
    expect(metadata).toMatchObject({ count: 1, hasNext: false });
    // The recipient's street in the REST form reads as the SDK's addressLine1.
    expect(found?.[0]?.recipientInfo?.address?.addressLine1).toBe('3 Quay Road');
    expect(found?.[0]?._createdDate).toBeInstanceOf(Date);
    const order = await buyer.ecomOrders.getOrder(orderId);
    expect(order._id).toBe(orderId);
    expect(order.currency).toBe('USD');
    const denied = { details: { applicationError: { code: 'PERMISSION_DENIED' } } };
    await expect(buyer.ecomOrders.searchOrders({})).rejects.toMatchObject(denied);
    const stranger = visitor();
    await expect(stranger.ecomOrders.searchOrders({})).rejects.toMatchObject(denied);
    await expect(stranger.ecomOrders.getOrder(orderId)).rejects.toMatchObject({
      details: { applicationError: { code: 'NOT_FOUND' } },
    });
    await expect(stranger.checkout.getCheckout(checkoutId!)).rejects.toMatchObject({
      details: { applicationError: { code: 'NOT_FOUND' } },
    });
  });

  it("sends a custom line as a line item of the cart, the checkout and the order, as the SDK's types have it", async () => {
    const staff = admin();
    const catalogReference = { appId: STORES, catalogItemId: 'prod-enamel-pin-set' };
    const { cart } = await staff.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference, quantity: 1 }],
      customLineItems: [
        {
          productName: { original: 'Gift wrap' },
          price: '3.50',
          quantity: 2,
          itemType: { preset: 'PHYSICAL' as never },
        },
      ],
    });
    // The SDK's Cart, Checkout and Order have `lineItems` alone: a custom line is one of them,
    // with no catalogue reference, marked `customLineItem`.
    const custom = {
      productName: { original: 'Gift wrap' },
      quantity: 2,
      customLineItem: true,
      lineItemPrice: expect.objectContaining({ amount: '7.00' }),
    };
    expect(cart).not.toHaveProperty('customLineItems');
    expect(cart?.lineItems).toEqual([
      expect.objectContaining({ catalogReference, customLineItem: false }),
      expect.objectContaining(custom),
    ]);
    expect(cart?.lineItems?.[1]).not.toHaveProperty('catalogReference');
    // No stock kept for it; it ships, being a physical item.
    expect(cart?.lineItems?.[1]).toMatchObject({
      availability: { status: 'AVAILABLE' },
      physicalProperties: { shippable: true },
    });
    const totals = await staff.currentCart.estimateCurrentCartTotals({});
    expect(totals.cart?.lineItems?.map((l) => l.customLineItem)).toEqual([false, true]);
    expect(totals.calculatedLineItems?.map((l) => l.lineItemId)).toEqual(
      cart?.lineItems?.map((l) => l._id),
    );
    const { checkoutId } = await staff.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB' as never,
    });
    const made = await staff.checkout.getCheckout(checkoutId!);
    expect(made).not.toHaveProperty('customLineItems');
    expect(made.lineItems?.map((l) => [l._id, l.customLineItem])).toEqual(
      cart?.lineItems?.map((l) => [l._id, l.customLineItem]),
    );
    const orderId = await payCheckout(staff, checkoutId!, 'sdk-custom@example.com');
    const order = await staff.ecomOrders.getOrder(orderId);
    expect(order).not.toHaveProperty('customLineItems');
    expect(order.lineItems?.map((l) => l.productName?.original)).toEqual([
      cart?.lineItems?.[0]?.productName?.original,
      'Gift wrap',
    ]);
  });

  it('reads checkouts and orders stored when custom lines were kept apart with them in lineItems', async () => {
    const staff = admin();
    const catalogReference = { appId: STORES, catalogItemId: 'prod-enamel-pin-set' };
    await staff.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference, quantity: 1 }],
      customLineItems: [
        {
          productName: { original: 'Gift wrap' },
          price: '3.50',
          itemType: { preset: 'PHYSICAL' as never },
        },
      ],
    });
    const { checkoutId } = await staff.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB' as never,
    });
    // The checkout as it was frozen before: its custom line apart, in `customLineItems`.
    const { db } = sandbox().platform;
    const stored = db.checkouts.get(checkoutId!)!;
    const [pins, wrap] = stored.estimate.cart.lineItems as Record<string, unknown>[];
    const { customLineItem: _flag, ...apart } = wrap!;
    db.checkouts.put({
      ...stored,
      estimate: {
        ...stored.estimate,
        cart: { ...stored.estimate.cart, lineItems: [pins], customLineItems: [apart] },
      },
    });
    const made = await staff.checkout.getCheckout(checkoutId!);
    expect(made.lineItems?.map((l) => [l.productName?.original, l.customLineItem])).toEqual([
      ['Enamel Pin Set', false],
      ['Gift wrap', true],
    ]);
    const orderId = await payCheckout(staff, checkoutId!, 'sdk-frozen@example.com');
    const names = async () =>
      (await staff.ecomOrders.getOrder(orderId)).lineItems?.map((l) => l.productName?.original);
    expect(await names()).toEqual(['Enamel Pin Set', 'Gift wrap']);
    // An order stored with its custom line apart reads the same.
    const order = db.storeOrders.get(orderId)!;
    db.storeOrders.put({ ...order, lineItems: [pins], customLineItems: [apart] });
    expect(await names()).toEqual(['Enamel Pin Set', 'Gift wrap']);
  });

  it('finds an event, reserves tickets, checks out and cancels a reservation', async () => {
    const client = visitor();
    const { items } = await client.wixEventsV2.queryEvents().eq('status', 'UPCOMING').find();
    expect(items.length).toBeGreaterThan(0);
    const { event } = await client.wixEventsV2.getEventBySlug('open-mic-night', {
      fields: ['URLS'],
    });
    // The page's { base, path }, which the SDK joins into the address.
    expect(event?.eventPageUrl).toBe(`${sandbox().url}/hosted/events/open-mic-night`);
    // The venue's address in the platform's REST form, which the SDK renames as it reads it.
    expect(event?.location?.address).toMatchObject({
      formatted: '12 Harbour Street, Portland, OR 97209, USA',
      addressLine1: '12 Harbour Street',
    });
    const tickets = await client.orders.listAvailableTickets({ eventId: event!._id!, limit: 100 });
    const free = tickets.definitions![0]!;
    // Money as the SDK reads it: `value` (and the deprecated `amount`).
    expect(free.price).toMatchObject({ value: '0.00', amount: '0.00', currency: 'USD' });
    const reservation = await client.orders.createReservation(event!._id!, {
      ticketQuantities: [{ ticketDefinitionId: free._id!, quantity: 2 }],
    });
    const done = await client.orders.checkout(event!._id!, {
      reservationId: reservation._id!,
      guests: SDK_GUESTS,
    });
    expect(done.order?.status).toBe('FREE');
    // A read returns the fieldsets it names: the SDK's query array, as the platform reads it.
    const order = { eventId: event!._id!, orderNumber: done.order!.orderNumber! };
    const read = await client.orders.getOrder(order, { fieldset: ['DETAILS', 'INVOICE'] });
    expect(read).toMatchObject({ status: 'FREE', email: 'ada@example.com', ticketsQuantity: 2 });
    expect(read.invoice?.items?.[0]?.quantity).toBe(2);
    expect(read.tickets).toBeUndefined();
    const bare = await client.orders.getOrder(order);
    expect(bare.orderNumber).toBe(order.orderNumber);
    expect(bare.status).toBeUndefined();
    const held = await client.orders.createReservation(event!._id!, {
      ticketQuantities: [{ ticketDefinitionId: free._id!, quantity: 1 }],
    });
    await client.orders.cancelReservation(held._id!, event!._id!);
    // The admin's updates name their paths in a field mask, which the SDK sends comma-joined.
    const staff = admin();
    const archived = await staff.orders.updateOrder(order, {
      fields: ['archived'],
      archived: true,
    });
    expect(archived.order?.archived).toBe(true);
    const unmasked = await staff.orders.updateOrder(order, {
      fields: ['checkoutForm'],
      archived: false,
    });
    expect(unmasked.order?.archived).toBe(true);
    const bulk = await staff.orders.bulkUpdateOrders(order.eventId, {
      orderNumber: [order.orderNumber],
      fields: ['archived'],
      archived: false,
    });
    expect(bulk.orders?.[0]?.archived).toBe(false);
  });

  it("archives only an order in the list and restores only an archived one, refusing others with the SDK's code", async () => {
    const client = visitor();
    const event = 'evt-open-mic-night';
    const place = async () => {
      const reservation = await client.orders.createReservation(event, {
        ticketQuantities: [{ ticketDefinitionId: `${event}-t1`, quantity: 1 }],
      });
      const done = await client.orders.checkout(event, {
        reservationId: reservation._id!,
        guests: SDK_GUESTS,
      });
      return done.order!.orderNumber!;
    };
    const [first, second] = [await place(), await place()];
    const staff = admin();
    // 428, as Update Order and Bulk Update Orders list their one error: Failed Precondition
    // (dev.wix.com/docs/rest/business-solutions/events/orders/update-order, …/bulk-update-orders).
    const refusal = (orderNumbers: string[]) => ({
      status: 428,
      details: { applicationError: { code: 'ORDER_ACTION_NOT_AVAILABLE', data: { orderNumbers } } },
    });
    const archived = async (orderNumber: string) =>
      (await staff.orders.getOrder({ eventId: event, orderNumber }, { fieldset: ['DETAILS'] }))
        .archived;

    // Not archived: it cannot be restored.
    await expect(
      staff.orders.updateOrder(
        { eventId: event, orderNumber: first },
        { fields: ['archived'], archived: false },
      ),
    ).rejects.toMatchObject(refusal([first]));
    await staff.orders.updateOrder(
      { eventId: event, orderNumber: first },
      { fields: ['archived'], archived: true },
    );
    // Archived: not again, whether alone or with others; all or none, the other stays listed.
    await expect(
      staff.orders.updateOrder(
        { eventId: event, orderNumber: first },
        { fields: ['archived'], archived: true },
      ),
    ).rejects.toMatchObject(refusal([first]));
    await expect(
      staff.orders.bulkUpdateOrders(event, {
        orderNumber: [second, first],
        fields: ['archived'],
        archived: true,
      }),
    ).rejects.toMatchObject(refusal([first]));
    expect(await archived(second)).toBe(false);
    await expect(
      staff.orders.bulkUpdateOrders(event, {
        orderNumber: [first, second],
        fields: ['archived'],
        archived: false,
      }),
    ).rejects.toMatchObject(refusal([second]));
    expect(await archived(first)).toBe(true);
    // Each from the state that allows it: done.
    const restored = await staff.orders.bulkUpdateOrders(event, {
      orderNumber: [first],
      fields: ['archived'],
      archived: false,
    });
    expect(restored.orders?.[0]?.archived).toBe(false);
  });

  it("captures or voids only an authorised payment, refusing others with the SDK's code", async () => {
    const jazz = 'evt-small-hours-jazz-trio';
    const client = visitor();
    const reservation = await client.orders.createReservation(jazz, {
      ticketQuantities: [{ ticketDefinitionId: `${jazz}-t1`, quantity: 1 }],
    });
    const { order } = await client.orders.checkout(jazz, {
      reservationId: reservation._id!,
      guests: SDK_GUESTS,
    });
    expect(order?.status).toBe('INITIATED');
    // 428: Capture Authorized Payment lists its one error under Failed Precondition
    // (dev.wix.com/docs/sdk/backend-modules/events/orders/capture-authorized-payment).
    const refused = {
      status: 428,
      details: { applicationError: { code: 'ORDER_STATUS_NOT_AUTHORIZED' } },
    };
    const staff = admin();
    await expect(
      staff.orders.captureAuthorizedPayment(order!.orderNumber!, { eventId: jazz }),
    ).rejects.toMatchObject(refused);
    await expect(
      staff.orders.voidAuthorizedPayment(order!.orderNumber!, { eventId: jazz }),
    ).rejects.toMatchObject(refused);
  });

  it('queries ticket definitions: the available ones for anyone, all of them by the admin', async () => {
    const eventId = 'evt-velvet-static-release';
    const { ticketDefinitions: available } =
      await visitor().ticketDefinitionsV2.queryAvailableTicketDefinitions(
        { filter: { eventId } },
        { fields: ['EVENT_DETAILS'] },
      );
    expect(available).toHaveLength(5);
    const [first] = available ?? [];
    expect(first?.pricingMethod?.fixedPrice).toEqual({ value: '25.00', currency: 'USD' });
    expect(first?._createdDate).toBeInstanceOf(Date);
    expect(first?.eventDetails?.eventPageUrl).toBe(
      `${sandbox().url}/hosted/events/the-velvet-static-album-release-show`,
    );
    const page = await admin()
      .ticketDefinitionsV2.queryTicketDefinitions({ fields: ['SALES_DETAILS'] })
      .eq('eventId', eventId)
      .ascending('name')
      .limit(3)
      .find();
    expect(page.items.map((d) => d.name)).toEqual([
      'Balcony Seat',
      'Early Bird',
      'General Admission',
    ]);
    expect(page.items[0]?.salesDetails).toMatchObject({ unsoldCount: 30, soldOut: false });
    const rest = await page.next();
    expect(rest.items.map((d) => [d.eventId, d.name])).toEqual([
      [eventId, 'Pay What You Can'],
      [eventId, 'VIP Meet and Greet'],
    ]);
    expect(rest.hasNext()).toBe(false);
    const one = await admin().ticketDefinitionsV2.getTicketDefinition(first!._id!);
    expect(one.name).toBe('General Admission');
    await expect(
      visitor().ticketDefinitionsV2.queryTicketDefinitions().find(),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'PERMISSION_DENIED' } } });
  });

  it('counts the available ticket definitions, as the available query lists them', async () => {
    const album = 'evt-velvet-static-release';
    const jazz = 'evt-small-hours-jazz-trio';
    const count = async (filter?: Record<string, unknown>) =>
      (await visitor().ticketDefinitionsV2.countAvailableTicketDefinitions({ filter })).metadata
        ?.count;
    // The album show's five, sold out (Early Bird) and not on sale yet (VIP) too: none hidden.
    expect(await count({ eventId: album })).toBe(5);
    expect(await count({ eventId: { $in: [album, jazz] } })).toBe(6);
    // Without a filter, every published event's: what the available query lists.
    const { ticketDefinitions } =
      await visitor().ticketDefinitionsV2.queryAvailableTicketDefinitions({
        paging: { limit: 100 },
      });
    expect(await count()).toBe(ticketDefinitions!.filter((d) => !d.hidden).length);
    await expect(count({ eventId: { $regex: 'evt' } })).rejects.toMatchObject({
      details: { applicationError: { code: 'FILTER_PARSER_ERROR' } },
    });
  });

  it('refuses an events filter it cannot apply with the FILTER_PARSER_ERROR the SDK declares', async () => {
    const client = visitor();
    const unparsable = { details: { applicationError: { code: 'FILTER_PARSER_ERROR' } } };
    await expect(
      client.wixEventsV2.countEventsByStatus({ filter: { title: { $regex: 'Night' } } }),
    ).rejects.toMatchObject(unparsable);
    // `$in` needs a list of values.
    await expect(
      client.wixEventsV2
        .queryEvents()
        .in('title', 'Open Mic Night' as never)
        .find(),
    ).rejects.toMatchObject(unparsable);
    // A filter it can apply still counts and lists.
    const { facets } = await client.wixEventsV2.countEventsByStatus({
      filter: { title: { $startsWith: 'Open Mic' } },
    });
    expect(facets?.status?.counts).toEqual({ UPCOMING: 1 });
  });

  it("lists a category's events, a page at a time", async () => {
    const client = visitor();
    const rock = await client.wixEventsV2.listEventsByCategory('cat-rock', {
      fields: ['CATEGORIES'],
    });
    expect(rock.events?.map((e) => e.title)).toEqual([
      'Opening Night Retrospective',
      'The Velvet Static Album Release Show',
    ]);
    expect(rock.pagingMetadata).toMatchObject({ count: 2, offset: 0, total: 2 });
    // The platform's EventCategories, which the SDK reads as an object holding the list.
    const [category] = (rock.events![1] as { categories?: { categories?: object[] } }).categories!
      .categories!;
    expect(category).toMatchObject({ _id: 'cat-rock', name: 'Rock' });
    expect((category as { _createdDate?: unknown })._createdDate).toBeInstanceOf(Date);
    const second = await client.wixEventsV2.listEventsByCategory('cat-rock', {
      paging: { limit: 1, offset: 1 },
    });
    expect(second.events?.map((e) => e.title)).toEqual(['The Velvet Static Album Release Show']);
    expect(second.pagingMetadata).toMatchObject({ count: 1, offset: 1, total: 2 });
    // Without the field set, no categories; a category without events lists none.
    expect((second.events![0] as { categories?: unknown }).categories).toBeUndefined();
    const none = await client.wixEventsV2.listEventsByCategory('cat-no-such-thing');
    expect([none.events, none.pagingMetadata?.total]).toEqual([[], 0]);
  });

  it('asks to be told when an item is back, and the admin reports it', async () => {
    const client = visitor();
    const { items } = await client.products.queryProducts().eq('slug', 'sold-out-tour-tee').find();
    const catalogReference = { appId: STORES, catalogItemId: items[0]!._id! };
    const created = await client.backInStockNotifications.createBackInStockNotificationRequest(
      { catalogReference, email: 'sdk@example.com', itemUrl: 'http://localhost:5173/p' },
      { name: 'ignored', price: '1' },
    );
    expect(created.status).toBe('RECEIVED');
    // The same email for the same item again: the code the SDK declares, naming the request.
    await expect(
      client.backInStockNotifications.createBackInStockNotificationRequest(
        { catalogReference, email: 'sdk@example.com', itemUrl: 'http://localhost:5173/p' },
        { name: 'ignored', price: '1' },
      ),
    ).rejects.toMatchObject({
      details: {
        applicationError: {
          code: 'BACK_IN_STOCK_NOTIFICATION_REQUEST_ALREADY_EXISTS',
          data: { requestId: created._id },
        },
      },
    });
    const read = await client.backInStockNotifications.getBackInStockNotificationRequest(
      created._id!,
    );
    expect(read._id).toBe(created._id);
    const staff = admin();
    const counts =
      await staff.backInStockNotifications.getBackInStockNotificationRequestsCountByCatalogReferences(
        [catalogReference],
      );
    expect(counts.countsPerCatalogReference![0]!.count).toBeGreaterThan(0);
    const listed = await staff.backInStockNotifications
      .queryBackInStockNotificationRequests()
      .eq('status', 'RECEIVED')
      .find();
    expect(listed.items.some((r) => r._id === created._id)).toBe(true);
    const marked = await staff.backInStockNotifications.markAsNotificationSent(created._id!);
    expect(marked.request?.status).toBe('NOTIFICATION_SENT');
    await client.backInStockNotifications.deleteBackInStockNotificationRequest(created._id!);
    // The report names the item or, as the SDK also allows, only the requests to tell.
    const again = await client.backInStockNotifications.createBackInStockNotificationRequest(
      { catalogReference, email: 'sdk-ids@example.com', itemUrl: 'http://localhost:5173/p' },
      { name: 'Tee', price: '1' },
    );
    await staff.backInStockNotifications.reportItemsBackInStock(
      { name: 'Sold Out Tour Tee', price: '25' },
      { requestIds: [again._id!] },
    );
    const told = await staff.backInStockNotifications.getBackInStockNotificationRequest(again._id!);
    expect(told.status).toBe('NOTIFICATION_SENT');
    await expect(
      staff.backInStockNotifications.reportItemsBackInStock({ name: 'x', price: '1' }),
    ).rejects.toMatchObject({
      details: {
        validationError: { fieldViolations: [{ violatedRule: 'REQUIRED_ONE_OF_FIELD' }] },
      },
    });
    // The errors the SDK declares for these two calls, in its codes.
    await expect(
      staff.backInStockNotifications.reportItemsBackInStock(
        { name: 'x', price: '1' },
        { catalogReference, requestIds: [again._id!] },
      ),
    ).rejects.toMatchObject({
      details: {
        applicationError: { code: 'REQUEST_CONTAINS_BOTH_CATALOG_REFERENCE_AND_REQUEST_IDS' },
      },
    });
    await expect(
      staff.backInStockNotifications.markAsNotificationSent(created._id!),
    ).rejects.toMatchObject({
      status: 404,
      details: { applicationError: { code: 'BACK_IN_STOCK_NOTIFICATION_REQUEST_NOT_FOUND' } },
    });
  });

  it('pages a filtered query by cursor: next() sends the cursor alone, the filter stays', async () => {
    const client = visitor();
    const [pageA, pageB] = ['http://localhost:5173/cursor-a', 'http://localhost:5173/cursor-b'];
    for (const [slug, itemUrl] of [
      ['sold-out-tour-tee', pageA],
      ['sticker-pack', pageB],
      ['enamel-pin-set', pageA],
    ] as const) {
      const catalogReference = { appId: STORES, catalogItemId: `prod-${slug}` };
      await client.backInStockNotifications.createBackInStockNotificationRequest(
        { catalogReference, email: 'cursor@example.com', itemUrl },
        { name: slug },
      );
    }
    const first = await admin()
      .backInStockNotifications.queryBackInStockNotificationRequests()
      .eq('itemUrl', pageA)
      .limit(1)
      .find();
    expect(first.items.map((r) => r.itemUrl)).toEqual([pageA]);
    const second = await first.next();
    expect(second.items.map((r) => r.itemUrl)).toEqual([pageA]);
    expect(second.items[0]!._id).not.toBe(first.items[0]!._id);
    expect(second.hasNext()).toBe(false);
  });

  it('registers, verifies the emailed code and logs in', async () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    const registered = await auth.register({
      email: 'sdk-new@example.com',
      password: 'sdk-pass-1',
    });
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const outbox = await sandbox().control<{ emails: { data: { code: string } }[] }>(
      'GET',
      'outbox?to=sdk-new@example.com',
    );
    const code = outbox.body.emails.at(-1)!.data.code;
    // A wrong code is the one error VerifyDuringAuthenticationApplicationErrors declares.
    await expect(
      auth.processVerification({ verificationCode: code === '000000' ? '000001' : '000000' }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'VERIFICATION_FAILED' } } });
    const verified = await auth.processVerification({ verificationCode: code });
    expect(verified.loginState).toBe('SUCCESS');
    const login = await auth.login({ email: 'sdk-new@example.com', password: 'sdk-pass-1' });
    expect(login).toMatchObject({
      loginState: 'SUCCESS',
      data: { sessionToken: expect.any(String) },
    });
    const wrong = await auth.login({ email: 'sdk-new@example.com', password: 'nope-nope' });
    expect(wrong).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    const invalid = await auth.register({ email: 'not-an-email', password: 'sdk-pass-1' });
    expect(invalid).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    // A malformed email or an empty password is a failure to show, not a TypeError.
    for (const bad of [
      { email: 'not-an-email', password: 'sdk-pass-1' },
      { email: 'sdk-new@example.com', password: '' },
    ]) {
      expect(await auth.login(bad)).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'invalidEmail',
      });
    }
  });

  it('recovers a password from the emailed token, answering the signed-in state recover() declares', async () => {
    const client = visitor();
    await client.recovery.sendRecoveryEmail('reset@example.com');
    const outbox = await sandbox().control<{ emails: { data: { recoveryToken?: string } }[] }>(
      'GET',
      'outbox?to=reset@example.com',
    );
    const recoveryToken = outbox.body.emails.at(-1)!.data.recoveryToken!;
    // RecoverResponse is a StateMachineResponse: `state` and `identity` always present.
    const recovered = await client.recovery.recover(recoveryToken, { password: 'sdk-recovered-1' });
    expect(recovered).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: { email: { address: 'reset@example.com' } },
    });
    // The member who had to reset their password now logs in with the new one.
    const login = await client.authentication.loginV2(
      { email: 'reset@example.com' },
      { password: 'sdk-recovered-1' },
    );
    expect(login.state).toBe('SUCCESS');
    // The token is spent: a second use is the code the SDK reads.
    await expect(
      client.recovery.recover(recoveryToken, { password: 'sdk-recovered-2' }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'INVALID_RECOVERY_TOKEN' } } });
  });

  it('logs a member in on the hosted page with PKCE, then out', async () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    const oauthData = auth.generateOAuthData(REDIRECT);
    const { authUrl } = await auth.getAuthUrl(oauthData);
    const page = await sandbox().fetch(authUrl);
    expect(page.status).toBe(200);
    const form = /action="([^"]+)"/.exec(await page.text())![1]!;
    const submitted = await sandbox().fetch(new URL(form, authUrl), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ email: 'member@example.com', password: 'demo-password' }),
    });
    const back = submitted.headers.get('location')!;
    expect(back.startsWith(REDIRECT)).toBe(true);
    const { code, state } = auth.parseFromUrl(back);
    const tokens = await auth.getMemberTokens(code!, state!, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);
    const { logoutUrl } = await auth.logout('http://localhost:5173/');
    expect((await sandbox().fetch(logoutUrl, { redirect: 'manual' })).status).toBeLessThan(400);
    expect(auth.loggedIn()).toBe(false);
    // The page, opened without the hosted login's cookie, still ended the member's tokens.
    const me = await sandbox().call('GET', '/v1/members/my', { token: tokens.accessToken.value });
    expect(me.status).toBe(401);
    const renewed = await sandbox().call('POST', '/oauth2/token', {
      body: {
        grantType: 'refresh_token',
        clientId: CLIENT_ID,
        refresh_token: tokens.refreshToken.value,
      },
    });
    expect(renewed.status).toBe(400);
  });

  it('gets member tokens for an external login (authorized_client)', async () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    auth.setTokens(await auth.generateVisitorTokens());
    const tokens = await auth.getMemberTokensForExternalLogin('member-demo', ADMIN_KEY);
    expect(tokens.refreshToken.role).toBe('member');
    // @wix/members' getCurrentMember (GET /members/v1/members/my; the module is not installed
    // here): by default the PUBLIC fieldset, the id and profile with the statuses UNKNOWN; with
    // FULL the statuses its Member declares non-null, the login email and the contact.
    const my = (fieldsets: string) =>
      sandbox()
        .fetch(`${sandbox().url}/members/v1/members/my${fieldsets}`, {
          headers: { authorization: tokens.accessToken.value },
        })
        .then((answer) => answer.json());
    const { member: publicView } = await my('');
    expect(publicView).toMatchObject({ id: 'member-demo', status: 'UNKNOWN' });
    expect(publicView).not.toHaveProperty('loginEmail');
    expect(publicView).not.toHaveProperty('contact');
    expect((await my('?fieldsets=FULL')).member).toMatchObject({
      id: 'member-demo',
      loginEmail: expect.any(String),
      contact: { firstName: expect.any(String) },
      status: 'APPROVED',
      privacyStatus: 'PUBLIC',
      activityStatus: 'ACTIVE',
    });
    await expect(auth.getMemberTokensForExternalLogin('member-demo', 'wrong')).rejects.toThrow(
      'Failed to fetch tokens from OAuth API',
    );
  });

  it('signs a member on by email with an API key (sign-on, then authorized_client)', async () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    // The SDK signs on with `<visitor access token>,<API key>`, as its external login does.
    const tokens = await auth.getMemberTokensForExternalLoginWithSession(
      'member@example.com',
      ADMIN_KEY,
    );
    expect(tokens.refreshToken.role).toBe('member');
    await expect(
      auth.getMemberTokensForExternalLoginWithSession('member@example.com', 'wrong'),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'UNAUTHENTICATED' } } });
  });

  it("clones, cancels and deletes an event, answering as the SDK's types declare", async () => {
    const staff = admin();
    const { event: copy } = await staff.wixEventsV2.cloneEvent('evt-open-mic-night', {
      event: { title: 'Open Mic Night (copy)' },
      draft: true,
    });
    expect(copy).toMatchObject({ title: 'Open Mic Night (copy)', status: 'DRAFT' });
    const { event: published } = await staff.wixEventsV2.publishDraftEvent(copy!._id!);
    // Both refusals are 428, as Publish Draft Event and Cancel Event list them: Failed Precondition
    // (dev.wix.com/docs/sdk/backend-modules/events/wix-events-v2/publish-draft-event, …/cancel-event).
    await expect(staff.wixEventsV2.publishDraftEvent(copy!._id!)).rejects.toMatchObject({
      status: 428,
      details: { applicationError: { code: 'EVENT_ALREADY_PUBLISHED' } },
    });
    const { event: cancelled } = await staff.wixEventsV2.cancelEvent(published!._id!);
    expect(cancelled?.status).toBe('CANCELED');
    // Cancelling again is the one code CancelEventApplicationErrors declares.
    await expect(staff.wixEventsV2.cancelEvent(copy!._id!)).rejects.toMatchObject({
      status: 428,
      details: { applicationError: { code: 'INVALID_EVENT_STATUS_TRANSITION' } },
    });
    // DeleteEventResponse declares the deleted event's id always present.
    expect(await staff.wixEventsV2.deleteEvent(copy!._id!)).toEqual({ eventId: copy!._id });
    await expect(staff.wixEventsV2.getEvent(copy!._id!)).rejects.toMatchObject({
      details: { applicationError: { code: 'NOT_FOUND' } },
    });
  });

  it("links media to an option's choice and unlinks it, named as the SDK's MediaAssignmentToChoice", async () => {
    const staff = admin();
    const { product } = await staff.products.createProduct({
      name: 'SDK Tee',
      productType: 'physical' as never,
      priceData: { price: 20 },
      productOptions: [
        {
          name: 'Size',
          optionType: 'drop_down' as never,
          choices: [
            { value: 'S', description: 'Small' },
            { value: 'M', description: 'Medium' },
          ],
        },
      ],
    });
    const id = product!._id!;
    await staff.products.addProductMedia(id, [{ url: 'https://example.com/small.jpg' }]);
    const mediaId = (await staff.products.getProduct(id)).product!.media!.items![0]!._id!;
    const choices = async () =>
      (await staff.products.getProduct(id)).product!.productOptions![0]!.choices!.map((c) =>
        (c.media?.items ?? []).map((m) => m._id),
      );
    await staff.products.addProductMediaToChoices(id, [
      { option: 'Size', choice: 'S', mediaIds: [mediaId] },
    ]);
    expect(await choices()).toEqual([[mediaId], []]);
    await staff.products.removeProductMediaFromChoices(id, [
      { option: 'Size', choice: 'S', mediaIds: [mediaId] },
    ]);
    expect(await choices()).toEqual([[], []]);
  });

  it('runs elevated calls with an API key, and refuses them to visitors', async () => {
    const staff = admin();
    const { product } = await staff.products.createProduct({
      name: 'SDK Mug',
      productType: 'physical' as never,
      priceData: { price: 12 },
    });
    expect(product?.name).toBe('SDK Mug');
    await staff.products.updateProduct(product!._id!, { name: 'SDK Mug 2' });
    await staff.products.deleteProduct(product!._id!);
    // A custom line's price is a decimal string, as the SDK types and sends it.
    await staff.currentCart.addToCurrentCart({
      customLineItems: [
        {
          productName: { original: 'Gift wrap' },
          price: '3.50',
          quantity: 2,
          itemType: { preset: 'PHYSICAL' as never },
        },
      ],
    });
    const { priceSummary } = await staff.currentCart.estimateCurrentCartTotals({});
    expect(priceSummary?.subtotal?.amount).toBe('7.00');
    await staff.currentCart.deleteCurrentCart();
    const event = await staff.wixEventsV2.createEvent(
      {
        title: 'SDK Night',
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 86_400_000),
          endDate: new Date(Date.now() + 90_000_000),
          timeZoneId: 'Europe/Lisbon',
        },
        location: { type: 'VENUE' as never, address: { formatted: 'Harbour Street 12' } },
        registration: { initialType: 'RSVP' as never },
      } as never,
      { draft: true },
    );
    // An update names only what it changes: the zone alone, the venue's address alone.
    const moved = await staff.wixEventsV2.updateEvent(event._id!, {
      event: {
        dateAndTimeSettings: { timeZoneId: 'America/New_York' },
        location: { address: { addressLine1: 'Quay Road 3', city: 'Lisbon' } },
      },
    });
    expect(moved.dateAndTimeSettings).toMatchObject({
      timeZoneId: 'America/New_York',
      startDate: event.dateAndTimeSettings?.startDate,
    });
    expect(moved.location).toMatchObject({
      type: 'VENUE',
      address: { addressLine1: 'Quay Road 3' },
    });
    await expect(
      staff.wixEventsV2.updateEvent(event._id!, {
        event: { dateAndTimeSettings: { timeZoneId: 'Mars/Olympus_Mons' } },
      }),
    ).rejects.toMatchObject({
      details: {
        validationError: {
          fieldViolations: [{ field: 'options.event.dateAndTimeSettings.timeZoneId' }],
        },
      },
    });
    const published = await staff.wixEventsV2.publishDraftEvent(event._id!);
    expect(published.event?.status).toBe('UPCOMING');
    await expect(
      visitor().products.createProduct({ name: 'x', productType: 'physical' as never }),
    ).rejects.toMatchObject({ details: { applicationError: expect.anything() } });
  });
});
