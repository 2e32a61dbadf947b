// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { LOADER_KEY, takeEarlyTokens, type EarlyStart } from '../client/auth/early-start';
import type { Tokens } from '../client/auth/token-store';
import { originFor } from '../client/hosts';
import { getPageSession } from '../session';
import { forgetNoCart } from './cart-sync';
import { visitorHasNoCart } from './cartless-visitor';

type Host = typeof globalThis & { [LOADER_KEY]?: { early?: EarlyStart } };
const API = 'https://api.example';

afterEach(() => {
  delete (globalThis as Host)[LOADER_KEY];
  localStorage.clear();
});

it("the loader's new visitor has no cart until a cart change: then theirs is read", async () => {
  const early: Tokens = {
    accessToken: { value: 'from-the-loader', expiresAt: 2_000_000_000 },
    refreshToken: { value: 'loader-visitor', role: 'visitor' },
  };
  (globalThis as Host)[LOADER_KEY] = {
    early: {
      clientId: 'shop',
      apiBase: API,
      tokens: Promise.resolve(early),
      products: Promise.resolve({ ids: [], answer: '' }),
    },
  };
  getPageSession()
    .getState()
    .setTokens(await takeEarlyTokens('shop', originFor(API, 'www'))!);
  expect(visitorHasNoCart('shop')).toBe(true);
  forgetNoCart('shop'); // they added something: the cache holds it, until something resets the cache
  expect(visitorHasNoCart('shop')).toBe(false);
});
