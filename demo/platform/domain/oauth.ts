import { createHash } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Platform } from '../context.ts';
import type { AuthCode } from '../db/types.ts';
import { ApiError } from '../errors.ts';
import { newSecret } from '../ids.ts';
import { toDropForOneMore } from './bounds.ts';
import { mergeVisitorCart } from './cart.ts';
import { issueTokens } from './tokens.ts';

/** Codes live one minute: long enough for a redirect and an exchange, no longer. */
export const CODE_LIFETIME_MS = 60_000;

/** OAuth answers failures as `{error, error_description}` (RFC 6749 §5.2), not the API format. */
export const oauthError = (
  status: ContentfulStatusCode,
  error: string,
  description: string,
  headers: Record<string, string> = {},
): ApiError => new ApiError(status, { error, error_description: description }, headers);

/**
 * Only the site owner's registered origins (SANDBOX_ORIGINS): any page on any other loopback
 * port is another program on the developer's machine, and a code or a framed login sent there
 * is a session handed to it.
 */
export const isAllowedRedirect = (p: Platform, clientId: string, uri: string): boolean => {
  if (clientId !== p.config.clientId || !URL.canParse(uri)) return false;
  const url = new URL(uri);
  return ['http:', 'https:'].includes(url.protocol) && p.config.allowedOrigins.includes(url.origin);
};

export const s256 = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

/**
 * Codes one member holds unredeemed at once. Each answer to an authorization request with a
 * live session is a new code, and anyone holding that session (a login with the demo
 * member's public password, from any page) may ask again and again; a sign-in redeems its
 * code within seconds, a few tabs at most at once.
 */
export const MAX_CODES_PER_MEMBER = 10;

/** A new code for the member; their spent or expired ones go, and their oldest past the cap. */
export const issueCode = (
  p: Platform,
  grant: {
    memberId: string;
    clientId: string;
    redirectUri: string;
    codeChallenge: string | null;
    visitorId?: string | null;
  },
): string =>
  p.db.transaction(() => {
    const now = p.clock.nowMs();
    const held = p.db.authCodes.allByKey(grant.memberId);
    const unspent = (c: AuthCode) => !c.used && c.expiresAt > now;
    for (const c of toDropForOneMore(held, unspent, MAX_CODES_PER_MEMBER))
      p.db.authCodes.delete(c.id);
    const id = newSecret();
    p.db.authCodes.put({ id, ...grant, expiresAt: now + CODE_LIFETIME_MS, used: false });
    return id;
  });

/**
 * Checks and burns a code: single use, unexpired, same client and redirect URI, PKCE S256.
 * Answers the member and the visitor who started the sign-in (null when unknown).
 */
export const redeemCode = (
  p: Platform,
  req: {
    code: string;
    clientId: string;
    /** Absent for a code handed back by `web_message`, whose request carried none. */
    redirectUri?: string | undefined;
    codeVerifier?: string | undefined;
  },
): { memberId: string; visitorId: string | null } => {
  const code = p.db.authCodes.get(req.code);
  if (!code || code.used)
    throw oauthError(400, 'invalid_grant', 'The code is unknown or was already used');
  p.db.authCodes.put({ ...code, used: true });
  if (code.expiresAt <= p.clock.nowMs())
    throw oauthError(400, 'invalid_grant', 'The code has expired');
  if (code.clientId !== req.clientId)
    throw oauthError(400, 'invalid_grant', 'The code was issued to another client');
  if (code.redirectUri !== (req.redirectUri ?? ''))
    throw oauthError(400, 'invalid_grant', 'redirectUri does not match');
  if (!code.codeChallenge) {
    throw oauthError(
      400,
      'invalid_grant',
      'The code was issued without a code challenge; PKCE is required',
    );
  }
  if (!req.codeVerifier) throw oauthError(400, 'invalid_request', 'codeVerifier is required');
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(req.codeVerifier)) {
    throw oauthError(
      400,
      'invalid_request',
      'codeVerifier must be 43-128 characters of A-Z a-z 0-9 - . _ ~',
    );
  }
  if (s256(req.codeVerifier) !== code.codeChallenge) {
    throw oauthError(400, 'invalid_grant', 'codeVerifier does not match the code challenge');
  }
  return { memberId: code.memberId, visitorId: code.visitorId ?? null };
};

/**
 * The authorization_code grant: redeems the code (spent even when the exchange then fails),
 * then, together, joins the visitor's cart to the member's and issues the member's tokens.
 */
export const exchangeCode = (p: Platform, req: Parameters<typeof redeemCode>[1]) => {
  const { memberId, visitorId } = redeemCode(p, req);
  return p.db.transaction(() => {
    if (visitorId) mergeVisitorCart(p, visitorId, memberId);
    return issueTokens(p, { role: 'member', memberId, clientId: req.clientId });
  });
};
