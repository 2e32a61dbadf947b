import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import type { Cart } from '../client';
import { emptyTokens, getPageSession, type Tokens } from '../session';
import { cartChanges, cartKey, cartKeys, listenForCartChanges } from './cart-sync';

const hour = () => Math.floor(Date.now() / 1000) + 3600;
const tokensOf = (role: 'visitor' | 'member'): Tokens => ({
  accessToken: { value: `${role}-access`, expiresAt: hour() },
  refreshToken: { value: `${role}-refresh`, role },
});

afterEach(() => getPageSession().getState().setTokens(emptyTokens()));

it('drops the cart on show when the visitor signs in or out, here or in another tab, not on a token renewal', () => {
  const session = getPageSession().getState();
  session.setTokens(tokensOf('visitor'));
  const queryClient = new QueryClient();
  listenForCartChanges({ clientId: 'cart-sync-test' }, queryClient);
  const shown = () => queryClient.getQueryData(cartKeys.current);
  const cart = { id: 'cart', lineItems: [] };

  queryClient.setQueryData(cartKeys.current, cart);
  session.setTokens({
    ...tokensOf('visitor'),
    accessToken: { value: 'renewed', expiresAt: hour() },
  });
  expect(shown()).toEqual(cart);

  // Not kept on show while the member's is read: a read that fails would leave it there.
  session.setTokens(tokensOf('member'));
  expect(shown()).toBeUndefined();

  queryClient.setQueryData(cartKeys.current, cart);
  session.setTokens(emptyTokens());
  expect(shown()).toBeUndefined();
  queryClient.clear();
});

it("counts another tab's cart change, so a 'no cart' answer sent before it is not kept", async () => {
  const queryClient = new QueryClient();
  const platform = { clientId: 'cart-sync-tabs' };
  listenForCartChanges(platform, queryClient);
  const before = cartChanges();
  const otherTab = new BroadcastChannel(cartKey(platform, 'cart'));
  otherTab.postMessage({ type: 'cart', cart: { id: 'cart-1', lineItems: [] } });
  await vi.waitFor(() => expect(cartChanges()).toBe(before + 1));
  expect(queryClient.getQueryData(cartKeys.current)).toEqual({ id: 'cart-1', lineItems: [] });
  otherTab.close();
  queryClient.clear();
});

/** Another tab: this module as that tab's page loads it, with a cache of its own. */
async function otherTab() {
  vi.resetModules();
  return { sync: await import('./cart-sync'), queryClient: new QueryClient() };
}

it('tabs share the cart of their platform, not that of another with the same client id', async () => {
  const live = { clientId: 'cart-sync-platforms' };
  const sandbox = { clientId: 'cart-sync-platforms', apiBase: 'http://127.0.0.1:8787' };
  const cartOf = (id: string) => ({ id, lineItems: [] }) as unknown as Cart;
  const queryClient = new QueryClient();
  listenForCartChanges(live, queryClient);
  const seen: unknown[] = [];
  queryClient.getQueryCache().subscribe(({ query }) => seen.push(query.state.data));
  const onSandbox = await otherTab();
  const onLive = await otherTab();

  onSandbox.sync.publishCart(sandbox, onSandbox.queryClient, cartOf('sandbox-cart'));
  onLive.sync.publishCart(live, onLive.queryClient, cartOf('live-cart'));
  await vi.waitFor(() => expect(seen).toContainEqual(cartOf('live-cart')));
  // One channel would have brought the sandbox's cart first: messages keep the order sent.
  expect(seen).not.toContainEqual(cartOf('sandbox-cart'));
  queryClient.clear();
});
