/**
 * The hosted login this tab started and has not completed: state, verifier and where to go
 * back, kept in sessionStorage until the return. Small and synchronous on purpose: a page
 * asks "is this `code` in the address ours?" before the login flows have loaded. Kept per
 * client id and platform origin, as the tokens are: a page of the same site on another platform
 * (a sandbox, staging) never sends this platform's code and verifier to its own.
 */
import { platformOrigin } from '../hosts';

/** The part of `sessionStorage` the redirect flow needs; injectable for tests. */
export type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PendingLogin {
  state: string;
  codeVerifier: string;
  redirectUri: string;
  originalUrl?: string;
}

export function pendingLogins({
  clientId,
  apiBase,
  storage,
}: {
  clientId: string;
  apiBase?: string | undefined;
  storage?: (() => StateStorage) | undefined;
}) {
  const key = `site-widgets:oauth:${platformOrigin(apiBase)}/${clientId}`;
  const store = () => (storage ?? (() => sessionStorage))();

  /** The kept login, or null; a corrupt or unreadable value counts as none. */
  function read(): Partial<PendingLogin> | null {
    try {
      const kept = store().getItem(key);
      const pending: unknown = kept ? JSON.parse(kept) : null;
      return pending && typeof pending === 'object' ? (pending as Partial<PendingLogin>) : null;
    } catch {
      return null; // storage blocked or a corrupt value
    }
  }

  return {
    read,
    keep: (pending: PendingLogin) => store().setItem(key, JSON.stringify(pending)),
    forget(): void {
      try {
        store().removeItem(key);
      } catch {
        // storage blocked: nothing was kept
      }
    },
    /** True when this tab started a hosted login for this client that has not completed. */
    exists: (): boolean => Boolean(read()?.state),
  };
}
