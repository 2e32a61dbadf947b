import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, STORES, adminClientFor, clientFor, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const TEE = 'prod-lantern-room-logo-tee';

describe('catalogue', () => {
  it('queries products through the client with filter, sort and paging', async () => {
    const client = clientFor(sandbox());
    const all = await client.catalog.queryProducts({ paging: { limit: 100 } });
    expect(all.products.length).toBeGreaterThanOrEqual(24);
    const cheap = await client.catalog.queryProducts({
      filter: { price: { $lt: 15 }, collectionIds: { $hasSome: ['col-accessories'] } },
      sort: [{ fieldName: 'price', order: 'DESC' }],
      paging: { limit: 2, offset: 0 },
    });
    expect(cheap.products).toHaveLength(2);
    expect(cheap.products[0]!.price?.price).toBeGreaterThanOrEqual(
      cheap.products[1]!.price!.price!,
    );
    expect(cheap.metadata?.total).toBeGreaterThan(2);
    // The platformized answer has no `totalResults` (that is the older query's), and a page
    // holds at most 100, as the SDK's PlatformPaging says.
    expect(all).not.toHaveProperty('totalResults');
    await expect(client.catalog.queryProducts({ paging: { limit: 101 } })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    const statuses = new Set(all.products.map((p) => p.stock?.inventoryStatus));
    expect(statuses).toEqual(new Set(['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK']));
  });

  it('serves collections, variants, option availability and SVG media', async () => {
    const client = clientFor(sandbox());
    const { collection } = await client.catalog.getCollectionBySlug('apparel');
    expect(collection.numberOfProducts).toBeGreaterThan(3);
    const { product } = await client.catalog.getProduct(TEE);
    expect(product.productOptions?.[0]?.optionType).toBe('color');
    const avail = await client.catalog.productOptionsAvailability(TEE, {
      Color: '#c0392b',
      Size: 'XL',
    });
    expect(avail.availableForPurchase).toBe(false);
    // A full choice names its variant as the SDK's VariantData: its price under `price`.
    const chosen = await client.catalog.productOptionsAvailability(TEE, {
      Color: '#111111',
      Size: 'S',
    });
    expect(chosen.selectedVariant).toMatchObject({ price: { price: 25 }, inStock: true });
    const image = await sandbox().fetch(product.media!.mainMedia!.image!.url!);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('refuses catalogue writes to visitors and accepts them from the admin', async () => {
    const token = await sandbox().visitor();
    const denied = await sandbox().call('POST', '/v1/products', {
      token,
      body: { product: { name: 'X', priceData: { price: 1 } } },
    });
    expect(denied.status).toBe(403);
    const admin = adminClientFor(sandbox());
    const { product } = await admin.catalogAdmin.createProduct({
      name: 'Tour Bandana',
      priceData: { price: 9 },
      productOptions: [
        {
          optionType: 'drop_down',
          name: 'Colour',
          choices: [
            { value: 'Red', description: 'Red' },
            { value: 'Blue', description: 'Blue' },
          ],
        },
      ],
      stock: { trackInventory: true, quantity: 5 },
    });
    expect(product.variants).toHaveLength(2);
    await admin.catalogAdmin.bulkAdjustProductProperties({ price: { percentage: { rate: 100 } } }, [
      product.id,
    ]);
    expect((await clientFor(sandbox()).catalog.getProduct(product.id)).product.price?.price).toBe(
      18,
    );
  });
});

describe('price range', () => {
  it("is the lowest and highest of the variants' prices, not the product's own (the SDK's priceRange)", async () => {
    const admin = { token: ADMIN_KEY };
    const size = { optionType: 'drop_down', name: 'Size' };
    const created = await sandbox().call<{ product: { id: string } }>('POST', '/v1/products', {
      ...admin,
      body: {
        product: {
          name: 'Range Hoodie',
          priceData: { price: 10 },
          productOptions: [
            { ...size, choices: ['S', 'M'].map((v) => ({ value: v, description: v })) },
          ],
        },
      },
    });
    const id = created.body.product.id;
    await sandbox().call('PATCH', `/v1/products/${id}/variants`, {
      ...admin,
      body: {
        variants: [
          { choices: { Size: 'S' }, price: 20 },
          { choices: { Size: 'M' }, price: 30 },
        ],
      },
    });
    const { product } = await clientFor(sandbox()).catalog.getProduct(id);
    expect(product.priceRange).toEqual({ minValue: 20, maxValue: 30 });
  });
});

describe('catalogue updates', () => {
  const admin = { token: ADMIN_KEY };

  it('change only the fields they name: a new name keeps options, variants, description and discount', async () => {
    const size = { optionType: 'drop_down', name: 'Size' };
    const created = await sandbox().call<{ product: { id: string } }>('POST', '/v1/products', {
      ...admin,
      body: {
        product: {
          name: 'Rename Me',
          description: '<p>Warm</p>',
          sku: 'RM-1',
          discount: { type: 'PERCENT', value: 10 },
          priceData: { price: 40 },
          productOptions: [
            { ...size, choices: ['S', 'M'].map((v) => ({ value: v, description: v })) },
          ],
          additionalInfoSections: [{ title: 'Care', description: 'Cold wash' }],
        },
      },
    });
    const id = created.body.product.id;
    const before = (await clientFor(sandbox()).catalog.getProduct(id)).product;
    await sandbox().call('PATCH', `/v1/products/${id}`, {
      ...admin,
      body: { product: { name: 'Renamed' } },
    });
    const after = (await clientFor(sandbox()).catalog.getProduct(id)).product;
    expect(after.name).toBe('Renamed');
    expect(after).toMatchObject({
      description: before.description,
      sku: before.sku,
      discount: before.discount,
      productOptions: before.productOptions,
      additionalInfoSections: before.additionalInfoSections,
    });
    // The same variants (a cart line names one by id), at the discounted price.
    expect(after.variants!.map((v) => v.id)).toEqual(before.variants!.map((v) => v.id));
    expect(after.price?.discountedPrice).toBe(36);
  });

  it("change only the fields they name: a hidden collection's new name keeps it hidden", async () => {
    const created = await sandbox().call<{ collection: { id: string } }>(
      'POST',
      '/v1/collections',
      { ...admin, body: { collection: { name: 'Backroom', visible: false } } },
    );
    const id = created.body.collection.id;
    const renamed = await sandbox().call<{ collection: { visible: boolean } }>(
      'PATCH',
      `/v1/collections/${id}`,
      { ...admin, body: { collection: { name: 'Back room' } } },
    );
    expect(renamed.body.collection.visible).toBe(false);
  });
});

describe('cart and hosted store checkout', () => {
  it('does not grow a Stores line for an item named under another app', async () => {
    const client = clientFor(sandbox());
    const item = (appId: string) => ({
      lineItems: [
        {
          catalogReference: { catalogItemId: TEE, appId, options: { variantId: `${TEE}-v2` } },
          quantity: 1,
        },
      ],
    });
    await client.cart.addToCurrentCart(item(STORES) as never);
    const other = await sandbox().call('POST', '/v1/carts/current/add-to-cart', {
      token: client.auth.getTokens().accessToken.value,
      body: item('not-an-app'),
    });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({
      details: { applicationError: { code: 'CATALOG_ITEM_NOT_FOUND' } },
    });
    const { cart } = await client.cart.getCurrentCart();
    expect(cart.lineItems!.map((line) => line.quantity)).toEqual([1]);
  });

  it('prices lines from the catalogue, checks stock, applies SAVE10 and checks out', async () => {
    const client = clientFor(sandbox());
    const { cart } = await client.cart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: {
            catalogItemId: TEE,
            appId: STORES,
            options: { variantId: `${TEE}-v2` },
          },
          quantity: 2,
        },
      ],
    } as never);
    expect(cart.subtotal?.amount).toBe('50.00');
    const tooMany = await sandbox().call('POST', '/v1/carts/current/update-line-items-quantity', {
      token: client.auth.getTokens().accessToken.value,
      body: { lineItems: [{ id: cart.lineItems![0]!.id, quantity: 999 }] },
    });
    expect(tooMany.status).toBe(409);
    // The SDK's bounds on a line's quantity (1 to 100,000): 0 is refused, not a removal.
    const token = client.auth.getTokens().accessToken.value;
    const line = cart.lineItems![0]!.id;
    for (const [quantity, rule] of [
      [0, 'MIN'],
      [100_001, 'MAX'],
    ] as const) {
      const refused = await sandbox().call('POST', '/v1/carts/current/update-line-items-quantity', {
        token,
        body: { lineItems: [{ id: line, quantity }] },
      });
      expect(refused.status, `quantity ${quantity}`).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(`"violatedRule":"${rule}"`);
    }
    expect((await client.cart.getCurrentCart()).cart.lineItems).toHaveLength(1);
    const noChannel = await sandbox().call('POST', '/v1/carts/current/create-checkout', {
      token,
      body: {},
    });
    expect(noChannel.status).toBe(400);
    expect(JSON.stringify(noChannel.body)).toContain('channelType');
    await client.cart.updateCurrentCart({ couponCode: 'SAVE10' } as never);
    const totals = await client.cart.estimateCurrentCartTotals({
      shippingAddress: { country: 'US' },
    } as never);
    expect(totals.priceSummary?.discount?.amount).toBe('5.00');
    const { checkoutId } = await client.cart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: {
        postFlowUrl: 'http://localhost:5173/done',
        thankYouPageUrl: 'http://localhost:5173/done',
      },
    });
    const page = await sandbox().fetch(redirectSession.fullUrl);
    expect(await page.text()).toContain('Pay');
    const declined = await sandbox().fetch(redirectSession.fullUrl, {
      method: 'POST',
      body: new URLSearchParams({
        email: 'a@b.co',
        name: 'A B',
        card: '4000000000000002',
        expiry: '12/30',
        cvc: '123',
      }),
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('href="http://localhost:5173/done">Back to the cart');
    const paid = await sandbox().fetch(redirectSession.fullUrl, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        email: 'a@b.co',
        name: 'A B',
        card: '4242424242424242',
        expiry: '12/30',
        cvc: '123',
      }),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/done\?orderId=/);
    const after = await sandbox().call('GET', '/v1/carts/current', {
      token: client.auth.getTokens().accessToken.value,
    });
    expect(after.status).toBe(404);
    const { product } = await client.catalog.getProduct(TEE);
    expect(product.variants?.find((v) => v.id === `${TEE}-v2`)?.stock?.quantity).toBe(18);
    const orderId = new URL(paid.headers.get('location')!).searchParams.get('orderId');
    const outbox = await sandbox().control<{
      emails: { subject: string; data: { orderId?: string } }[];
    }>('GET', 'outbox?to=a@b.co');
    expect(outbox.body.emails.map((e) => e.data.orderId)).toEqual([orderId]);

    // The thank-you page reads the order with the buyer's own token; nobody else can.
    const { order } = await client.storeOrders.getOrder(orderId!);
    expect(order).toMatchObject({ id: orderId, checkoutId, buyerInfo: { email: 'a@b.co' } });
    expect(order.lineItems[0]).toMatchObject({ quantity: 2 });
    expect(order).not.toHaveProperty('transactionId');
    const stranger = await sandbox().call('GET', `/ecom/v1/orders/${orderId}`, {
      token: await sandbox().visitor(),
    });
    expect(stranger.status).toBe(404);
    const member = await sandbox().call('GET', `/ecom/v1/orders/${orderId}`, {
      token: await sandbox().member(),
    });
    expect(member.status).toBe(404);
    const anonymous = await sandbox().call('GET', `/ecom/v1/orders/${orderId}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('back in stock', () => {
  it('reports items back in stock: requests marked sent, one email each', async () => {
    const client = clientFor(sandbox());
    const ref = { catalogItemId: 'prod-sold-out-tour-tee', appId: STORES };
    for (const email of ['fan1@example.com', 'fan2@example.com']) {
      const { request } = await client.backInStock.createRequest(
        { catalogReference: ref, email, itemUrl: 'http://localhost:5173/tee' },
        { name: 'Sold Out Tour Tee' },
      );
      expect(request.status).toBe('RECEIVED');
    }
    const visitorCount = await sandbox().call('GET', `/v1/back-in-stock-notification-requests`, {
      token: client.auth.getTokens().accessToken.value,
    });
    expect(visitorCount.status).toBe(403);
    const admin = adminClientFor(sandbox());
    const counts = await admin.backInStockAdmin.countByCatalogReference([ref]);
    expect(counts.countsPerCatalogReference[0]!.count).toBe(2);
    await admin.backInStockAdmin.reportItemsBackInStock({ catalogReference: ref });
    const { requests } = await admin.backInStockAdmin.queryRequests({
      filter: { status: 'NOTIFICATION_SENT' },
    });
    expect(requests).toHaveLength(2);
    // A cursor carries its query (query.ts); one the server did not issue is a violation.
    for (const cursor of ['not json', Buffer.from('{"offset":-1}').toString('base64url')]) {
      const forged = await sandbox().call(
        'GET',
        `/v1/back-in-stock-notification-requests?query.cursorPaging.cursor=${encodeURIComponent(cursor)}`,
        { token: ADMIN_KEY },
      );
      expect(forged.status, cursor).toBe(400);
      expect(JSON.stringify(forged.body)).toContain('"field":"cursorPaging.cursor"');
    }
    const outbox = await sandbox().control<{ emails: { to: string; subject: string }[] }>(
      'GET',
      'outbox',
    );
    expect(outbox.body.emails.filter((e) => e.subject.includes('back in stock'))).toHaveLength(2);
    expect(ADMIN_KEY).toBeTruthy();
  });
});
