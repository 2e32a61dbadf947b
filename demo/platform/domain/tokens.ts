import type { Context } from 'hono';
import type { AppEnv, Caller, Platform } from '../context.ts';
import { tokenOwnerKey } from '../db/database.ts';
import type { Token } from '../db/types.ts';
import { permissionDenied, unauthenticated } from '../errors.ts';
import { newId, newSecret } from '../ids.ts';
import { oldestBeyond } from './bounds.ts';

/** wire.md: `expires_in` is 4 hours. */
export const ACCESS_TOKEN_SECONDS = 4 * 60 * 60;
const REFRESH_TOKEN_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * An anonymous visitor unseen this long is forgotten: their refresh token is refused, and the
 * sweep (domain/visitors.ts) drops it with their cart and the rest of their data. Seen means
 * issued or renewed tokens, which a visitor's browser does at least every 4 hours of use.
 */
export const VISITOR_IDLE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A member's refresh token unused this long ends (the member signs in again), and the sweep
 * drops it. Every sign-in mints one and a browser keeps only its latest, so without an end the
 * ones left behind stayed 90 days each. A month away is a long absence from a site.
 */
export const MEMBER_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

/** A refresh token's last use; one stored before uses were kept counts from its issue. */
const lastUseOf = (t: Token): number => t.lastUsedAt ?? t.expiresAt - REFRESH_TOKEN_MS;

/** When a refresh token stops renewing: at its expiry, or once idle too long for its role. */
export const refreshEndsAt = (t: Token): number =>
  Math.min(t.expiresAt, lastUseOf(t) + (t.role === 'member' ? MEMBER_IDLE_MS : VISITOR_IDLE_MS));

/** A refresh token that can still renew: unexpired, and a visitor's not idle too long. */
export const isLiveRefresh = (p: Platform, t: Token): boolean =>
  t.kind === 'refresh' && refreshEndsAt(t) > p.clock.nowMs();

export interface Grant {
  role: 'visitor' | 'member';
  visitorId?: string;
  memberId?: string | null;
  clientId: string;
}

/**
 * Live access tokens one refresh token keeps: each renewal adds one, and a script renewing in
 * a loop would otherwise store a row per call for the tokens' 4 hours. A browser renews once
 * per 4 hours per tab; beyond the cap the oldest is dropped (its holder renews, as at expiry).
 */
export const MAX_ACCESS_TOKENS_PER_REFRESH = 50;

const answer = (access: Token, refreshId: string) => ({
  access_token: access.id,
  expires_in: ACCESS_TOKEN_SECONDS,
  refresh_token: refreshId,
  token_type: 'Bearer',
});

const newAccessToken = (p: Platform, base: Omit<Token, 'id' | 'kind' | 'expiresAt'>): Token =>
  p.db.tokens.put({
    ...base,
    id: newSecret(),
    kind: 'access',
    expiresAt: p.clock.nowMs() + ACCESS_TOKEN_SECONDS * 1000,
  });

/**
 * Live refresh tokens one member keeps. Each sign-in (hosted login, external login) mints one,
 * and a script signing in in a loop would otherwise store one per call for a month; a member's
 * browsers and devices hold a handful. Past the cap the least recently used goes.
 */
export const MAX_REFRESH_TOKENS_PER_MEMBER = 50;

/**
 * Makes room for one more sign-in of the member: drops their least recently used refresh
 * tokens beyond MAX_REFRESH_TOKENS_PER_MEMBER - 1, with the access tokens each issued.
 */
const makeRoomForSignIn = (p: Platform, memberId: string) => {
  const tokens = p.db.tokens.allByKey(`member:${memberId}`);
  const refreshes = tokens
    .filter((t) => t.kind === 'refresh')
    .sort((a, b) => lastUseOf(a) - lastUseOf(b));
  const dropped = new Set(
    oldestBeyond(refreshes, MAX_REFRESH_TOKENS_PER_MEMBER).map((t) => t.visitorId),
  );
  for (const t of tokens) if (dropped.has(t.visitorId)) p.db.tokens.delete(t.id);
};

/** An access token and a refresh token for a new sign-in (a visitor's, or a member's). */
export const issueTokens = (p: Platform, grant: Grant) =>
  p.db.transaction(() => {
    if (grant.role === 'member' && grant.memberId) makeRoomForSignIn(p, grant.memberId);
    const base = {
      role: grant.role,
      visitorId: grant.visitorId ?? newId(),
      memberId: grant.memberId ?? null,
      clientId: grant.clientId,
    };
    const access = newAccessToken(p, base);
    const refresh = p.db.tokens.put({
      ...base,
      id: newSecret(32),
      kind: 'refresh',
      expiresAt: p.clock.nowMs() + REFRESH_TOKEN_MS,
      lastUsedAt: p.clock.nowMs(),
    });
    return answer(access, refresh.id);
  });

/**
 * A new access token from a live refresh token, which is kept and marked used. The tokens it
 * issued before that have expired go, and at most MAX_ACCESS_TOKENS_PER_REFRESH stay live.
 */
export const renewTokens = (p: Platform, refresh: Token) =>
  p.db.transaction(() => {
    const now = p.clock.nowMs();
    p.db.tokens.put({ ...refresh, lastUsedAt: now });
    const issued = p.db.tokens
      .allByKey(tokenOwnerKey(refresh))
      .filter((t) => t.kind === 'access' && t.visitorId === refresh.visitorId)
      .sort((a, b) => a.expiresAt - b.expiresAt);
    const live = issued.filter((t) => t.expiresAt > now);
    const dropped = oldestBeyond(live, MAX_ACCESS_TOKENS_PER_REFRESH);
    for (const t of [...issued.filter((t) => t.expiresAt <= now), ...dropped])
      p.db.tokens.delete(t.id);
    const { role, visitorId, memberId, clientId } = refresh;
    return answer(newAccessToken(p, { role, visitorId, memberId, clientId }), refresh.id);
  });

export const findLiveToken = (
  p: Platform,
  value: string,
  kind: Token['kind'],
): Token | undefined => {
  const token = p.db.tokens.get(value);
  if (!token || token.kind !== kind) return undefined;
  const live = kind === 'refresh' ? isLiveRefresh(p, token) : token.expiresAt > p.clock.nowMs();
  return live ? token : undefined;
};

/** Ends every token of a member (logout, password change). */
export const revokeMemberTokens = (p: Platform, memberId: string): void =>
  p.db.transaction(() => {
    for (const t of p.db.tokens.allByKey(`member:${memberId}`)) p.db.tokens.delete(t.id);
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
