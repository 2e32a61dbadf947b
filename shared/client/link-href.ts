// Links, not navigations: the rule for an <a href> from platform data (safe-url.ts has the one
// for where a widget itself may send the visitor). Its own module so that only the event
// widgets, which show such links, carry it (vite.config.ts FAMILY_ONLY).
/**
 * An `href` for a link the visitor may follow, built from platform data (an event page, a
 * product page): `http:` or `https:` only (a link is the visitor's choice, so plain http is
 * allowed here), else undefined so the caller renders text instead of a link.
 */
export function linkHref(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
