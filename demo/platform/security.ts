import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv, Platform } from './context.ts';
import { permissionDenied } from './errors.ts';
import { isLoopbackHost } from './loopback-host.ts';

/**
 * Paths no other origin may read: the test controls, and the hosted pages, which act on the
 * sandbox's session cookie. On loopback every port is the same *site*, so SameSite cookies
 * ride along on another port's requests: only the missing CORS answer keeps them unreadable.
 * `path` is c.req.path, the service path the app matched (gateway.ts): a public prefix that
 * maps onto these (`/back-in-stock-service/_sandbox/...`) is just as private.
 */
const isPrivate = (path: string) => path.startsWith('/_sandbox/') || path.startsWith('/hosted/');

/**
 * The sandbox binds loopback only, and answers only to loopback names. A page on a name of its
 * own that resolves to 127.0.0.1 (DNS rebinding) would otherwise be same-origin with the
 * sandbox: free to read its controls and hosted pages, and links the sandbox builds from the
 * Host header (a password reset's) would point at that name.
 */
export const loopbackHostOnly = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  // Every HTTP request names its host (Node refuses one that does not); a request handed to
  // the app in-process (tests, app.request()) has no Host header and no network to come from.
  const host = c.req.header('host');
  if (host !== undefined && !isLoopbackHost(host))
    throw permissionDenied(`The sandbox answers to 127.0.0.1 and localhost only, not ${host}`);
  return next();
};

/**
 * A browser names the page behind every cross-origin call. The admin key has a known default:
 * any page the sandbox's owner visits could use it from their browser, unless only the
 * sandbox's own pages and the registered site pages may send it. Programs (the SDK in Node,
 * curl) send no Origin. The key may be the whole Authorization or its last part (the external
 * login's `<access token>,<API key>`).
 */
export const adminKeyFromKnownPages =
  (p: Platform): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const origin = c.req.header('origin');
    const key = (c.req.header('authorization') ?? '')
      .replace(/^Bearer\s+/i, '')
      .split(',')
      .pop();
    if (
      key === p.config.adminKey &&
      origin !== undefined &&
      origin !== new URL(c.req.url).origin &&
      !p.config.allowedOrigins.includes(origin)
    )
      throw permissionDenied(`The admin key is not accepted from pages on ${origin}`);
    return next();
  };

/**
 * The API authenticates by header, never by cookie: any origin may call it, but without
 * credentials (no Access-Control-Allow-Credentials), so a page on another origin can never
 * read an answer made with the sandbox's cookie.
 */
export const apiCors = (): MiddlewareHandler<AppEnv> => {
  const open = cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // What the official SDK sends besides: its telemetry header and the site id of the
    // API-key strategy, and the consistency header it echoes back.
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'X-Requested-With',
      'x-wix-bi-gateway',
      'wix-site-id',
      'wix-account-id',
      'x-wix-consistent',
      'client-binding',
    ],
    exposeHeaders: ['x-wix-request-id', 'x-request-id', 'Retry-After', 'Date'],
    maxAge: 600,
  });
  return async (c, next) => (isPrivate(c.req.path) ? next() : open(c, next));
};

/**
 * What a hosted page may load: its own inline CSS, data: icons, and images from anywhere. No
 * form-action: browsers apply it to the redirect after a post too, and a login's answer is a
 * redirect to the site (a registered origin), which 'self' would block.
 */
export const HOSTED_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: http:; " +
  "base-uri 'none'; frame-ancestors 'none'";

/**
 * Every HTML answer (hosted pages, the web_message page, error pages) is a document of the
 * sandbox's origin: not readable by others, not framable (clickjacking a login or a payment),
 * with a CSP. A page that must be framed (the hidden login frame) sets its own CSP first.
 */
export const htmlHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  if (!/^text\/html\b/i.test(c.res.headers.get('content-type') ?? '')) return;
  c.res.headers.delete('access-control-allow-origin');
  c.res.headers.delete('access-control-allow-credentials');
  if (!c.res.headers.has('content-security-policy')) {
    c.res.headers.set('content-security-policy', HOSTED_CSP);
    c.res.headers.set('x-frame-options', 'DENY');
  }
  c.res.headers.set('x-content-type-options', 'nosniff');
  // A member's account, a buyer's checkout, a form filled in for whoever is signed in: kept by
  // no cache, the browser's included (a shared computer's next user, a proxy).
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'private, no-store');
  // Not no-referrer: that makes the browser send `Origin: null` on the page's own form posts,
  // which sameOriginForms must refuse. same-origin keeps hosted URLs (session ids) in-house.
  c.res.headers.set('referrer-policy', 'same-origin');
};

/**
 * Whether a browser asked for this as the page to show (a link, a redirect, a form's answer),
 * not as an image, frame or fetch inside another page. The hosted pages that sign a browser in
 * or out act on its session cookie, which on loopback rides along on any port's requests: a
 * hidden `<img>` on another page must not do it. Programs send no `Sec-Fetch-Dest`.
 */
export const isPageNavigation = (c: Context<AppEnv>): boolean => {
  const dest = c.req.header('sec-fetch-dest');
  return dest === undefined || dest === 'document';
};

/**
 * Whether a page navigation was started from a registered site page, as the widgets' own
 * links to the hosted pages are: its Referer (the origin at least, under browsers' default
 * policy) names that page. A link on any other page, in an email or typed in (no Referer, or
 * another origin's) was not. Programs send no `Sec-Fetch-Site` and are taken at their word.
 */
export const isFromSitePage = (c: Context<AppEnv>, p: Platform): boolean => {
  if (c.req.header('sec-fetch-site') === undefined) return true;
  const referer = c.req.header('referer') ?? '';
  return URL.canParse(referer) && p.config.allowedOrigins.includes(new URL(referer).origin);
};

/** Refuses a sign-out asked for by anything but going to the page (isPageNavigation). */
export const requirePageNavigation = (c: Context<AppEnv>): void => {
  if (!isPageNavigation(c))
    throw permissionDenied(
      'Signing out is a page the browser goes to, not one it loads inside another',
    );
};

/**
 * Hosted forms (login, payment, account) are posted by the sandbox's own pages only: a form on
 * another port must not log the browser in as someone else or pay with the visitor's session.
 * Browsers send Origin on every POST; a tool without one is no cross-site attacker.
 */
export const sameOriginForms = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'POST' && c.req.path.startsWith('/hosted/') && origin !== undefined) {
    if (origin !== new URL(c.req.url).origin)
      throw permissionDenied('Hosted forms are posted by hosted pages only');
  }
  return next();
};
