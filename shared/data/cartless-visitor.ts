// Whether to ask the platform for the visitor's cart at all: asking for one that does not exist
// gets a 404, a red line in the console of every page and a request for nothing.
import { isEarlyVisitor } from '../client/auth/early-start';
import { getPageSession } from '../session';
import { cartChanges, noCartKey } from './cart-sync';

/** Refresh tokens this page obtained for a visitor who had none stored. */
const createdHere = new Set<string>();
let following = false;

/** Notes each visitor whose tokens this page obtains from nothing (a first visit, a sign-out). */
function followNewVisitors(): void {
  if (following) return;
  following = true;
  getPageSession().subscribe(({ tokens }, previous) => {
    const { role, value } = tokens.refreshToken;
    if (previous.tokens.refreshToken.role === 'none' && role === 'visitor') createdHere.add(value);
  });
}

/**
 * What the browser keeps of a visitor's refresh token to know them again: its end tells this
 * browser's visitors apart, and is no token anyone could use.
 */
const markOf = (refreshToken: string) => refreshToken.slice(-16);

function storedMark(clientId: string): string | null {
  try {
    return localStorage.getItem(noCartKey(clientId));
  } catch {
    return null; // storage blocked: the cart is asked for, as before anything was known
  }
}

/**
 * Remembers, across pages, that the platform has no cart for the session's visitor, unless a
 * cart change was seen since `since` (a `cartChanges()` count taken before asking the platform,
 * whose answer may predate that change). A member's cart is never taken as missing: they may fill one elsewhere.
 */
export function rememberNoCart(clientId: string, since = cartChanges()): void {
  const { role, value } = getPageSession().getState().tokens.refreshToken;
  if (role !== 'visitor' || cartChanges() !== since) return;
  try {
    localStorage.setItem(noCartKey(clientId), markOf(value));
  } catch {
    // storage full or blocked: the next page asks again
  }
}

/**
 * Whether the platform cannot have a cart for the session's visitor: there are no tokens yet
 * (the visitor this page is about to create is new), this page created them, or a page before
 * found none and nothing was added since (any cart change forgets that, see cart-sync.ts).
 */
export function visitorHasNoCart(clientId: string): boolean {
  followNewVisitors();
  const { role, value } = getPageSession().getState().tokens.refreshToken;
  // The loader's visitor may be kept before any cart widget asked (and began following).
  return (
    role === 'none' ||
    (role === 'visitor' &&
      (createdHere.has(value) || isEarlyVisitor(value) || storedMark(clientId) === markOf(value)))
  );
}
