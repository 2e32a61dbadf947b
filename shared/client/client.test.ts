import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applicationError } from './testing/answers';
import { emptyTokens, type Tokens } from './auth/token-store';
import { API, recorder, tokenEndpoint, useServer } from './testing/msw';
import { createElevatedClient, createPlatformClient } from './client';
import { ELEVATED_REQUIRED } from './visitor-client';

const server = useServer();

function visitorClient(saved: Tokens = emptyTokens()) {
  let tokens = saved;
  const session = { getTokens: () => tokens, setTokens: (next: Tokens) => void (tokens = next) };
  return createPlatformClient({ apiBase: API, clientId: 'cid', session });
}

describe('createPlatformClient', () => {
  it('authorises calls with the session access token, fetched once', async () => {
    const endpoint = tokenEndpoint();
    const api = recorder();
    server.use(endpoint.handler, api.handler);
    const client = visitorClient();
    await client.cart.getCurrentCart();
    await client.catalog.getProduct('p1');
    expect(api.seen.map((s) => s.authorization)).toEqual(['access-1', 'access-1']);
    expect(endpoint.grants).toEqual([{ grantType: 'anonymous', clientId: 'cid' }]);
    expect(client.auth.getTokens().refreshToken.role).toBe('visitor');
    expect(client.auth.isLoggedIn()).toBe(false);
  });

  it('renews a token the platform no longer knows and sends the call once more', async () => {
    // A member who changed their password elsewhere: this browser's tokens are revoked, though
    // not yet expired here. Every call failed until then; now the browser is a visitor again.
    const endpoint = tokenEndpoint();
    const revoked = { error: 'invalid_grant', error_description: 'revoked' };
    const api = recorder(({ authorization }) =>
      authorization === 'member-access'
        ? applicationError(401, 'UNAUTHENTICATED', 'The access token is unknown or expired')
        : HttpResponse.json({ cart: { id: 'c1' } }),
    );
    server.use(
      http.post(`${API}/oauth2/token`, async ({ request }) => {
        const grant = (await request.clone().json()) as { grantType: string };
        return grant.grantType === 'refresh_token'
          ? HttpResponse.json(revoked, { status: 400 })
          : undefined;
      }),
      endpoint.handler,
      api.handler,
    );
    const client = visitorClient({
      accessToken: { value: 'member-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: { value: 'member-refresh', role: 'member' },
    });
    await expect(client.cart.getCurrentCart()).resolves.toEqual({ cart: { id: 'c1' } });
    expect(api.seen.map((s) => s.authorization)).toEqual(['member-access', 'access-1']);
    expect(client.auth.isLoggedIn()).toBe(false);
  });

  it('sends a call refused for another reason only once', async () => {
    // A wrong password is a 401 too, and a refused API key has nothing to renew.
    const endpoint = tokenEndpoint();
    const api = recorder(() => applicationError(401, '-19976', 'Wrong password'));
    server.use(endpoint.handler, api.handler);
    await expect(visitorClient().cart.getCurrentCart()).rejects.toMatchObject({ code: '-19976' });
    expect(api.seen).toHaveLength(1);
    const unknownKey = recorder(() =>
      applicationError(401, 'UNAUTHENTICATED', 'The API key is unknown'),
    );
    server.use(unknownKey.handler);
    const admin = createElevatedClient({ apiBase: API, apiKey: 'wrong-key' });
    await expect(admin.catalog.getProduct('p1')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(unknownKey.seen).toHaveLength(1);
  });

  it.each([
    ['catalogAdmin', (c: ReturnType<typeof visitorClient>) => c.catalogAdmin.deleteProduct('p1')],
    ['eventsAdmin', (c: ReturnType<typeof visitorClient>) => c.eventsAdmin.publishEvent('e1')],
    [
      'ticketingOrdersAdmin',
      (c: ReturnType<typeof visitorClient>) => c.ticketingOrdersAdmin.confirmOrder('e1', ['1']),
    ],
    [
      'backInStockAdmin',
      (c: ReturnType<typeof visitorClient>) => c.backInStockAdmin.markAsNotificationSent('r1'),
    ],
  ])('%s refuses to run without an elevated client, with no request', async (_name, call) => {
    const api = recorder();
    server.use(api.handler);
    await expect(call(visitorClient())).rejects.toThrow(ELEVATED_REQUIRED);
    expect(api.seen).toHaveLength(0);
  });

  it('keeps refused modules plain objects (awaiting one does not call the platform)', async () => {
    const client = visitorClient();
    await expect(Promise.resolve(client.eventsAdmin)).resolves.toBe(client.eventsAdmin);
  });

  it('sends the password recovery email with the client id', async () => {
    const api = recorder();
    server.use(tokenEndpoint().handler, api.handler);
    await visitorClient().auth.sendPasswordResetEmail('a@b.c', 'https://site/reset');
    expect(api.seen[0]).toMatchObject({
      path: '/_api/iam/recovery/v1/send-email',
      body: { email: 'a@b.c', redirect: { url: 'https://site/reset', clientId: 'cid' } },
    });
  });
});

describe('createElevatedClient', () => {
  it('sends the API key raw and never asks for tokens', async () => {
    const api = recorder();
    server.use(api.handler);
    await createElevatedClient({ apiBase: API, apiKey: 'key-1' }).eventsAdmin.deleteEvent('e1');
    expect(api.seen[0]).toMatchObject({ method: 'DELETE', authorization: 'key-1' });
  });

  it('gets member tokens through the authorized_client grant', async () => {
    const endpoint = tokenEndpoint();
    server.use(endpoint.handler);
    const client = createElevatedClient({ apiBase: API, apiKey: 'key-1' });
    const tokens = await client.getMemberTokens('cid', 'm1');
    expect(endpoint.grants).toEqual([
      { grantType: 'anonymous', clientId: 'cid' },
      { grant_type: 'authorized_client', member_id: 'm1', scope: 'offline_access' },
    ]);
    expect(tokens.refreshToken).toEqual({ value: 'refresh-2', role: 'member' });
  });
});
