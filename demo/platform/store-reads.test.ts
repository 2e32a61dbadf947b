import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, STORES, clientFor, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const TEE = 'prod-lantern-room-logo-tee';
const CARD = { card: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const STREET = { addressLine: '1 Harbour Street', city: 'Boston', country: 'US' };
const BLACK_M = { catalogItemId: TEE, appId: STORES, options: { variantId: `${TEE}-v2` } };

/** A visitor's checkout of two Black M tees with SAVE10, shipped to STREET: its id and token. */
const visitorCheckout = async () => {
  const client = clientFor(sandbox());
  await client.cart.addToCurrentCart({
    lineItems: [{ catalogReference: BLACK_M, quantity: 2 }],
  } as never);
  await client.cart.updateCurrentCart({ couponCode: 'SAVE10' } as never);
  const { checkoutId } = await client.cart.createCheckoutFromCurrentCart({
    channelType: 'WEB',
    email: 'buyer@example.com',
    shippingAddress: STREET,
    billingAddress: STREET,
  });
  return { client, checkoutId, token: client.auth.getTokens().accessToken.value };
};

/** Pays checkout `checkoutId` of `client`'s visitor on the hosted page; its order's id. */
const pay = async (client: ReturnType<typeof clientFor>, checkoutId: string, email: string) => {
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks: { thankYouPageUrl: 'http://localhost:5173/thanks' },
  });
  const paid = await sandbox().fetch(redirectSession.fullUrl, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ ...CARD, email, name: 'Ada Buyer', address: '1 Harbour St' }),
  });
  expect(paid.status).toBe(303);
  return new URL(paid.headers.get('location')!).searchParams.get('orderId')!;
};

interface CheckoutAnswer {
  checkout: {
    id: string;
    cartId: string;
    completed: boolean;
    channelType: string;
    lineItems: {
      quantity: number;
      catalogReference: { catalogItemId: string };
      media: { url: string; id?: string };
      url: { url: string; relativePath: string };
    }[];
    buyerInfo: { visitorId?: string; email?: string };
    priceSummary: Record<string, { amount: string }>;
    shippingInfo: { shippingDestination: { address: typeof STREET } };
    billingInfo: { address: typeof STREET };
  };
}

describe('a store checkout read back (GET /ecom/v1/checkouts/{id})', () => {
  it('shows its buyer the lines, totals and addresses it was created with', async () => {
    const { client, checkoutId, token } = await visitorCheckout();
    // The cart changes after the checkout was made; the checkout sells what it froze.
    await client.cart.addToCurrentCart({
      lineItems: [{ catalogReference: BLACK_M, quantity: 1 }],
    } as never);
    const read = await sandbox().call<CheckoutAnswer>('GET', `/ecom/v1/checkouts/${checkoutId}`, {
      token,
    });
    expect(read.status).toBe(200);
    const { checkout } = read.body;
    expect(checkout).toMatchObject({ id: checkoutId, completed: false, channelType: 'WEB' });
    expect(checkout.cartId).toEqual(expect.any(String));
    expect(checkout.lineItems).toHaveLength(1);
    const [line] = checkout.lineItems;
    expect(line).toMatchObject({ quantity: 2, catalogReference: { catalogItemId: TEE } });
    // The picture is the sandbox's own address (no Wix media id); the page a PageURLV2.
    expect(line!.media.url.startsWith(sandbox().url)).toBe(true);
    expect(line!.media).not.toHaveProperty('id');
    expect(line!.url.relativePath).toBe(new URL(line!.url.url).pathname);
    expect(checkout.priceSummary.subtotal!.amount).toBe('50.00');
    expect(checkout.priceSummary.discount!.amount).toBe('5.00');
    expect(checkout.buyerInfo).toMatchObject({
      visitorId: expect.any(String),
      email: 'buyer@example.com',
    });
    expect(checkout.shippingInfo.shippingDestination.address).toEqual(STREET);
    expect(checkout.billingInfo.address).toEqual(STREET);
    // The spec's bare path is the same call.
    const bare = await sandbox().call('GET', `/v1/checkouts/${checkoutId}`, { token });
    expect(bare.body).toEqual(read.body);
  });

  it('is completed once paid', async () => {
    const { client, checkoutId, token } = await visitorCheckout();
    await pay(client, checkoutId, 'paid@example.com');
    const read = await sandbox().call<CheckoutAnswer>('GET', `/ecom/v1/checkouts/${checkoutId}`, {
      token,
    });
    expect(read.body.checkout.completed).toBe(true);
  });

  it("is no one else's to read: another visitor and a member get 404, no token 401", async () => {
    const { checkoutId } = await visitorCheckout();
    const path = `/ecom/v1/checkouts/${checkoutId}`;
    for (const token of [await sandbox().visitor(), await sandbox().member()]) {
      const other = await sandbox().call('GET', path, { token });
      expect(other.status).toBe(404);
      expect(other.text).not.toContain('buyer@example.com');
      expect(other.body).toMatchObject({ details: { applicationError: { code: 'NOT_FOUND' } } });
    }
    expect((await sandbox().call('GET', path)).status).toBe(401);
    expect((await sandbox().call('GET', path, { token: ADMIN_KEY })).status).toBe(200);
    const unknown = await sandbox().call('GET', '/ecom/v1/checkouts/no-such-checkout', {
      token: ADMIN_KEY,
    });
    expect(unknown.status).toBe(404);
  });
});

interface SearchAnswer {
  orders: { id: string; number: string; buyerInfo: { email: string }; createdDate: string }[];
  metadata: { count: number; hasNext: boolean; cursors: { next: string | null } };
}

const search = (token: string | undefined, body: unknown) =>
  sandbox().call<SearchAnswer>('POST', '/ecom/v1/orders/search', {
    ...(token ? { token } : {}),
    body,
  });

describe('store orders searched (POST /ecom/v1/orders/search)', () => {
  it('finds every order for the admin: filtered, newest first, a page per cursor', async () => {
    const placed: string[] = [];
    for (const email of ['search-a@example.com', 'search-b@example.com', 'search-a@example.com']) {
      const { client, checkoutId } = await visitorCheckout();
      placed.push(await pay(client, checkoutId, email));
      sandbox().platform.clock.advance(1000);
    }
    const all = await search(ADMIN_KEY, { search: {} });
    expect(all.status).toBe(200);
    const dates = all.body.orders.map((o) => o.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const filter = { 'buyerInfo.email': 'search-a@example.com' };
    const first = await search(ADMIN_KEY, { search: { filter, cursorPaging: { limit: 1 } } });
    expect(first.body.orders.map((o) => o.id)).toEqual([placed[2]]);
    expect(first.body.metadata).toMatchObject({ count: 1, hasNext: true });
    expect(first.text).not.toContain('transactionId');
    // The next page by its cursor alone, as the SDK sends it: the filter holds.
    const cursor = first.body.metadata.cursors.next;
    const second = await search(ADMIN_KEY, { search: { cursorPaging: { limit: 1, cursor } } });
    expect(second.body.orders.map((o) => o.id)).toEqual([placed[0]]);
    expect(second.body.metadata.hasNext).toBe(false);
  });

  it("shows a visitor or member no one's orders, not even their own: it is elevated", async () => {
    const { client, checkoutId, token } = await visitorCheckout();
    await pay(client, checkoutId, 'private@example.com');
    for (const caller of [token, await sandbox().visitor(), await sandbox().member(), undefined]) {
      const refused = await search(caller, { search: {} });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        details: { applicationError: { code: 'PERMISSION_DENIED' } },
      });
      expect(refused.text).not.toContain('private@example.com');
    }
  });

  it('validates the search at the edge', async () => {
    for (const [body, field, rule] of [
      [{}, 'search', 'REQUIRED_FIELD'],
      [{ search: { cursorPaging: { limit: 101 } } }, 'search.cursorPaging.limit', 'MAX'],
      [{ search: { sort: Array(5).fill({ fieldName: 'number' }) } }, 'search.sort', 'MAX_SIZE'],
      [
        { search: { sort: [{ fieldName: 'number', order: 'UP' }] } },
        'search.sort.0.order',
        'INVALID_ENUM_VALUE',
      ],
    ] as const) {
      const refused = await search(ADMIN_KEY, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({
        details: { validationError: { fieldViolations: [{ field, violatedRule: rule }] } },
      });
    }
    const operator = await search(ADMIN_KEY, { search: { filter: { number: { $like: '1' } } } });
    expect(operator.status).toBe(400);
  });
});
