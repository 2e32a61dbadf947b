import { getCookie, setCookie } from 'hono/cookie';
import type { Ctx, Platform } from '../context.ts';
import { SESSION_COOKIE, liveSession } from '../domain/identity.ts';
import { newSecret } from '../ids.ts';

/** The cookie naming a browser that reserves tickets on the hosted event pages, signed out. */
export const BUYER_COOKIE = 'sbx_buyer';

/** What newSecret() makes: anything else in the cookie is not one the sandbox gave. */
const BUYER_SECRET = /^[\w-]{32}$/;

/**
 * The member signed in to the platform in this browser (its member session cookie, which the
 * hosted login page sets), as the hosted pages know them; none without a live session.
 */
export const hostedMemberId = (p: Platform, c: Ctx): string | undefined =>
  liveSession(p, getCookie(c, SESSION_COOKIE))?.memberId;

/**
 * Who reserves on a hosted event page, as reservations and orders are kept for them: the
 * signed-in member, else the browser (a cookie of its own, given at its first reservation).
 * The per-buyer bounds the API keeps (domain/tickets.ts: MAX_ORDERS_PER_EVENT,
 * MAX_UNORDERED_RESERVATIONS) count by it; with a new owner per form post, one browser could
 * hold every seat and place orders without end. The secret is unguessable: whoever knew it
 * could drop that buyer's reservations by reserving past the bound in their name.
 */
export const hostedBuyerKey = (p: Platform, c: Ctx): string => {
  const memberId = hostedMemberId(p, c);
  if (memberId) return `member:${memberId}`;
  const known = getCookie(c, BUYER_COOKIE);
  if (known && BUYER_SECRET.test(known)) return `hosted:${known}`;
  const browser = newSecret();
  setCookie(c, BUYER_COOKIE, browser, { path: '/hosted', httpOnly: true, sameSite: 'Lax' });
  return `hosted:${browser}`;
};
