import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { emptyTokens, type Tokens } from './token-store';
import { API, recorder, tokenEndpoint, useServer } from '../testing/msw';
import { createTransport } from '../transport';
import { redirects } from '../modules/redirects';
import { createTokenLifecycle } from './tokens';
import { createAuthorizer } from './authorize';
import { pendingLogins } from './pending-login';
import { parseReturnUrl } from './return-url';
import type { FrameFlow } from './iframe';

const server = useServer();

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

function setup(frameFlow?: (flow: FrameFlow) => Promise<Record<string, string>>) {
  const endpoint = tokenEndpoint();
  const api = recorder(() =>
    HttpResponse.json({
      redirectSession: { id: 's1', fullUrl: 'https://platform.test/hosted/s1' },
    }),
  );
  server.use(endpoint.handler, api.handler);
  let tokens: Tokens = emptyTokens();
  const session = { getTokens: () => tokens, setTokens: (t: Tokens) => void (tokens = t) };
  const lifecycle = createTokenLifecycle({ origin: API, clientId: 'cid', session });
  const transport = createTransport({ origin: API, authorize: lifecycle.accessToken });
  const storage = memoryStorage();
  const authorizer = createAuthorizer({
    clientId: 'cid',
    apiBase: API,
    redirects: redirects(transport),
    tokens: lifecycle,
    storage: () => storage,
    frameFlow,
  });
  const stored = () => JSON.parse([...storage.map.values()][0] ?? '{}');
  const pending = pendingLogins({ clientId: 'cid', apiBase: API, storage: () => storage });
  return { authorizer, pending, endpoint, api, storage, stored, tokens: () => tokens };
}

describe('hosted login by redirect', () => {
  it('creates the auth redirect session and keeps state and verifier', async () => {
    const { authorizer, api, stored } = setup();
    const { url } = await authorizer.startHostedLogin({ redirectUri: 'https://site/return' });
    expect(url).toBe('https://platform.test/hosted/s1');
    const body = api.seen[0]!.body as { auth: { authRequest: Record<string, string> } };
    expect(body.auth).toMatchObject({
      prompt: 'login',
      authRequest: {
        redirectUri: 'https://site/return',
        clientId: 'cid',
        codeChallengeMethod: 'S256',
        responseMode: 'fragment',
        responseType: 'code',
        scope: 'offline_access',
        state: stored().state,
      },
    });
    expect(body.auth.authRequest.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored().codeVerifier).toHaveLength(43);
  });

  it('on return exchanges the code (fragment) and the role becomes member', async () => {
    const { authorizer, endpoint, stored, storage, tokens } = setup();
    await authorizer.startHostedLogin({ redirectUri: 'https://site/r', originalUrl: '/cart' });
    const { state, codeVerifier } = stored();
    const result = await authorizer.completeHostedLogin(`https://site/r#code=abc&state=${state}`);
    expect(result.originalUrl).toBe('/cart');
    expect(endpoint.grants.at(-1)).toEqual({
      grantType: 'authorization_code',
      clientId: 'cid',
      code: 'abc',
      codeVerifier,
      redirectUri: 'https://site/r',
    });
    expect(tokens().refreshToken.role).toBe('member');
    expect(storage.map.size).toBe(0);
  });

  it('reads the query when the fragment has nothing', () => {
    expect(parseReturnUrl('https://site/r?code=c&state=s')).toMatchObject({
      code: 'c',
      state: 's',
    });
    expect(
      parseReturnUrl('https://site/r?code=q#error=access_denied&error_description=no'),
    ).toMatchObject({ code: null, error: 'access_denied', error_description: 'no' });
  });

  it.each([
    ['a missing code', (s: string) => `https://site/r#state=${s}`, 'Missing code or _state'],
    ['a missing state', () => 'https://site/r#code=abc', 'Missing code or _state'],
    ['a different state', () => 'https://site/r#code=abc&state=forged', 'Invalid _state'],
    [
      // Anyone can write such a link: its words are not the platform's answer to this tab.
      'an error of a different state',
      () => 'https://site/r#error=access_denied&error_description=Call%20us&state=forged',
      'Invalid _state',
    ],
  ])('%s never reaches the token endpoint', async (_name, url, message) => {
    const { authorizer, endpoint, stored } = setup();
    await authorizer.startHostedLogin({ redirectUri: 'https://site/r' });
    const before = endpoint.grants.filter((g) => g.grantType === 'authorization_code').length;
    await expect(authorizer.completeHostedLogin(url(stored().state))).rejects.toThrow(message);
    expect(endpoint.grants.filter((g) => g.grantType === 'authorization_code')).toHaveLength(
      before,
    );
  });

  it('no stored state at all is an invalid state', async () => {
    const { authorizer, endpoint } = setup();
    await expect(authorizer.completeHostedLogin('https://site/r#code=a&state=b')).rejects.toThrow(
      'Invalid _state',
    );
    expect(endpoint.grants).toHaveLength(0);
  });

  it('an error on return is an application error with its description', async () => {
    const { authorizer, stored } = setup();
    await authorizer.startHostedLogin({ redirectUri: 'https://site/r' });
    await expect(
      authorizer.completeHostedLogin(
        `https://site/r#error=access_denied&error_description=Denied&state=${stored().state}`,
      ),
    ).rejects.toMatchObject({ name: 'ApplicationError', code: 'access_denied' });
  });
});

describe('the pending hosted login', () => {
  it('is reported while a login started in this tab awaits its return', async () => {
    const { authorizer, pending, stored } = setup();
    expect(pending.exists()).toBe(false);
    await authorizer.startHostedLogin({ redirectUri: 'https://site/r' });
    expect(pending.exists()).toBe(true);
    await authorizer.completeHostedLogin(`https://site/r#code=abc&state=${stored().state}`);
    expect(pending.exists()).toBe(false);
  });

  it.each([
    ['a forged state', () => 'https://site/r#code=abc&state=forged'],
    ['an error answer', (s: string) => `https://site/r#error=access_denied&state=${s}`],
  ])('is removed when completion throws on %s', async (_name, url) => {
    const { authorizer, pending, storage, stored } = setup();
    await authorizer.startHostedLogin({ redirectUri: 'https://site/r' });
    await expect(authorizer.completeHostedLogin(url(stored().state))).rejects.toThrow();
    expect(storage.map.size).toBe(0);
    expect(pending.exists()).toBe(false);
  });

  it('is removed when the token exchange fails', async () => {
    const { authorizer, storage, stored } = setup();
    await authorizer.startHostedLogin({ redirectUri: 'https://site/r' });
    server.use(
      http.post(`${API}/oauth2/token`, () =>
        HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
      ),
    );
    await expect(
      authorizer.completeHostedLogin(`https://site/r#code=used&state=${stored().state}`),
    ).rejects.toThrow();
    expect(storage.map.size).toBe(0);
  });

  it('a corrupt kept value is no pending login', async () => {
    const { authorizer, pending, storage } = setup();
    await authorizer.startHostedLogin({ redirectUri: 'https://site/r' });
    const [key] = storage.map.keys();
    storage.setItem(key!, '{not json');
    expect(pending.exists()).toBe(false);
  });

  it('is kept per platform, as the tokens are: the same client id elsewhere has none', async () => {
    const { authorizer, pending, storage } = setup();
    await authorizer.startHostedLogin({ redirectUri: 'https://site/r' });
    const at = (apiBase?: string) =>
      pendingLogins({ clientId: 'cid', apiBase, storage: () => storage }).exists();
    expect(pending.exists()).toBe(true);
    // Another platform (a sandbox, staging; the real one) would be sent this one's verifier.
    expect(at('https://sandbox.test')).toBe(false);
    expect(at(undefined)).toBe(false);
    // Its origin is the platform, as for the tokens: a path under it is the same one.
    expect(at(`${API}/proxy/`)).toBe(true);
  });
});

describe('direct login and logout', () => {
  it('opens the web_message / prompt none session with the session token and exchanges', async () => {
    let flow: FrameFlow | undefined;
    const { authorizer, api, endpoint, tokens } = setup(async (f) => {
      flow = f;
      return { code: 'xyz', state: f.state };
    });
    await authorizer.loginWithSessionToken('sess-1');
    const { auth } = api.seen[0]!.body as { auth: { authRequest: Record<string, string> } };
    expect(auth).toMatchObject({
      prompt: 'none',
      authRequest: { responseMode: 'web_message', sessionToken: 'sess-1', state: flow!.state },
    });
    // As the SDK's getMemberTokensForDirectLogin: the page posts to its parent, no redirect URI.
    expect(auth.authRequest).not.toHaveProperty('redirectUri');
    expect(flow).toEqual({ url: 'https://platform.test/hosted/s1', state: flow!.state });
    expect(endpoint.grants.at(-1)).toMatchObject({ grantType: 'authorization_code', code: 'xyz' });
    expect(endpoint.grants.at(-1)).not.toHaveProperty('redirectUri');
    expect(tokens().refreshToken.role).toBe('member');
  });

  it('logout clears tokens to role none and returns the logout URL', async () => {
    const { authorizer, api, tokens } = setup();
    const { logoutUrl } = await authorizer.logout('https://site/bye');
    expect(api.seen.at(-1)!.body).toEqual({
      logout: { clientId: 'cid' },
      callbacks: { postFlowUrl: 'https://site/bye' },
    });
    expect(logoutUrl).toBe('https://platform.test/hosted/s1');
    expect(tokens()).toEqual(emptyTokens());
  });
});
