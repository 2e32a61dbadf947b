import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { emptyTokens, markOf, type TokenStore, type Tokens } from './token-store';
import { API, tokenEndpoint, useServer } from '../testing/msw';
import { createTokenLifecycle } from './tokens';
import { requestTokens } from './oauth';
import { createElevatedClient } from '../client';

const server = useServer();
const NOW = 1_000_000;

function memoryStore(initial: Tokens = emptyTokens()): TokenStore & { tokens: Tokens } {
  const store = {
    tokens: initial,
    getTokens: () => store.tokens,
    setTokens: (tokens: Tokens) => {
      store.tokens = tokens;
    },
  };
  return store;
}

const lifecycle = (session: TokenStore) =>
  createTokenLifecycle({ origin: API, clientId: 'client-1', session, now: () => NOW });

describe('token lifecycle', () => {
  it('with no tokens, gets anonymous visitor tokens; expiresAt = now + expires_in', async () => {
    const endpoint = tokenEndpoint(14400);
    server.use(endpoint.handler);
    const session = memoryStore();
    await expect(lifecycle(session).accessToken()).resolves.toBe('access-1');
    expect(endpoint.grants).toEqual([{ grantType: 'anonymous', clientId: 'client-1' }]);
    expect(session.tokens).toEqual({
      accessToken: { value: 'access-1', expiresAt: NOW + 14400 },
      refreshToken: { value: 'refresh-1', role: 'visitor' },
      lapsed: '', // no visitor was refused on the way
    });
  });

  it('a valid access token is used as is', async () => {
    const session = memoryStore({
      accessToken: { value: 'still-good', expiresAt: NOW + 10 },
      refreshToken: { value: 'r', role: 'member' },
    });
    await expect(lifecycle(session).accessToken()).resolves.toBe('still-good');
  });

  it('an expired access token is renewed from the refresh token, keeping the role', async () => {
    const endpoint = tokenEndpoint();
    server.use(endpoint.handler);
    const session = memoryStore({
      accessToken: { value: 'old', expiresAt: NOW },
      refreshToken: { value: 'member-refresh', role: 'member' },
    });
    await lifecycle(session).accessToken();
    expect(endpoint.grants).toEqual([
      { grantType: 'refresh_token', clientId: 'client-1', refreshToken: 'member-refresh' },
    ]);
    expect(session.tokens.refreshToken.role).toBe('member');
  });

  it('a failed refresh falls back to anonymous visitor tokens', async () => {
    const grants: string[] = [];
    server.use(
      http.post(`${API}/oauth2/token`, async ({ request }) => {
        const { grantType } = (await request.json()) as { grantType: string };
        grants.push(grantType);
        return grantType === 'refresh_token'
          ? HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })
          : HttpResponse.json({ access_token: 'anon', expires_in: 60, refresh_token: 'ra' });
      }),
    );
    const session = memoryStore({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: 'revoked', role: 'member' },
    });
    const tokens = lifecycle(session);
    await expect(tokens.accessToken()).resolves.toBe('anon');
    expect(grants).toEqual(['refresh_token', 'anonymous']);
    expect(tokens.isLoggedIn()).toBe(false);
    // The new tokens name the refused one, by its mark: the cart says where a visitor's went.
    expect(session.tokens.lapsed).toBe(markOf('revoked'));
  });

  it("the refused visitor stays named through the new visitor's renewals", async () => {
    const endpoint = tokenEndpoint();
    server.use(endpoint.handler);
    const session = memoryStore({
      accessToken: { value: 'expired', expiresAt: NOW },
      refreshToken: { value: 'new-visitor', role: 'visitor' },
      lapsed: markOf('refused-visitor'),
    });
    await lifecycle(session).accessToken();
    expect(endpoint.grants).toEqual([
      { grantType: 'refresh_token', clientId: 'client-1', refreshToken: 'new-visitor' },
    ]);
    expect(session.tokens.lapsed).toBe(markOf('refused-visitor'));
  });

  it('new visitor tokens after a sign-out name no refused token', async () => {
    server.use(tokenEndpoint().handler);
    const session = memoryStore({
      accessToken: { value: 'member-access', expiresAt: NOW + 10 },
      refreshToken: { value: 'member-refresh', role: 'member' },
    });
    const tokens = lifecycle(session);
    tokens.clear();
    await tokens.accessToken();
    expect(session.tokens.refreshToken.role).toBe('visitor');
    expect(session.tokens.lapsed).toBe('');
  });

  it('ten concurrent calls with an expired token cause exactly one token request', async () => {
    const endpoint = tokenEndpoint();
    server.use(endpoint.handler);
    const session = memoryStore({
      accessToken: { value: 'expired', expiresAt: NOW - 1 },
      refreshToken: { value: 'r', role: 'visitor' },
    });
    const tokens = lifecycle(session);
    const values = await Promise.all(Array.from({ length: 10 }, () => tokens.accessToken()));
    expect(endpoint.grants).toHaveLength(1);
    expect(new Set(values)).toEqual(new Set(['access-1']));
  });

  it('code exchange makes a member; clear goes back to role none', async () => {
    const endpoint = tokenEndpoint();
    server.use(endpoint.handler);
    const session = memoryStore();
    const tokens = lifecycle(session);
    await tokens.exchangeCode({ code: 'c', codeVerifier: 'v', redirectUri: 'https://site/' });
    expect(endpoint.grants[0]).toEqual({
      grantType: 'authorization_code',
      clientId: 'client-1',
      code: 'c',
      codeVerifier: 'v',
      redirectUri: 'https://site/',
    });
    expect(tokens.isLoggedIn()).toBe(true);
    tokens.clear();
    expect(session.tokens).toEqual(emptyTokens());
    expect(tokens.isLoggedIn()).toBe(false);
  });
});

describe('token endpoint', () => {
  it('non-2xx: Failed to fetch tokens from OAuth API with status text, request id and body', async () => {
    server.use(
      http.post(`${API}/oauth2/token`, () =>
        HttpResponse.json(
          { error: 'invalid_client', error_description: 'unknown client' },
          { status: 401, statusText: 'Unauthorized', headers: { 'x-wix-request-id': 'rq-1' } },
        ),
      ),
    );
    await expect(
      requestTokens({ origin: API }, { grantType: 'anonymous', clientId: 'nope' }),
    ).rejects.toThrow(
      'Failed to fetch tokens from OAuth API: Unauthorized. request id: rq-1. ' +
        'Response: {"error":"invalid_client","error_description":"unknown client"}',
    );
  });

  it('a throttled token request (429) says how long to wait', async () => {
    server.use(
      http.post(`${API}/oauth2/token`, () =>
        HttpResponse.json(
          { error: 'temporarily_unavailable', error_description: 'too many visitors' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    const refusal = await requestTokens(
      { origin: API },
      { grantType: 'anonymous', clientId: 'c' },
    ).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 429, code: 'temporarily_unavailable' });
    expect(refusal).toHaveProperty('retryAfterMs', 120_000);
  });

  it("external login: authorized_client with a visitor token and the API key, as the SDK's", async () => {
    const sent: Array<{ authorization: string | null; body: unknown }> = [];
    server.use(
      http.post(`${API}/oauth2/token`, async ({ request }) => {
        sent.push({
          authorization: request.headers.get('authorization'),
          body: await request.json(),
        });
        return HttpResponse.json({
          access_token: `a${sent.length}`,
          expires_in: 1,
          refresh_token: 'r',
        });
      }),
    );
    const admin = createElevatedClient({ apiBase: API, apiKey: 'api-key' });
    const tokens = await admin.getMemberTokens('c', 'm');
    expect(sent).toEqual([
      { authorization: null, body: { grantType: 'anonymous', clientId: 'c' } },
      {
        authorization: 'a1,api-key',
        body: { grant_type: 'authorized_client', scope: 'offline_access', member_id: 'm' },
      },
    ]);
    expect(tokens.refreshToken.role).toBe('member');
  });
});
