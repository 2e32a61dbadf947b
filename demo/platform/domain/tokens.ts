import type { Context } from 'hono';
import type { AppEnv, Caller, Platform } from '../context.ts';
import type { Token } from '../db/types.ts';
import { permissionDenied, unauthenticated } from '../errors.ts';
import { newId, newSecret } from '../ids.ts';

/** wire.md: `expires_in` is 4 hours. */
export const ACCESS_TOKEN_SECONDS = 4 * 60 * 60;
const REFRESH_TOKEN_MS = 90 * 24 * 60 * 60 * 1000;

export interface Grant {
  role: 'visitor' | 'member';
  visitorId?: string;
  memberId?: string | null;
  clientId: string;
}

/** An access token, and a refresh token unless one is reused: written together. */
export const issueTokens = (p: Platform, grant: Grant, reuseRefresh?: string) =>
  p.db.transaction(() => {
    const now = p.clock.nowMs();
    const base = {
      role: grant.role,
      visitorId: grant.visitorId ?? newId(),
      memberId: grant.memberId ?? null,
      clientId: grant.clientId,
    };
    const access: Token = {
      ...base,
      id: newSecret(),
      kind: 'access',
      expiresAt: now + ACCESS_TOKEN_SECONDS * 1000,
    };
    p.db.tokens.put(access);
    const refreshId = reuseRefresh ?? newSecret(32);
    if (!reuseRefresh)
      p.db.tokens.put({
        ...base,
        id: refreshId,
        kind: 'refresh',
        expiresAt: now + REFRESH_TOKEN_MS,
      });
    return {
      access_token: access.id,
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: refreshId,
      token_type: 'Bearer',
    };
  });

export const findLiveToken = (
  p: Platform,
  value: string,
  kind: Token['kind'],
): Token | undefined => {
  const token = p.db.tokens.get(value);
  return token && token.kind === kind && token.expiresAt > p.clock.nowMs() ? token : undefined;
};

/** Ends every token of a member (logout, password change). */
export const revokeMemberTokens = (p: Platform, memberId: string): void =>
  p.db.transaction(() => {
    for (const t of p.db.tokens.all()) if (t.memberId === memberId) p.db.tokens.delete(t.id);
  });

const resolveCaller = (p: Platform, header: string | undefined): Caller => {
  if (!header) return { kind: 'anonymous' };
  const value = header.replace(/^Bearer\s+/i, '');
  if (value === p.config.adminKey) return { kind: 'admin' };
  // The SDK's external login with a session signs on as `<access token>,<API key>`: the key
  // makes it elevated; the token, when there is one, must still be live.
  const [visitor, key, ...more] = value.split(',');
  if (key !== undefined && more.length === 0 && key === p.config.adminKey) {
    if (visitor && !findLiveToken(p, visitor, 'access'))
      throw unauthenticated('The access token is unknown or expired');
    return { kind: 'admin' };
  }
  const token = findLiveToken(p, value, 'access');
  if (!token) throw unauthenticated('The access token is unknown or expired');
  return token.role === 'member' && token.memberId
    ? { kind: 'member', memberId: token.memberId, visitorId: token.visitorId }
    : { kind: 'visitor', visitorId: token.visitorId };
};

export const callerOf = (p: Platform, c: Context<AppEnv>): Caller => {
  const cached = c.get('caller');
  if (cached) return cached;
  const caller = resolveCaller(p, c.req.header('authorization'));
  c.set('caller', caller);
  return caller;
};

/** A visitor, member or admin: someone who may own a cart or a reservation. */
export const requireCaller = (
  p: Platform,
  c: Context<AppEnv>,
): Exclude<Caller, { kind: 'anonymous' }> => {
  const caller = callerOf(p, c);
  if (caller.kind === 'anonymous') throw unauthenticated('An access token is required');
  return caller;
};

export const requireAdmin = (p: Platform, c: Context<AppEnv>): void => {
  if (callerOf(p, c).kind !== 'admin') throw permissionDenied();
};

export const requireMember = (p: Platform, c: Context<AppEnv>) => {
  const caller = requireCaller(p, c);
  if (caller.kind !== 'member') throw permissionDenied('This call needs a member token');
  return caller;
};

/** The key carts and reservations are filed under: the member when logged in, else the visitor. */
export const ownerKeyOf = (caller: Exclude<Caller, { kind: 'anonymous' }>): string =>
  caller.kind === 'member'
    ? `member:${caller.memberId}`
    : caller.kind === 'visitor'
      ? `visitor:${caller.visitorId}`
      : 'admin';
