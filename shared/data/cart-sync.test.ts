import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { emptyTokens, getPageSession, type Tokens } from '../session';
import { cartKeys, listenForCartChanges } from './cart-sync';

const hour = () => Math.floor(Date.now() / 1000) + 3600;
const tokensOf = (role: 'visitor' | 'member'): Tokens => ({
  accessToken: { value: `${role}-access`, expiresAt: hour() },
  refreshToken: { value: `${role}-refresh`, role },
});

afterEach(() => getPageSession().getState().setTokens(emptyTokens()));

it('loads the cart again when the visitor signs in or out, not on a token renewal', () => {
  const session = getPageSession().getState();
  session.setTokens(tokensOf('visitor'));
  const queryClient = new QueryClient();
  listenForCartChanges('cart-sync-test', queryClient);
  const stale = () => queryClient.getQueryState(cartKeys.current)?.isInvalidated;

  queryClient.setQueryData(cartKeys.current, null);
  session.setTokens({
    ...tokensOf('visitor'),
    accessToken: { value: 'renewed', expiresAt: hour() },
  });
  expect(stale()).toBe(false);

  session.setTokens(tokensOf('member'));
  expect(stale()).toBe(true);

  queryClient.setQueryData(cartKeys.current, null);
  session.setTokens(emptyTokens());
  expect(stale()).toBe(true);
  queryClient.clear();
});
