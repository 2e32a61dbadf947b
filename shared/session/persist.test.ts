// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { persistTokens } from './persist';
import { createSessionStore, isLoggedIn } from './store';
import type { Tokens } from '../client/auth/token-store';

const member: Tokens = {
  accessToken: { value: 'a1', expiresAt: 2_000_000_000 },
  refreshToken: { value: 'r1', role: 'member' },
};

const ONE = { clientId: 'one', origin: 'https://api.example' };
const KEY = 'site-widgets:tokens:https://api.example/one';

afterEach(() => localStorage.clear());

it('restores saved tokens for the same client id only', () => {
  localStorage.setItem(KEY, JSON.stringify(member));
  const mine = createSessionStore();
  persistTokens(mine, ONE);
  expect(isLoggedIn(mine.getState())).toBe(true);
  const other = createSessionStore();
  persistTokens(other, { ...ONE, clientId: 'two' });
  expect(other.getState().tokens.refreshToken.role).toBe('none');
});

it('never hands tokens issued by one platform origin to another', () => {
  localStorage.setItem(KEY, JSON.stringify(member));
  const elsewhere = createSessionStore();
  persistTokens(elsewhere, { ...ONE, origin: 'https://evil.example' });
  expect(elsewhere.getState().tokens.refreshToken.role).toBe('none');
  elsewhere.getState().setTokens({ ...member, refreshToken: { value: 'r2', role: 'member' } });
  expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(member);
});

it('no longer reads the old key scoped by client id alone', () => {
  localStorage.setItem('site-widgets:tokens:one', JSON.stringify(member));
  const store = createSessionStore();
  persistTokens(store, ONE);
  expect(store.getState().tokens.refreshToken.role).toBe('none');
});

it('saves token changes and ignores a corrupt saved value', () => {
  localStorage.setItem(KEY, '{not json');
  const store = createSessionStore();
  persistTokens(store, ONE);
  store.getState().setTokens(member);
  expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(member);
});

it('ignores saved tokens no request could carry: a line break, a non-Latin-1 letter, a megabyte', () => {
  for (const value of ['a1\r\nX-Injected: 1', 'a1€', 'a'.repeat(1_000_000)]) {
    for (const tokens of [
      { ...member, accessToken: { ...member.accessToken, value } },
      { ...member, refreshToken: { ...member.refreshToken, value } },
    ]) {
      localStorage.setItem(KEY, JSON.stringify(tokens));
      const store = createSessionStore();
      persistTokens(store, ONE);
      expect(store.getState().tokens.refreshToken.role).toBe('none');
    }
  }
});

it('follows a login and a logout made in another tab', () => {
  const store = createSessionStore();
  const stop = persistTokens(store, ONE);
  localStorage.setItem(KEY, JSON.stringify(member));
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '…' }));
  expect(isLoggedIn(store.getState())).toBe(true);

  localStorage.removeItem(KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: null }));
  expect(store.getState().tokens.refreshToken.role).toBe('none');
  stop();
});

it('keeps the tokens for the page alone where storage is blocked (a sandboxed frame throws)', () => {
  const blocked = {
    get localStorage(): Storage {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  const store = createSessionStore();
  const stop = persistTokens(store, ONE, blocked);
  store.getState().setTokens(member);
  expect(isLoggedIn(store.getState())).toBe(true);
  expect(stop).not.toThrow();
});
