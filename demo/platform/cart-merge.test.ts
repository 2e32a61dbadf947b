import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORES, clientFor, fetchFrameFlow, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();
afterEach(() => {
  vi.unstubAllGlobals();
});

const TEE = 'prod-lantern-room-logo-tee';
const HOODIE = 'prod-neon-nights-hoodie';
/** A digital product: no stock count stops its quantity. */
const DOWNLOAD = 'prod-live-at-the-lantern-download';
const SITE = 'http://localhost:5173';

const line = (catalogItemId: string, variantId: string, quantity: number) => ({
  catalogReference: { catalogItemId, appId: STORES, options: { variantId } },
  quantity,
});

type Client = ReturnType<typeof clientFor>;
interface WireLine {
  quantity: number;
  catalogReference: { catalogItemId: string; options?: Record<string, unknown> };
}

/** `item/variant` -> quantity, for the lines of a wire cart. */
const byItem = (lines: WireLine[] = []): Record<string, number> =>
  Object.fromEntries(
    lines.map((l) => [
      `${l.catalogReference.catalogItemId}/${String(l.catalogReference.options?.variantId)}`,
      l.quantity,
    ]),
  );

const quantities = async (client: Client) =>
  byItem((await client.cart.getCurrentCart()).cart.lineItems as WireLine[] | undefined);

const quantitiesFor = async (token: string) =>
  byItem(
    (
      await sandbox().call<{ cart?: { lineItems: WireLine[] } }>('GET', '/v1/carts/current', {
        token,
      })
    ).body.cart?.lineItems,
  );

/** Signs in on the hosted login page; answers the address it sends the visitor back to. */
const hostedSignIn = async (url: string) => {
  const answer = await sandbox().fetch(url, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ email: 'member@example.com', password: 'demo-password' }),
  });
  return answer.headers.get('location')!;
};

/** A visitor with a cart: two tees (one kind) and a hoodie, and the SAVE10 coupon. */
const visitorWithCart = async () => {
  vi.stubGlobal('location', { origin: SITE, href: `${SITE}/shop` });
  const client = clientFor(sandbox(), fetchFrameFlow(sandbox()));
  await client.cart.addToCurrentCart({
    lineItems: [line(TEE, `${TEE}-v2`, 2), line(HOODIE, `${HOODIE}-v1`, 1)],
  } as never);
  await client.cart.updateCurrentCart({ couponCode: 'SAVE10' } as never);
  const visitorToken = client.auth.getTokens().accessToken.value;
  return { client, visitorToken };
};

describe('signing in keeps the visitor cart', () => {
  it('direct login (web_message): visitor lines merge into the member cart, the visitor cart goes', async () => {
    // The member already has one tee of the same kind in their cart, and no coupon.
    const memberToken = await sandbox().member();
    await sandbox().call('POST', '/v1/carts/current/add-to-cart', {
      token: memberToken,
      body: { lineItems: [line(TEE, `${TEE}-v2`, 1)] },
    });

    const { client, visitorToken } = await visitorWithCart();
    const result = await client.auth.login({
      email: 'member@example.com',
      password: 'demo-password',
    });
    expect(result.loginState).toBe('SUCCESS');
    expect(client.auth.getTokens().refreshToken.role).toBe('member');

    expect(await quantities(client)).toEqual({
      [`${TEE}/${TEE}-v2`]: 3,
      [`${HOODIE}/${HOODIE}-v1`]: 1,
    });
    const { cart } = await client.cart.getCurrentCart();
    expect(cart.couponCode).toBe('SAVE10');
    expect((await sandbox().call('GET', '/v1/carts/current', { token: visitorToken })).status).toBe(
      404,
    );
  });

  it('hosted login (redirect): the visitor lines add to the member cart; a member coupon stays', async () => {
    const memberToken = await sandbox().member();
    await sandbox().call('PATCH', '/v1/carts/current', {
      token: memberToken,
      body: { couponCode: 'WELCOME5' },
    });
    const before = await quantitiesFor(memberToken);

    const { client, visitorToken } = await visitorWithCart();
    const { url } = await client.auth.startHostedLogin({ redirectUri: `${SITE}/shop` });
    await client.auth.completeHostedLogin(await hostedSignIn(url));

    expect(await quantities(client)).toEqual({
      ...before,
      [`${TEE}/${TEE}-v2`]: (before[`${TEE}/${TEE}-v2`] ?? 0) + 2,
      [`${HOODIE}/${HOODIE}-v1`]: (before[`${HOODIE}/${HOODIE}-v1`] ?? 0) + 1,
    });
    const { cart } = await client.cart.getCurrentCart();
    expect(cart.couponCode).toBe('WELCOME5');
    expect((await sandbox().call('GET', '/v1/carts/current', { token: visitorToken })).status).toBe(
      404,
    );
  });

  it('a visitor without a cart leaves the member cart as it was', async () => {
    const before = await quantitiesFor(await sandbox().member());
    const client = clientFor(sandbox());
    const { url } = await client.auth.startHostedLogin({ redirectUri: `${SITE}/shop` });
    await client.auth.completeHostedLogin(await hostedSignIn(url));
    expect(await quantities(client)).toEqual(before);
  });

  it('keeps a merged line within 100,000, as adding to it would', async () => {
    const download = {
      catalogReference: { catalogItemId: DOWNLOAD, appId: STORES },
      quantity: 100_000,
    };
    await sandbox().call('POST', '/v1/carts/current/add-to-cart', {
      token: await sandbox().member(),
      body: { lineItems: [download] },
    });
    vi.stubGlobal('location', { origin: SITE, href: `${SITE}/shop` });
    const client = clientFor(sandbox());
    await client.cart.addToCurrentCart({ lineItems: [download] } as never);
    const { url } = await client.auth.startHostedLogin({ redirectUri: `${SITE}/shop` });
    await client.auth.completeHostedLogin(await hostedSignIn(url));
    expect((await quantities(client))[`${DOWNLOAD}/undefined`]).toBe(100_000);
  });

  it('keeps the merged cart within 300 lines: a full visitor cart does not grow it past', async () => {
    vi.stubGlobal('location', { origin: SITE, href: `${SITE}/shop` });
    const client = clientFor(sandbox());
    // Lines made distinct by option values no variant reads, 100 per call (the SDK's bound).
    for (const batch of [0, 1, 2])
      await client.cart.addToCurrentCart({
        lineItems: Array.from({ length: 100 }, (_, i) => ({
          catalogReference: {
            catalogItemId: DOWNLOAD,
            appId: STORES,
            options: { options: { note: `${batch}-${i}` } },
          },
          quantity: 1,
        })),
      } as never);
    const { url } = await client.auth.startHostedLogin({ redirectUri: `${SITE}/shop` });
    await client.auth.completeHostedLogin(await hostedSignIn(url));
    expect((await client.cart.getCurrentCart()).cart.lineItems).toHaveLength(300);
  });
});
