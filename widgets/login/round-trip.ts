import { platformKey, type SitePlatform } from '../../shared/data';

/**
 * What survives the hosted login round trip besides the URL: the scroll position. The cart
 * is server-side and ticket or variant choices kept in the URL come back with `originalUrl`.
 */
const scrollKey = (platform: SitePlatform) => platformKey(platform, 'login-scroll');

export function keepScroll(platform: SitePlatform): void {
  try {
    sessionStorage.setItem(scrollKey(platform), JSON.stringify([window.scrollX, window.scrollY]));
  } catch {
    // storage blocked: the visitor comes back at the top, nothing worse
  }
}

export function restoreScroll(platform: SitePlatform): void {
  try {
    const kept = sessionStorage.getItem(scrollKey(platform));
    sessionStorage.removeItem(scrollKey(platform));
    if (!kept) return;
    const [x, y] = JSON.parse(kept) as [number, number];
    window.scrollTo(x, y);
  } catch {
    // storage blocked or a corrupt value: stay where the page opened
  }
}
