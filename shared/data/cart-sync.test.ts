import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { emptyTokens, getPageSession, type Tokens } from '../session';
import { cartChanges, cartKeys, listenForCartChanges } from './cart-sync';

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

it("counts another tab's cart change, so a 'no cart' answer sent before it is not kept", async () => {
  const queryClient = new QueryClient();
  listenForCartChanges('cart-sync-tabs', queryClient);
  const before = cartChanges();
  const otherTab = new BroadcastChannel('site-widgets:cart:cart-sync-tabs');
  otherTab.postMessage({ type: 'cart', cart: { id: 'cart-1', lineItems: [] } });
  await vi.waitFor(() => expect(cartChanges()).toBe(before + 1));
  expect(queryClient.getQueryData(cartKeys.current)).toEqual({ id: 'cart-1', lineItems: [] });
  otherTab.close();
  queryClient.clear();
});
