/**
 * What survives the hosted login round trip besides the URL: the scroll position. The cart
 * is server-side and ticket or variant choices kept in the URL come back with `originalUrl`.
 */
const scrollKey = (clientId: string) => `site-widgets:login-scroll:${clientId}`;

/**
 * Mirrors the platform client's key for the pending hosted login (shared/client
 * auth/authorize.ts). The client has no "is a login pending?" call yet; without this check a
 * page's own `?code=` would be sent to completion.
 */
const pendingKey = (clientId: string) => `site-widgets:oauth:${clientId}`;

export function hasPendingLogin(clientId: string): boolean {
  try {
    return Boolean(sessionStorage.getItem(pendingKey(clientId)));
  } catch {
    return false; // storage blocked: no login could have been started from this tab
  }
}

/** A failed completion leaves the pending state behind; a later page must not reuse it. */
export function forgetPendingLogin(clientId: string): void {
  try {
    sessionStorage.removeItem(pendingKey(clientId));
  } catch {
    // storage blocked: nothing was kept
  }
}

export function keepScroll(clientId: string): void {
  try {
    sessionStorage.setItem(scrollKey(clientId), JSON.stringify([window.scrollX, window.scrollY]));
  } catch {
    // storage blocked: the visitor comes back at the top, nothing worse
  }
}

export function restoreScroll(clientId: string): void {
  try {
    const kept = sessionStorage.getItem(scrollKey(clientId));
    sessionStorage.removeItem(scrollKey(clientId));
    if (!kept) return;
    const [x, y] = JSON.parse(kept) as [number, number];
    window.scrollTo(x, y);
  } catch {
    // storage blocked or a corrupt value: stay where the page opened
  }
}
