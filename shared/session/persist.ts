import type { SessionStore } from './store';
import { emptyTokens, type Tokens } from './tokens';

const storageKey = (clientId: string) => `site-widgets:tokens:${clientId}`;

function readTokens(storage: Storage, clientId: string): Tokens | null {
  try {
    const raw = storage.getItem(storageKey(clientId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Tokens;
    return typeof parsed?.accessToken?.value === 'string' &&
      typeof parsed?.refreshToken?.role === 'string'
      ? parsed
      : null;
  } catch {
    return null; // private mode or corrupt value: start anonymous rather than break the page
  }
}

/**
 * Keeps the session's tokens in localStorage, scoped by client id, and follows other tabs:
 * a login or logout in one tab reaches the others through the `storage` event.
 * Returns a function that stops persisting.
 */
export function persistTokens(
  store: SessionStore,
  clientId: string,
  target: Pick<Window, 'localStorage' | 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const storage = target.localStorage;
  const saved = readTokens(storage, clientId);
  if (saved) store.getState().setTokens(saved);

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.tokens === previous.tokens) return;
    try {
      storage.setItem(storageKey(clientId), JSON.stringify(state.tokens));
    } catch {
      // storage full or blocked: the session still works for this page
    }
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey(clientId)) return;
    const next = event.newValue ? readTokens(storage, clientId) : emptyTokens();
    if (next) store.getState().setTokens(next);
  };
  target.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    target.removeEventListener('storage', onStorage);
  };
}
