import { scopeOf, storageKey, type SiteConfig } from '../session';

/** A platform a site's widgets talk to: its client id at its `api-base`. */
export type SitePlatform = Pick<SiteConfig, 'clientId' | 'apiBase'>;

/**
 * Where this browser keeps `what` for the visitor of the page's platform: beside the tokens,
 * under their key (the client id at the `api-base`'s origin), so a page of the same site on
 * another platform (a sandbox, staging) never takes it for its own.
 */
export const platformKey = (platform: SitePlatform, what: string) =>
  `${storageKey(scopeOf(platform))}:${what}`;
