// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { LOADER_KEY, takeEarlyTokens, type EarlyStart } from '../client/auth/early-start';
import type { Tokens } from '../client/auth/token-store';
import { originFor } from '../client/hosts';
import { getPageSession } from '../session';
import { forgetNoCart } from './cart-sync';
import { rememberNoCart, visitorHasNoCart } from './cartless-visitor';

type Host = typeof globalThis & { [LOADER_KEY]?: { early?: EarlyStart } };
const API = 'https://api.example';
const SHOP = { clientId: 'shop', apiBase: API };

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
  expect(visitorHasNoCart(SHOP)).toBe(true);
  forgetNoCart(SHOP); // they added something: the cache holds it, until something resets the cache
  expect(visitorHasNoCart(SHOP)).toBe(false);
});

it("a cart change on another platform with the same client id keeps this one's note", () => {
  const as = (refreshToken: string) =>
    getPageSession()
      .getState()
      .setTokens({
        accessToken: { value: `access-of-${refreshToken}`, expiresAt: 2_000_000_000 },
        refreshToken: { value: refreshToken, role: 'visitor' },
      });
  const sandbox = { clientId: 'shop', apiBase: 'http://127.0.0.1:8787' };
  as('a-visitor-of-the-platform');
  rememberNoCart(SHOP); // the platform answered: no cart
  // A page of the same site on a sandbox, where its own visitor fills a cart.
  as('a-visitor-of-the-sandbox');
  forgetNoCart(sandbox);
  // Back on the platform: still known to have none, so not asked again (a 404 in the console).
  as('a-visitor-of-the-platform');
  expect(visitorHasNoCart(SHOP)).toBe(true);
});

it('drops, once a page, the notes kept under the client id alone before they moved beside the tokens', async () => {
  localStorage.setItem('site-widgets:no-cart:shop', 'old-mark');
  localStorage.setItem('site-widgets:cart-of:shop', 'old-mark');
  localStorage.setItem('site-widgets:cart-of:another-site', 'theirs');
  vi.resetModules(); // a page loading the module
  const { visitorHasNoCart: onNextPage } = await import('./cartless-visitor');
  onNextPage(SHOP);
  expect(localStorage.getItem('site-widgets:no-cart:shop')).toBeNull();
  expect(localStorage.getItem('site-widgets:cart-of:shop')).toBeNull();
  expect(localStorage.getItem('site-widgets:cart-of:another-site')).toBe('theirs');
});
