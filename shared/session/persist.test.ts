// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { persistTokens } from './persist';
import { createSessionStore, isLoggedIn } from './store';
import type { Tokens } from './tokens';

const member: Tokens = {
  accessToken: { value: 'a1', expiresAt: 2_000_000_000 },
  refreshToken: { value: 'r1', role: 'member' },
};

afterEach(() => localStorage.clear());

it('restores saved tokens for the same client id only', () => {
  localStorage.setItem('site-widgets:tokens:one', JSON.stringify(member));
  const mine = createSessionStore();
  persistTokens(mine, 'one');
  expect(isLoggedIn(mine.getState())).toBe(true);
  const other = createSessionStore();
  persistTokens(other, 'two');
  expect(other.getState().tokens.refreshToken.role).toBe('none');
});

it('saves token changes and ignores a corrupt saved value', () => {
  localStorage.setItem('site-widgets:tokens:one', '{not json');
  const store = createSessionStore();
  persistTokens(store, 'one');
  store.getState().setTokens(member);
  expect(JSON.parse(localStorage.getItem('site-widgets:tokens:one')!)).toEqual(member);
});

it('follows a login and a logout made in another tab', () => {
  const store = createSessionStore();
  const stop = persistTokens(store, 'one');
  localStorage.setItem('site-widgets:tokens:one', JSON.stringify(member));
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'site-widgets:tokens:one', newValue: '…' }),
  );
  expect(isLoggedIn(store.getState())).toBe(true);

  localStorage.removeItem('site-widgets:tokens:one');
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'site-widgets:tokens:one', newValue: null }),
  );
  expect(store.getState().tokens.refreshToken.role).toBe('none');
  stop();
});
