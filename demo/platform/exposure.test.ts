import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, STORES, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const HIDDEN = 'prod-lantern-room-logo-tee';
const SOLD_OUT = { catalogItemId: 'prod-sold-out-tour-tee', appId: STORES };

const hide = () => {
  const { db } = sandbox().platform;
  const product = db.products.get(HIDDEN)!;
  db.products.put({ ...product, visible: false });
  return product;
};

const BIS = '/v1/back-in-stock-notification-requests';

describe('hidden products', () => {
  it('are not found by visitors on any read, and still are by the admin', async () => {
    const { collectionIds, slug } = hide();
    const token = await sandbox().visitor();
    const get = (path: string) => sandbox().call('GET', path, { token });
    const post = (path: string, body: unknown) => sandbox().call('POST', path, { token, body });
    expect((await get(`/v1/products/${HIDDEN}`)).status).toBe(404);
    expect(
      (await sandbox().call('GET', `/v1/products/${HIDDEN}`, { token: ADMIN_KEY })).status,
    ).toBe(200);
    const query = await post('/v1/products/query', { query: { paging: { limit: 100 } } });
    expect(query.text).not.toContain(HIDDEN);
    expect((await post(`/v1/products/${HIDDEN}/productOptionsAvailability`, {})).status).toBe(404);
    expect((await post(`/v1/products/${HIDDEN}/variants/query`, {})).status).toBe(404);
    const variants = await post('/v1/variants/query', { query: { paging: { limit: 100 } } });
    expect(variants.text).not.toContain(HIDDEN);
    expect((await get(`/v1/variants/${HIDDEN}-v1`)).status).toBe(404);
    const collection = await sandbox().call<{ collection: { productIds: string[] } }>(
      'GET',
      `/v2/collections/${collectionIds[0]}`,
      { token },
    );
    expect(collection.body.collection.productIds).not.toContain(HIDDEN);
    const collections = await get('/v2/collections/query');
    expect(collections.text).not.toContain(HIDDEN);
    const request = await post(BIS, {
      request: { catalogReference: { catalogItemId: HIDDEN, appId: STORES }, email: 'a@b.co' },
    });
    expect(request.status).toBe(404);
    const page = await post('/v1/redirect-session', { storesProduct: { productSlug: slug } });
    expect(page.status).toBe(404);
  });
});

describe('costs and profits', () => {
  it('are the admin key holder’s only', async () => {
    const token = await sandbox().visitor();
    const id = 'prod-sold-out-tour-tee';
    const visitor = await sandbox().call('GET', `/v1/products/${id}`, { token });
    expect(visitor.text).not.toContain('costAndProfitData');
    const query = await sandbox().call('POST', '/v1/products/query', { token, body: {} });
    expect(query.text).not.toContain('costAndProfitData');
    const admin = await sandbox().call('GET', `/v1/products/${id}`, { token: ADMIN_KEY });
    expect(admin.text).toContain('costAndProfitData');
  });
});

describe('back-in-stock requests', () => {
  it('take the item name and link from the catalogue, never from the visitor', async () => {
    const token = await sandbox().visitor();
    const created = await sandbox().call<{ request: { itemUrl: string; itemDetails: unknown } }>(
      'POST',
      BIS,
      {
        token,
        body: {
          request: {
            catalogReference: SOLD_OUT,
            email: 'victim@example.com',
            itemUrl: 'http://127.0.0.1:31337/phish',
          },
          itemDetails: { name: 'Your account is locked: log in here' },
        },
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.request.itemUrl).toMatch(/\/hosted\/products\/sold-out-tour-tee$/);
    expect(created.body.request.itemDetails).toEqual({ name: 'Sold Out Tour Tee' });
    await sandbox().call('POST', `${BIS}/report-items-back-in-stock`, {
      token: ADMIN_KEY,
      body: { catalogReference: SOLD_OUT },
    });
    const outbox = await sandbox().control('GET', 'outbox?to=victim@example.com');
    expect(outbox.text).not.toMatch(/31337|locked/);
  });

  it('never tell another caller that an email already waits for the item', async () => {
    const body = { request: { catalogReference: SOLD_OUT, email: 'twice@example.com' } };
    const owner = await sandbox().visitor();
    const first = await sandbox().call<{ request: { id: string } }>('POST', BIS, {
      token: owner,
      body,
    });
    // Answered as for an address nobody asked with: its own request, nothing of the first.
    const other = await sandbox().call<{ request: { id: string } }>('POST', BIS, {
      token: await sandbox().visitor(),
      body,
    });
    expect(other.status).toBe(200);
    expect(other.text).not.toContain(first.body.request.id);
    // The owner asking again is told, with their own request's id.
    const again = await sandbox().call('POST', BIS, { token: owner, body });
    expect(again.status).toBe(409);
    expect(again.text).toContain(first.body.request.id);
    // Back in stock, the address hears once, and both requests are done.
    await sandbox().call('POST', `${BIS}/report-items-back-in-stock`, {
      token: ADMIN_KEY,
      body: { catalogReference: SOLD_OUT },
    });
    const outbox = await sandbox().control<{ emails: unknown[] }>(
      'GET',
      'outbox?to=twice@example.com',
    );
    expect(outbox.body.emails).toHaveLength(1);
    const statuses = sandbox()
      .platform.db.backInStock.all()
      .filter((r) => r.email === 'twice@example.com')
      .map((r) => r.status);
    expect(statuses).toEqual(['NOTIFICATION_SENT', 'NOTIFICATION_SENT']);
  });

  it('store a variant id and its choices, not a megabyte of options', async () => {
    const token = await sandbox().visitor();
    const request = (options: Record<string, unknown>, email: string) =>
      sandbox().call<{ details: { validationError: { fieldViolations: { field: string }[] } } }>(
        'POST',
        BIS,
        { token, body: { request: { catalogReference: { ...SOLD_OUT, options }, email } } },
      );
    const variant = { variantId: 'prod-sold-out-tour-tee-v1', options: { Size: 'M' } };
    expect((await request(variant, 'sized@example.com')).status).toBe(200);
    const bloated = await request({ ...variant, notes: 'n'.repeat(900_000) }, 'bloat@example.com');
    expect(bloated.status).toBe(400);
    expect(bloated.body.details.validationError.fieldViolations[0]!.field).toBe(
      'request.catalogReference.options',
    );
    expect(
      sandbox()
        .platform.db.backInStock.all()
        .map((r) => r.email),
    ).not.toContain('bloat@example.com');
  });
});

describe("another buyer's checkout and reservation", () => {
  const CASSETTE = { catalogItemId: 'prod-basement-tapes-cassette', appId: STORES };
  const LIVESTREAM = 'evt-harbor-lights-livestream';
  const reserve = (token: string) =>
    sandbox().call<{ id: string }>('POST', '/v1/checkout/reservations', {
      token,
      body: {
        eventId: LIVESTREAM,
        ticketQuantities: [{ ticketDefinitionId: `${LIVESTREAM}-t1`, quantity: 1 }],
      },
    });
  const openFor = (token: string, body: Record<string, unknown>) =>
    sandbox().call('POST', '/v1/redirect-session', { token, body });
  const ticketsOf = (reservationId: string) => ({
    eventsCheckout: { eventSlug: 'harbor-lights-livestream', reservationId },
  });

  it('open no hosted page for someone who holds only the id', async () => {
    const alice = await sandbox().visitor();
    await sandbox().call('POST', '/v1/carts/current/add-to-cart', {
      token: alice,
      body: { lineItems: [{ catalogReference: CASSETTE, quantity: 1 }] },
    });
    const { checkoutId } = (
      await sandbox().call<{ checkoutId: string }>('POST', '/v1/carts/current/create-checkout', {
        token: alice,
        body: { channelType: 'WEB' },
      })
    ).body;
    const reservation = (await reserve(alice)).body.id;
    const bob = await sandbox().visitor();
    for (const body of [{ ecomCheckout: { checkoutId } }, ticketsOf(reservation)]) {
      expect((await openFor(bob, body)).status).toBe(404);
      expect((await openFor(alice, body)).status).toBe(200);
    }
  });

  it('open for no one, the admin included, when the id names nothing', async () => {
    for (const token of [ADMIN_KEY, await sandbox().visitor()]) {
      expect((await openFor(token, { ecomCheckout: { checkoutId: 'nope' } })).status).toBe(404);
      expect((await openFor(token, ticketsOf('nope'))).status).toBe(404);
    }
  });

  it("open no page for another event than the reservation's, which its page could not show", async () => {
    const alice = await sandbox().visitor();
    const reservation = (await reserve(alice)).body.id;
    const other = { eventsCheckout: { eventSlug: 'open-mic-night', reservationId: reservation } };
    expect((await openFor(alice, other)).body).toMatchObject({
      details: { applicationError: { code: 'NOT_FOUND' } },
    });
    expect((await openFor(alice, ticketsOf(reservation))).status).toBe(200);
  });

  it('open for the visitor a site server made them for with the admin key', async () => {
    const reservation = (await reserve(ADMIN_KEY)).body.id;
    expect((await openFor(await sandbox().visitor(), ticketsOf(reservation))).status).toBe(200);
  });
});
