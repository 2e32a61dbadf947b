import type { SessionStore } from './store';
import { emptyTokens, type Tokens } from '../client/auth/token-store';

/** Whose tokens these are: the site's client id at the platform origin that issued them. */
export interface TokenScope {
  clientId: string;
  /** The issuing platform's origin (see platformOrigin). */
  origin: string;
}

/**
 * Scoped by origin too, so a page whose `api-base` changes (or is forged) never reads tokens
 * another server issued. Tokens under the old unscoped key are left alone, not migrated.
 */
export const storageKey = ({ clientId, origin }: TokenScope) =>
  `site-widgets:tokens:${origin}/${clientId}`;

/**
 * A token a header can carry: visible ASCII, not huge. A stored one with a line break or a
 * non-Latin-1 character makes every call throw before it is sent, and a megabyte one is refused
 * unread (no CORS headers): both look like being offline, on every page, until storage is
 * cleared. Such a value counts as none, so the page starts a new visitor instead.
 */
const sendable = (value: unknown) => typeof value === 'string' && /^[!-~]{0,8192}$/.test(value);

function readTokens(storage: Storage, key: string): Tokens | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Tokens;
    return sendable(parsed?.accessToken?.value) &&
      sendable(parsed?.refreshToken?.value) &&
      typeof parsed?.refreshToken?.role === 'string'
      ? parsed
      : null;
  } catch {
    return null; // private mode or corrupt value: start anonymous rather than break the page
  }
}

/** The tokens kept for `scope`, if any (none where storage is blocked). */
export function storedTokens(scope: TokenScope): Tokens | null {
  try {
    return readTokens(localStorage, storageKey(scope));
  } catch {
    return null;
  }
}

/**
 * Keeps the session's tokens in localStorage, scoped by client id and platform origin, and
 * follows other tabs:
 * a login or logout in one tab reaches the others through the `storage` event.
 * Returns a function that stops persisting.
 */
export function persistTokens(
  store: SessionStore,
  scope: TokenScope,
  target: Pick<Window, 'localStorage' | 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  let storage: Storage;
  try {
    storage = target.localStorage;
  } catch {
    return () => {}; // blocked (a sandboxed frame throws on reading it): tokens for this page only
  }
  const key = storageKey(scope);
  const saved = readTokens(storage, key);
  if (saved) store.getState().setTokens(saved);

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.tokens === previous.tokens) return;
    try {
      storage.setItem(key, JSON.stringify(state.tokens));
    } catch {
      // storage full or blocked: the session still works for this page
    }
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    const next = event.newValue ? readTokens(storage, key) : emptyTokens();
    if (next) store.getState().setTokens(next);
  };
  target.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    target.removeEventListener('storage', onStorage);
  };
}
