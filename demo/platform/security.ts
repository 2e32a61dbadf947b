import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './context.ts';
import { permissionDenied } from './errors.ts';

/**
 * Paths no other origin may read: the test controls, and the hosted pages, which act on the
 * sandbox's session cookie. On loopback every port is the same *site*, so SameSite cookies
 * ride along on another port's requests: only the missing CORS answer keeps them unreadable.
 */
const isPrivate = (path: string) => path.startsWith('/_sandbox/') || path.startsWith('/hosted/');

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
  // Not no-referrer: that makes the browser send `Origin: null` on the page's own form posts,
  // which sameOriginForms must refuse. same-origin keeps hosted URLs (session ids) in-house.
  c.res.headers.set('referrer-policy', 'same-origin');
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
