/**
 * What survives the hosted login round trip besides the URL: the scroll position. The cart
 * is server-side and ticket or variant choices kept in the URL come back with `originalUrl`.
 */
const scrollKey = (clientId: string) => `site-widgets:login-scroll:${clientId}`;

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
