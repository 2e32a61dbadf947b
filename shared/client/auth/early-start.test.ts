import { afterEach, describe, expect, it } from 'vitest';
import { emptyTokens, type TokenStore, type Tokens } from './token-store';
import { API, tokenEndpoint, useServer } from '../testing/msw';
import { createTokenLifecycle } from './tokens';
import { isEarlyVisitor, LOADER_KEY, type EarlyStart } from './early-start';

const server = useServer();
const NOW = 1_000_000;

const earlyTokens: Tokens = {
  accessToken: { value: 'from-the-loader', expiresAt: NOW + 14400 },
  refreshToken: { value: 'loader-refresh', role: 'visitor' },
};

type Host = typeof globalThis & { [LOADER_KEY]?: { early?: EarlyStart } };

const OURS = { clientId: 'client-1', apiBase: API as string | undefined };

/** What the loader put on its slot, for client-1 at API unless `config` says otherwise. */
function loaderStarted(tokens: Promise<Tokens> | undefined, config = OURS) {
  (globalThis as Host)[LOADER_KEY] = {
    early: { ...config, tokens, products: Promise.resolve({ ids: [], answer: '' }) },
  };
}

function memoryStore(): TokenStore & { tokens: Tokens } {
  const store = {
    tokens: emptyTokens(),
    getTokens: () => store.tokens,
    setTokens: (tokens: Tokens) => {
      store.tokens = tokens;
    },
  };
  return store;
}

/** A page's token lifecycle for client-1 at API, and the grants the platform received. */
function firstVisit() {
  const endpoint = tokenEndpoint();
  server.use(endpoint.handler);
  const session = memoryStore();
  const tokens = createTokenLifecycle({
    origin: API,
    clientId: 'client-1',
    session,
    now: () => NOW,
  });
  return { tokens, session, grants: endpoint.grants };
}

afterEach(() => {
  delete (globalThis as Host)[LOADER_KEY];
});

describe("the runtime adopts the loader's token", () => {
  it('same client id and api-base: its tokens, and no request of our own', async () => {
    loaderStarted(Promise.resolve(earlyTokens));
    const { tokens, session, grants } = firstVisit();
    await expect(tokens.accessToken()).resolves.toBe('from-the-loader');
    expect(session.tokens).toEqual(earlyTokens);
    expect(grants).toEqual([]);
  });

  it('still on its way: the runtime waits for it rather than asking a second time', async () => {
    let answer!: (tokens: Tokens) => void;
    loaderStarted(new Promise((resolve) => (answer = resolve)));
    const { tokens, grants } = firstVisit();
    const pending = Promise.all([tokens.accessToken(), tokens.accessToken()]);
    answer(earlyTokens);
    await expect(pending).resolves.toEqual(['from-the-loader', 'from-the-loader']);
    expect(grants).toEqual([]);
  });

  it.each([
    ['another client id', { ...OURS, clientId: 'client-2' }],
    ['another api-base', { ...OURS, apiBase: 'https://elsewhere.test' }],
    ['the real platform', { ...OURS, apiBase: undefined }],
  ])('%s: ignored, the runtime asks the platform itself', async (_, config) => {
    loaderStarted(Promise.resolve(earlyTokens), config);
    const { tokens, grants } = firstVisit();
    await expect(tokens.accessToken()).resolves.toBe('access-1');
    expect(grants).toEqual([{ grantType: 'anonymous', clientId: 'client-1' }]);
  });

  it("a returning visitor's early start (the cards' query alone): no tokens to adopt", async () => {
    loaderStarted(undefined);
    const { tokens, grants } = firstVisit();
    await expect(tokens.accessToken()).resolves.toBe('access-1');
    expect(grants).toEqual([{ grantType: 'anonymous', clientId: 'client-1' }]);
  });

  it("the loader's request failed: the runtime asks, once", async () => {
    const failed = Promise.reject(new Error('offline'));
    failed.catch(() => {});
    loaderStarted(failed);
    const { tokens, grants } = firstVisit();
    await expect(tokens.accessToken()).resolves.toBe('access-1');
    expect(grants).toHaveLength(1);
  });

  it('expired by the time the runtime needs it (a page left open): the runtime asks', async () => {
    loaderStarted(
      Promise.resolve({ ...earlyTokens, accessToken: { value: 'old', expiresAt: NOW - 1 } }),
    );
    const { tokens, grants } = firstVisit();
    await expect(tokens.accessToken()).resolves.toBe('access-1');
    expect(grants).toHaveLength(1);
  });

  it('kept as soon as the runtime starts, before any call needs it: the next page is a returning visit', async () => {
    loaderStarted(Promise.resolve(earlyTokens));
    const { session, grants } = firstVisit();
    await expect.poll(() => session.tokens).toEqual(earlyTokens);
    expect(grants).toEqual([]);
  });

  it("names the loader's visitor once taken: new on this page (no cart to read yet)", async () => {
    loaderStarted(Promise.resolve(earlyTokens));
    const { session } = firstVisit();
    await expect.poll(() => session.tokens).toEqual(earlyTokens);
    expect(isEarlyVisitor('loader-refresh')).toBe(true);
    expect(isEarlyVisitor('someone-else')).toBe(false);
  });

  it('handed out once: a later renewal (after a sign-out) asks the platform', async () => {
    loaderStarted(Promise.resolve(earlyTokens));
    const { tokens, grants } = firstVisit();
    await tokens.accessToken();
    tokens.clear();
    await expect(tokens.accessToken()).resolves.toBe('access-1');
    expect(grants).toHaveLength(1);
  });
});
