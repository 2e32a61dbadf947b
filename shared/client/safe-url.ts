/**
 * The one rule for where a widget may send the visitor (a navigation, or a frame's `src`) when
 * the URL comes from the platform's answer: a `javascript:` URL there would run on the host
 * page, and `data:`/`blob:` pages are the attacker's own content. Framework-free, so the hidden
 * login frame and the widgets use the same rule.
 */

/** Hosts where plain `http:` is the developer's own machine (URL keeps IPv6 in brackets). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type UnsafeUrlReason = 'not-absolute' | 'scheme' | 'origin';

const REASONS: Record<UnsafeUrlReason, string> = {
  'not-absolute': 'it is not an absolute URL',
  scheme: 'only https: URLs (http: on localhost) are allowed',
  origin: 'its origin is not one of the hosted origins listed in <site-config hosted-origins>',
};

/** A URL the widgets refused to go to; `name` survives bundling and cross-realm checks. */
export class UnsafeUrlError extends Error {
  override readonly name = 'UnsafeUrlError';
  readonly url: string;
  readonly reason: UnsafeUrlReason;

  constructor(url: string, reason: UnsafeUrlReason) {
    // Only the scheme and origin are worth printing; the rest may carry tokens or state.
    super(`site-widgets refused to go to ${describe(url)}: ${REASONS[reason]}.`);
    this.url = url;
    this.reason = reason;
  }
}

export function isUnsafeUrlError(error: unknown): error is UnsafeUrlError {
  return error instanceof Error && error.name === 'UnsafeUrlError';
}

function describe(url: string): string {
  try {
    const { protocol, origin } = new URL(url);
    return origin === 'null' ? `a ${protocol} URL` : origin;
  } catch {
    return 'a malformed URL';
  }
}

/** `https:` anywhere, `http:` only on loopback; everything else is not a web page of ours. */
export function isWebUrl(url: URL): boolean {
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  );
}

/**
 * Returns the URL when the widgets may navigate to it (or point a frame at it), else throws
 * UnsafeUrlError. `allowedOrigins` are the site owner's hosted origins: when given (even
 * empty), only those origins pass; when undefined, any web URL does, because the platform's
 * hosted pages need not share the API's origin.
 */
export function checkNavigationUrl(url: string, allowedOrigins?: readonly string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeUrlError(url, 'not-absolute');
  }
  if (!isWebUrl(parsed)) throw new UnsafeUrlError(url, 'scheme');
  if (allowedOrigins && !allowedOrigins.some((origin) => sameOrigin(origin, parsed.origin))) {
    throw new UnsafeUrlError(url, 'origin');
  }
  return parsed;
}

function sameOrigin(listed: string, origin: string): boolean {
  try {
    return new URL(listed).origin === origin;
  } catch {
    return false;
  }
}
