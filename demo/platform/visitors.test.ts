import { describe, expect, it } from 'vitest';
import { requestTokens } from '../../shared/client/index.ts';
import { MAX_WAITING_REQUESTS } from './domain/back-in-stock.ts';
import { MAX_ACCESS_TOKENS_PER_REFRESH, VISITOR_IDLE_MS } from './domain/tokens.ts';
import { ADMIN_KEY, CLIENT_ID, STORES, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
}

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const TEE = 'prod-lantern-room-logo-tee';

const anonymous = async () =>
  (
    await sandbox().call<TokenAnswer>('POST', '/oauth2/token', {
      body: { grantType: 'anonymous', clientId: CLIENT_ID },
    })
  ).body;

const refresh = (refreshToken: string) =>
  sandbox().call<TokenAnswer>('POST', '/oauth2/token', {
    body: { grantType: 'refresh_token', clientId: CLIENT_ID, refresh_token: refreshToken },
  });

/** What a token may read: its cart (404 when it has none) or 401 when the token is dead. */
const cartStatus = async (accessToken: string) =>
  (await sandbox().call('GET', '/v1/carts/current', { token: accessToken })).status;

const advance = (advanceMs: number) => sandbox().control('POST', 'clock', { advanceMs });

/** A tee in the token's cart, then a checkout of it (open until paid). */
const cartAndCheckout = async (token: string) => {
  const line = {
    catalogReference: { catalogItemId: TEE, appId: STORES, options: { variantId: `${TEE}-v2` } },
    quantity: 1,
  };
  await sandbox().call('POST', '/v1/carts/current/add-to-cart', {
    token,
    body: { lineItems: [line] },
  });
  return (
    await sandbox().call<{ checkoutId: string }>('POST', '/v1/carts/current/create-checkout', {
      token,
      body: { channelType: 'WEB' },
    })
  ).body.checkoutId;
};

/** Everything filed under a visitor's or member's key, as the database holds it. */
const dataOf = (ownerKey: string) => {
  const { db } = sandbox().platform;
  return {
    tokens: db.tokens.allByKey(ownerKey).length,
    cart: db.carts.byKey(ownerKey) !== undefined,
    checkouts: db.checkouts.allByKey(ownerKey).map((c) => c.status),
    backInStock: db.backInStock.all().filter((r) => r.ownerKey === ownerKey).length,
    reservations: db.reservations
      .all()
      .filter((r) => r.ownerKey === ownerKey)
      .map((r) => r.status),
  };
};

const ownerOf = (refreshToken: string) =>
  `visitor:${sandbox().platform.db.tokens.get(refreshToken)!.visitorId}`;

/** Every stored token of the visitor or member a refresh token belongs to. */
const storedTokensOf = (refreshToken: string) => {
  const { db } = sandbox().platform;
  const owner = db.tokens.get(refreshToken)!;
  return db.tokens.all().filter((t) => t.visitorId === owner.visitorId);
};

describe('tokens', () => {
  it('keep a bounded number of live access tokens per refresh token', async () => {
    const first = await anonymous();
    let last = first;
    for (let i = 0; i < MAX_ACCESS_TOKENS_PER_REFRESH; i++)
      last = (await refresh(first.refresh_token)).body;
    expect(await cartStatus(first.access_token)).toBe(401);
    expect(await cartStatus(last.access_token)).toBe(404);
    // The refresh token and the newest access tokens, no more.
    expect(storedTokensOf(first.refresh_token)).toHaveLength(MAX_ACCESS_TOKENS_PER_REFRESH + 1);
    // Renewing after they expired keeps only the refresh token and the new one.
    await sandbox().control('POST', 'clock', { advanceMs: 4 * HOUR + 1000 });
    const renewed = (await refresh(first.refresh_token)).body;
    expect(await cartStatus(renewed.access_token)).toBe(404);
    expect(storedTokensOf(first.refresh_token)).toHaveLength(2);
  });
});

describe('anonymous visitors', () => {
  it('are forgotten with their data a week after their last token, orders and members kept', async () => {
    // A visitor who leaves a cart, a checkout, a back-in-stock request and a reservation.
    const stale = await anonymous();
    const staleKey = ownerOf(stale.refresh_token);
    await cartAndCheckout(stale.access_token);
    await sandbox().call('POST', '/v1/back-in-stock-notification-requests', {
      token: stale.access_token,
      body: { request: { catalogReference: { catalogItemId: TEE }, email: 'gone@example.com' } },
    });
    await sandbox().call('POST', '/v1/checkout/reservations', {
      token: stale.access_token,
      body: {
        eventId: 'evt-harbor-lights-livestream',
        ticketQuantities: [{ ticketDefinitionId: 'evt-harbor-lights-livestream-t1', quantity: 1 }],
      },
    });
    expect(dataOf(staleKey)).toEqual({
      tokens: 2,
      cart: true,
      checkouts: ['OPEN'],
      backInStock: 1,
      reservations: ['RESERVATION_PENDING'],
    });

    // A visitor who bought (a paid store order, a free ticket order) and then left too.
    const buyer = await anonymous();
    const buyerKey = ownerOf(buyer.refresh_token);
    const checkoutId = await cartAndCheckout(buyer.access_token);
    const page = await sandbox().hostedPage(buyer.access_token, { ecomCheckout: { checkoutId } });
    const paid = await sandbox().fetch(page, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        card: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
        email: 'buyer@example.com',
        name: 'Bea',
      }),
    });
    expect(paid.status).toBe(200);
    const free = await sandbox().call<{ id: string }>('POST', '/v1/checkout/reservations', {
      token: buyer.access_token,
      body: {
        eventId: 'evt-open-mic-night',
        ticketQuantities: [{ ticketDefinitionId: 'evt-open-mic-night-t1', quantity: 1 }],
      },
    });
    const ticketOrder = await sandbox().call('POST', '/v1/checkout', {
      token: buyer.access_token,
      body: {
        eventId: 'evt-open-mic-night',
        reservationId: free.body.id,
        buyer: { firstName: 'Bea', lastName: 'B', email: 'buyer@example.com' },
      },
    });
    expect(ticketOrder.status).toBe(200);
    const orderId = sandbox().platform.db.storeOrders.all()[0]!.id;

    // A member, with a cart, who does not come back for the week either.
    const member = (
      await sandbox().call<TokenAnswer>('POST', '/oauth2/token', {
        token: ADMIN_KEY,
        body: { grantType: 'authorized_client', clientId: CLIENT_ID, memberId: 'member-demo' },
      })
    ).body;
    await cartAndCheckout(member.access_token);

    // A visitor who keeps renewing, and one who arrives late in the week.
    const regular = await anonymous();
    await cartAndCheckout(regular.access_token);

    await advance(4 * DAY);
    expect((await refresh(regular.refresh_token)).status).toBe(200);
    await advance(2 * DAY);
    const fresh = await anonymous();
    await cartAndCheckout(fresh.access_token);
    await advance(VISITOR_IDLE_MS - 6 * DAY + 1000);

    // Refused at once, while still stored (the late visitor's arrival swept only its expired
    // access token); gone with the rest at the next new visitor's arrival.
    expect((await refresh(stale.refresh_token)).status).toBe(400);
    expect(dataOf(staleKey)).toMatchObject({ tokens: 1, cart: true });
    await anonymous();
    expect(dataOf(staleKey)).toEqual({
      tokens: 0,
      cart: false,
      checkouts: [],
      backInStock: 0,
      reservations: [],
    });
    // The buyer's hosted checkout session, a day old long since, went too.
    expect(sandbox().platform.db.redirectSessions.all()).toEqual([]);
    // The seat the forgotten reservation held is back on sale.
    expect(sandbox().platform.db.ticketInventory.taken('evt-harbor-lights-livestream-t1')).toBe(0);

    // The buyer's orders stay, with the checkout and reservation they were made from.
    expect(dataOf(buyerKey)).toMatchObject({
      tokens: 0,
      checkouts: ['COMPLETED'],
      reservations: ['RESERVATION_CONFIRMED'],
    });
    expect(
      (await sandbox().call('GET', `/v1/orders/${orderId}`, { token: ADMIN_KEY })).status,
    ).toBe(200);
    expect(
      (await sandbox().call('GET', `/v1/checkouts/${checkoutId}`, { token: ADMIN_KEY })).status,
    ).toBe(200);

    // The member's refresh token still renews, and their cart is there.
    const back = await refresh(member.refresh_token);
    expect(back.status).toBe(200);
    expect(await cartStatus(back.body.access_token)).toBe(200);
    expect(dataOf('member:member-demo')).toMatchObject({ cart: true, checkouts: ['OPEN'] });

    // Visitors seen within the week keep everything.
    for (const visitor of [regular, fresh]) {
      const renewed = await refresh(visitor.refresh_token);
      expect(renewed.status).toBe(200);
      expect(await cartStatus(renewed.body.access_token)).toBe(200);
      expect(dataOf(ownerOf(visitor.refresh_token)).checkouts).toEqual(['OPEN']);
    }
  });
});

describe('one visitor', () => {
  it('keeps at most 50 back-in-stock requests waiting', async () => {
    const { access_token: token } = await anonymous();
    const ask = (email: string) =>
      sandbox().call<{ request: { id: string }; details: { applicationError: { code: string } } }>(
        'POST',
        '/v1/back-in-stock-notification-requests',
        { token, body: { request: { catalogReference: { catalogItemId: TEE }, email } } },
      );
    const first = await ask('a0@example.com');
    for (let i = 1; i < MAX_WAITING_REQUESTS; i++)
      expect((await ask(`a${i}@example.com`)).status).toBe(200);
    const over = await ask('over@example.com');
    expect(over.status).toBe(400);
    expect(over.body.details.applicationError.code).toBe('TOO_MANY_WAITING_REQUESTS');
    // Another visitor is not held back, nor is this one once a request is withdrawn.
    const other = await sandbox().call('POST', '/v1/back-in-stock-notification-requests', {
      token: (await anonymous()).access_token,
      body: { request: { catalogReference: { catalogItemId: TEE }, email: 'over@example.com' } },
    });
    expect(other.status).toBe(200);
    await sandbox().call(
      'DELETE',
      `/v1/back-in-stock-notification-requests/${first.body.request.id}`,
      {
        token,
      },
    );
    expect((await ask('again@example.com')).status).toBe(200);
  });
});

describe('the bound on anonymous visitors', () => {
  const bounded = useTestSandbox({ maxLiveVisitors: 3 });
  const grant = (body: Record<string, unknown>, token?: string) =>
    bounded().call<TokenAnswer & { error: string; error_description: string }>(
      'POST',
      '/oauth2/token',
      { body: { clientId: CLIENT_ID, ...body }, ...(token && { token }) },
    );
  const newVisitor = () => grant({ grantType: 'anonymous' });

  it('refuses new visitors past it with a 429 until the sweep forgets some', async () => {
    const first = await newVisitor();
    expect((await newVisitor()).status).toBe(200);
    expect((await newVisitor()).status).toBe(200);

    const refused = await newVisitor();
    expect(refused.status).toBe(429);
    // In the token endpoint's own (OAuth) shape, as its other failures: what the SDK prints.
    expect(refused.body).toEqual({
      error: 'temporarily_unavailable',
      error_description: 'The sandbox keeps at most 3 visitors at once; try again in 7 days',
    });
    // The first visitor is forgotten a week after arriving: the answer says so.
    const retryAfterSeconds = Number(refused.headers.get('retry-after'));
    expect(retryAfterSeconds).toBeGreaterThan(VISITOR_IDLE_MS / 1000 - 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(VISITOR_IDLE_MS / 1000);
    // The widgets' client reads it as a refused token request, its OAuth error as the code.
    const viaClient = await requestTokens(
      { origin: bounded().url, fetch: bounded().fetch },
      { grantType: 'anonymous', clientId: CLIENT_ID },
    ).catch((error: unknown) => error);
    expect(viaClient).toMatchObject({
      name: 'TokenError',
      code: 'temporarily_unavailable',
      status: 429,
    });
    expect(bounded().platform.db.tokens.all()).toHaveLength(6);

    // Visitors already in renew, and members sign in, as ever.
    await bounded().control('POST', 'clock', { advanceMs: DAY });
    expect(
      (await grant({ grantType: 'refresh_token', refresh_token: first.body.refresh_token })).status,
    ).toBe(200);
    const member = await grant(
      { grantType: 'authorized_client', memberId: 'member-demo' },
      ADMIN_KEY,
    );
    expect(member.status).toBe(200);
    expect((await newVisitor()).status).toBe(429);

    // Half a minute before the two who never came back are forgotten (the first renewed a
    // day in): still full, and the sweep just ran, so come back in a minute.
    await bounded().control('POST', 'clock', { advanceMs: VISITOR_IDLE_MS - DAY - 30_000 });
    const full = await newVisitor();
    expect(full.status).toBe(429);
    expect(full.headers.get('retry-after')).toBe('60');
    // A minute on, the sweep at the bound (not the hourly one, due in 59 minutes) frees them.
    await bounded().control('POST', 'clock', { advanceMs: 60_000 });
    expect((await newVisitor()).status).toBe(200);
    expect((await newVisitor()).status).toBe(200);
    expect((await newVisitor()).status).toBe(429);
    expect(
      (await grant({ grantType: 'refresh_token', refresh_token: first.body.refresh_token })).status,
    ).toBe(200);
  });
});
