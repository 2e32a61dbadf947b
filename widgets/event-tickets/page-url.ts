import { linkHref, type PageUrl } from '../../shared/client';

/**
 * A platform page's address (`{ base, path }`) as a link, joined as the official SDK joins it:
 * a base without a scheme is taken as http.
 */
export function pageUrlHref(url: PageUrl | undefined): string | undefined {
  if (!url?.base) return undefined;
  const base = /^https?:\/\//i.test(url.base) ? url.base : `http://${url.base}`;
  return linkHref(base + (url.path ?? ''));
}
