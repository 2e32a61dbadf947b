import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '../client';
import { getPageSession, isLoggedIn, type SiteConfig } from '../session';
import { platformKey } from './platform-key';

export const cartKeys = {
  all: ['cart'] as const,
  current: ['cart', 'current'] as const,
  /** Every cart's totals (invalidated together); one cart's under `totals(id)`. */
  allTotals: ['cart', 'totals'] as const,
  totals: (cartId: string) => ['cart', 'totals', cartId] as const,
};

/** The platform whose visitor's cart it is: the client id at the `api-base` the config names. */
export type CartPlatform = Pick<SiteConfig, 'clientId' | 'apiBase'>;

/**
 * Where this browser keeps `what` about the cart of the visitor whom `platform`'s tokens name:
 * beside those tokens, under their key, so a page of the same site on another platform (a
 * sandbox, staging) never takes that platform's visitor's cart for its own.
 */
export const cartKey = (platform: CartPlatform, what: 'no-cart' | 'cart-of' | 'cart') =>
  platformKey(platform, what);

/**
 * Where this browser notes that the platform had no cart for its visitor (see
 * cartless-visitor.ts), so later pages do not ask for one again.
 */
export const noCartKey = (platform: CartPlatform) => cartKey(platform, 'no-cart');

/** Counts the cart changes seen here, so a "no cart" answer older than one is not kept. */
let changes = 0;
export const cartChanges = () => changes;

/** Drops the note that the visitor has no cart, and counts a change. */
export function forgetNoCart(platform: CartPlatform): void {
  changes += 1;
  try {
    localStorage.removeItem(noCartKey(platform));
  } catch {
    // storage blocked: nothing was noted either
  }
}

/** The page's channel, to the tabs on its config's platform. */
let channel: BroadcastChannel | undefined;

type CartMessage = { type: 'cart'; cart: Cart | null };

/**
 * Other tabs of the same site learn about cart changes at once: those on the same platform,
 * whose visitor is this one. A page switched to another platform leaves the old one's channel,
 * whose carts are not its visitor's. A message only writes the cache, it never triggers
 * another broadcast.
 */
function channelFor(platform: CartPlatform, queryClient: QueryClient): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const name = cartKey(platform, 'cart');
  if (channel?.name !== name) {
    channel?.close();
    channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent<CartMessage>) => {
      if (event.data?.type !== 'cart') return;
      changes += 1;
      queryClient.setQueryData(cartKeys.current, event.data.cart);
      void queryClient.invalidateQueries({ queryKey: cartKeys.allTotals });
    };
  }
  return channel;
}

const followingSignIn = new WeakSet<QueryClient>();

/**
 * The current cart is whoever the tokens name: after a sign-in (the platform has merged the
 * visitor's cart into the member's) or a sign-out, here or in another tab, the one on show is
 * dropped and read anew. Kept on show while it was read, a read that failed left it there: after
 * a sign-out the member's lines, totals and Checkout for whoever used the browser next; after a
 * sign-in the visitor's lines, gone from the platform, under the member's cart's totals.
 */
function refetchOnSignInChange(queryClient: QueryClient): void {
  if (followingSignIn.has(queryClient)) return;
  followingSignIn.add(queryClient);
  const session = getPageSession();
  let signedIn = isLoggedIn(session.getState());
  session.subscribe((state) => {
    if (isLoggedIn(state) === signedIn) return;
    signedIn = !signedIn;
    void queryClient.resetQueries({ queryKey: cartKeys.all });
  });
}

export function listenForCartChanges(platform: CartPlatform, queryClient: QueryClient): void {
  channelFor(platform, queryClient);
  refetchOnSignInChange(queryClient);
}

/**
 * Writes the cart every widget reads, and tells the other tabs. Totals are estimated by the
 * server, so any change makes them stale.
 */
export function publishCart(
  platform: CartPlatform,
  queryClient: QueryClient,
  cart: Cart | null,
): void {
  queryClient.setQueryData(cartKeys.current, cart);
  void queryClient.invalidateQueries({ queryKey: cartKeys.allTotals });
  channelFor(platform, queryClient)?.postMessage({ type: 'cart', cart } satisfies CartMessage);
}
