import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '../client';
import { getPageSession, isLoggedIn } from '../session';

export const cartKeys = {
  all: ['cart'] as const,
  current: ['cart', 'current'] as const,
  /** Every cart's totals (invalidated together); one cart's under `totals(id)`. */
  allTotals: ['cart', 'totals'] as const,
  totals: (cartId: string) => ['cart', 'totals', cartId] as const,
};

/**
 * Where this browser notes that the platform had no cart for its visitor (see
 * cartless-visitor.ts), so later pages do not ask for one again.
 */
export const noCartKey = (clientId: string) => `site-widgets:no-cart:${clientId}`;

/** Counts the cart changes seen here, so a "no cart" answer older than one is not kept. */
let changes = 0;
export const cartChanges = () => changes;

/** Drops the note that the visitor has no cart, and counts a change. */
export function forgetNoCart(clientId: string): void {
  changes += 1;
  try {
    localStorage.removeItem(noCartKey(clientId));
  } catch {
    // storage blocked: nothing was noted either
  }
}

const channels = new Map<string, BroadcastChannel>();

type CartMessage = { type: 'cart'; cart: Cart | null };

/**
 * Other tabs of the same site learn about cart changes at once. One channel per client id;
 * a message only writes the cache, it never triggers another broadcast.
 */
function channelFor(clientId: string, queryClient: QueryClient): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  let channel = channels.get(clientId);
  if (!channel) {
    channel = new BroadcastChannel(`site-widgets:cart:${clientId}`);
    channel.onmessage = (event: MessageEvent<CartMessage>) => {
      if (event.data?.type !== 'cart') return;
      changes += 1;
      queryClient.setQueryData(cartKeys.current, event.data.cart);
      void queryClient.invalidateQueries({ queryKey: cartKeys.allTotals });
    };
    channels.set(clientId, channel);
  }
  return channel;
}

const followingSignIn = new WeakSet<QueryClient>();

/**
 * The current cart is whoever the tokens name: after a sign-in (the platform has merged the
 * visitor's cart into the member's) or a sign-out, here or in another tab, it is loaded again.
 */
function refetchOnSignInChange(queryClient: QueryClient): void {
  if (followingSignIn.has(queryClient)) return;
  followingSignIn.add(queryClient);
  const session = getPageSession();
  let signedIn = isLoggedIn(session.getState());
  session.subscribe((state) => {
    if (isLoggedIn(state) === signedIn) return;
    signedIn = !signedIn;
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  });
}

export function listenForCartChanges(clientId: string, queryClient: QueryClient): void {
  channelFor(clientId, queryClient);
  refetchOnSignInChange(queryClient);
}

/**
 * Writes the cart every widget reads, and tells the other tabs. Totals are estimated by the
 * server, so any change makes them stale.
 */
export function publishCart(clientId: string, queryClient: QueryClient, cart: Cart | null): void {
  queryClient.setQueryData(cartKeys.current, cart);
  void queryClient.invalidateQueries({ queryKey: cartKeys.allTotals });
  channelFor(clientId, queryClient)?.postMessage({ type: 'cart', cart } satisfies CartMessage);
}
