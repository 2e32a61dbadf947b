/**
 * Where calls go. The real platform serves its API on two hosts, as its official SDK uses them:
 * `www` for tokens, identity and elevated (API key) calls, `edge` for a browser client's service
 * calls. With an `api-base` (the sandbox, a proxy) every host maps to it and paths keep their
 * per-service prefixes (docs/wire.md).
 */
export const PLATFORM_HOSTS = {
  www: 'https://www.wixapis.com',
  edge: 'https://edge.wixapis.com',
} as const;

export type PlatformHost = keyof typeof PLATFORM_HOSTS;

/** The origin a call to `host` goes to, given the site's optional api-base. */
export const originFor = (apiBase: string | undefined, host: PlatformHost): string =>
  apiBase ? apiBase.replace(/\/+$/, '') : PLATFORM_HOSTS[host];

/**
 * The origin that issues a page's tokens: tokens, and what the client keeps beside them (a
 * pending hosted login), are stored under it and never offered to another one (a second
 * `<site-config>` with another `api-base` must not inherit them). Without an `api-base`, the
 * real platform's host that issues them.
 */
export const platformOrigin = (apiBase: string | undefined): string =>
  apiBase ? new URL(apiBase).origin : PLATFORM_HOSTS.www;
