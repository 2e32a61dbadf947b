/** `<site-config hosted-origins>`: the origins of the site owner's hosted pages, if listed. */
import { isWebUrl } from '../client/safe-url';

export type OriginList = { origins: string[] } | { problem: string };

/**
 * Space-separated origins, like "https://checkout.example https://login.example". Each is an
 * origin, not a page: a path would suggest a narrower rule than the one applied (origin only).
 */
export function parseHostedOrigins(value: string): OriginList {
  const entries = value.split(/\s+/).filter(Boolean);
  if (!entries.length) return { problem: 'lists no origin' };
  const origins: string[] = [];
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return { problem: `has "${entry}", which is not an origin like "https://checkout.example"` };
    }
    if (!isWebUrl(url)) {
      return { problem: `has "${entry}": hosted pages must be https: (http: only on localhost)` };
    }
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      return { problem: `has "${entry}": list origins only, without a path` };
    }
    origins.push(url.origin);
  }
  return { origins };
}
