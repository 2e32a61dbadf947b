// Whether to ask the platform for the visitor's cart at all: asking for one that does not exist
// gets a 404, a red line in the console of every page and a request for nothing.
import type { Cart } from '../client';
import { isEarlyVisitor } from '../client/auth/early-start';
import { markOf } from '../client/auth/token-store';
import { getPageSession } from '../session';
import { cartChanges, cartKey, noCartKey, type CartPlatform } from './cart-sync';

let following = false;

/**
 * Notes each visitor whose tokens this page obtains from nothing (a first visit, a sign-out):
 * they have no cart, on this page or the next ones. A cart change that made the tokens on its
 * way forgets that once answered (cart.ts).
 *
 * Once a page, too, drops the notes kept under the client id alone before they moved beside
 * the tokens (cartKey): nothing reads them, and they would stay in the visitor's storage.
 */
function followNewVisitors({ clientId }: CartPlatform): void {
  if (following) return;
  following = true;
  try {
    localStorage.removeItem(`site-widgets:no-cart:${clientId}`);
    localStorage.removeItem(`site-widgets:cart-of:${clientId}`);
  } catch {
    // storage blocked: nothing was kept either
  }
  getPageSession().subscribe(({ tokens, config }, previous) => {
    const { role } = tokens.refreshToken;
    // Under another config, the tokens are that platform's stored ones (site-config-element.ts).
    if (
      config === previous.config &&
      config.status === 'ready' &&
      previous.tokens.refreshToken.role === 'none' &&
      role === 'visitor'
    )
      rememberNoCart(config.config);
  });
}

/**
 * Where storage is blocked, this page's own note, good until the next cart change: each page
 * is a new visitor there anyway, but a refetch would ask again on every focus.
 */
let notedHere: { key: string; mark: string; changes: number } | undefined;

function storedMark(platform: CartPlatform): string | null {
  const key = noCartKey(platform);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // storage blocked: only this page's note
  }
  const note = notedHere;
  const here = note?.key === key && note.changes === cartChanges() ? note.mark : null;
  return stored ?? here;
}

/**
 * Remembers, across pages, that the platform has no cart for the session's visitor, unless a
 * cart change was seen since `since` (a `cartChanges()` count taken before asking the platform,
 * whose answer may predate that change). A member's cart is never taken as missing: they may
 * fill one elsewhere.
 */
export function rememberNoCart(platform: CartPlatform, since = cartChanges()): void {
  const { role, value } = getPageSession().getState().tokens.refreshToken;
  const key = noCartKey(platform);
  if (role !== 'visitor' || cartChanges() !== since) return;
  try {
    localStorage.setItem(key, markOf(value));
  } catch {
    // storage full or blocked: the next page asks again, this one does not
    notedHere = { key, mark: markOf(value), changes: since };
  }
}

/**
 * Whether the platform cannot have a cart for the session's visitor: there are no tokens yet
 * (the visitor this page is about to create is new), the loader created them and no cart change
 * was seen since (once one was, the cache that held its cart may be reset), or this page or
 * one before noted they have none and nothing was changed since. Where storage is blocked
 * only this page notes it.
 */
export function visitorHasNoCart(platform: CartPlatform): boolean {
  followNewVisitors(platform);
  const { role, value } = getPageSession().getState().tokens.refreshToken;
  // The loader's visitor may be kept before any cart widget asked (and began following).
  return (
    role === 'none' ||
    (role === 'visitor' &&
      ((isEarlyVisitor(value) && !cartChanges()) || storedMark(platform) === markOf(value)))
  );
}

/** Where this browser notes the visitor whose cart last held items (lapsed-cart.ts reads it). */
export const cartOwnerKey = (platform: CartPlatform) => cartKey(platform, 'cart-of');

/**
 * Notes whose cart the widgets show: a visitor's with items is noted, so that if the platform
 * forgets that visitor after a long absence (the client then takes a new one, spec §4 rule 2,
 * naming the old in `lapsed`) the cart can say where theirs went. Their own cart empty
 * (emptied, or ordered) or a member's (kept for them, whatever their tokens) drops the note.
 */
export function noteCartOwner(platform: CartPlatform, cart: Cart | null | undefined): void {
  const { role, value } = getPageSession().getState().tokens.refreshToken;
  const key = cartOwnerKey(platform);
  if (cart === undefined || role === 'none') return;
  try {
    if (role === 'visitor' && cart?.lineItems.length) localStorage.setItem(key, markOf(value));
    else if (role === 'member' || localStorage.getItem(key) === markOf(value))
      localStorage.removeItem(key);
  } catch {
    // storage blocked: each page is a new visitor there, with nothing to lose
  }
}
