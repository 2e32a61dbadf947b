import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Platform } from '../context.ts';
import { exchangeCode, isAllowedRedirect, oauthError } from '../domain/oauth.ts';
import { findLiveToken, issueTokens, renewTokens } from '../domain/tokens.ts';
import { admitVisitor } from '../domain/visitors.ts';
import type { Token } from '../db/types.ts';
import { ApiError } from '../errors.ts';
import { text } from '../validation.ts';

const grantSchema = z.discriminatedUnion('grantType', [
  z.object({ grantType: z.literal('anonymous'), clientId: text(200) }),
  z.object({
    grantType: z.literal('refresh_token'),
    clientId: text(200).optional(),
    refresh_token: text(200),
  }),
  z.object({
    grantType: z.literal('authorization_code'),
    clientId: text(200),
    code: text(200),
    codeVerifier: text(200).optional(),
    redirectUri: text(2000).optional(),
  }),
  z.object({
    grantType: z.literal('authorized_client'),
    clientId: text(200).optional(),
    memberId: text(200),
    scope: text(200).optional(),
  }),
]);

/** Accepts the RFC spellings too (grant_type, client_id, ...) so generic OAuth clients work. */
const SNAKE: Record<string, string> = {
  grant_type: 'grantType',
  client_id: 'clientId',
  code_verifier: 'codeVerifier',
  redirect_uri: 'redirectUri',
  member_id: 'memberId',
  refreshToken: 'refresh_token',
};

const readGrant = async (c: Context) => {
  let raw: unknown;
  try {
    raw = JSON.parse((await c.req.text()) || '{}');
  } catch {
    throw oauthError(400, 'invalid_request', 'The body must be JSON');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw oauthError(400, 'invalid_request', 'The body must be a JSON object');
  const body = Object.fromEntries(Object.entries(raw).map(([k, v]) => [SNAKE[k] ?? k, v]));
  const parsed = grantSchema.safeParse(body);
  if (!parsed.success) {
    const grantType = (body as { grantType?: unknown }).grantType;
    const known = [
      'anonymous',
      'refresh_token',
      'authorization_code',
      'authorized_client',
    ].includes(String(grantType));
    throw oauthError(
      400,
      known ? 'invalid_request' : 'unsupported_grant_type',
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  return parsed.data;
};

const checkClient = (p: Platform, clientId: string) => {
  if (clientId !== p.config.clientId)
    throw oauthError(401, 'invalid_client', `Unknown client ${clientId}`);
};

/**
 * The authorized_client grant's caller, as the official SDK's external login sends it:
 * `Authorization: <visitor access token>,<API key>`, the token naming the site's client. The
 * key alone with a `clientId` in the body is accepted too.
 */
const externalLoginClient = (p: Platform, header: string | undefined, clientId?: string) => {
  const parts = (header ?? '').split(',');
  const key = parts.pop();
  if (key !== p.config.adminKey || parts.length > 1) {
    throw oauthError(
      401,
      'invalid_client',
      'authorized_client needs "<access token>,<API key>" in Authorization',
    );
  }
  const visitor: Token | undefined = parts[0] ? findLiveToken(p, parts[0], 'access') : undefined;
  if (parts[0] && !visitor) throw oauthError(401, 'invalid_client', 'Unknown access token');
  const client = visitor?.clientId ?? clientId;
  if (!client) throw oauthError(400, 'invalid_request', 'No client: send a visitor token');
  checkClient(p, client);
  return client;
};

/**
 * Lets a new visitor in (admitVisitor), its refusal answered as every failure of the token
 * endpoint is, in OAuth's shape (the SDK and our client read `error`, not the platform's
 * details): `temporarily_unavailable` (RFC 6749's word for an overloaded server), the bound's
 * message, and its Retry-After.
 */
const admitAnonymous = (p: Platform) => {
  try {
    admitVisitor(p);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 429) throw err;
    throw oauthError(429, 'temporarily_unavailable', err.message, err.headers);
  }
};

/** POST /oauth2/token with the four grants of spec §7.7. */
export const oauthRoutes = (p: Platform) =>
  new Hono<AppEnv>().post('/oauth2/token', async (c) => {
    const grant = await readGrant(c);
    switch (grant.grantType) {
      case 'anonymous':
        checkClient(p, grant.clientId);
        // New visitors are what grows the data: bounded, forgotten ones swept on the way in.
        admitAnonymous(p);
        return c.json(issueTokens(p, { role: 'visitor', clientId: grant.clientId }));
      case 'refresh_token': {
        const refresh = findLiveToken(p, grant.refresh_token, 'refresh');
        // A refresh token works only for the client it was issued to.
        if (!refresh || (grant.clientId && grant.clientId !== refresh.clientId))
          throw oauthError(
            400,
            'invalid_grant',
            'The refresh token is unknown, revoked or expired',
          );
        return c.json(renewTokens(p, refresh));
      }
      case 'authorization_code': {
        checkClient(p, grant.clientId);
        // A web_message code carries no redirect URI; redeemCode checks it matches the request.
        if (grant.redirectUri && !isAllowedRedirect(p, grant.clientId, grant.redirectUri)) {
          throw oauthError(400, 'invalid_request', 'redirectUri is not allowed for this client');
        }
        return c.json(exchangeCode(p, grant));
      }
      case 'authorized_client': {
        const clientId = externalLoginClient(p, c.req.header('authorization'), grant.clientId);
        if (!p.db.members.get(grant.memberId))
          throw oauthError(400, 'invalid_grant', 'No such member');
        return c.json(issueTokens(p, { role: 'member', memberId: grant.memberId, clientId }));
      }
    }
  });
