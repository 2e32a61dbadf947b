import { PLATFORM_HOSTS } from '../client/hosts';
import type { SiteConfig } from './config';
import type { TokenScope } from './persist';

/**
 * The origin that issues this page's tokens: tokens are stored under it and never offered to
 * another one (a second `<site-config>` with another `api-base` must not inherit them). Without
 * an `api-base`, the real platform's host that issues them.
 */
export function platformOrigin(apiBase: string | undefined): string {
  return apiBase ? new URL(apiBase).origin : PLATFORM_HOSTS.www;
}

/** The scope of the tokens a page with `config` uses (see storageKey). */
export const scopeOf = ({
  clientId,
  apiBase,
}: Pick<SiteConfig, 'clientId' | 'apiBase'>): TokenScope => ({
  clientId,
  origin: platformOrigin(apiBase),
});
