/**
 * Anonymous visitors cost nothing to make (POST /oauth2/token, grantType anonymous), and each
 * may file data: a cart, checkouts, back-in-stock requests, reservations. What a visitor
 * leaves behind is swept once they are forgotten (VISITOR_IDLE_MS without renewing a token),
 * as a real service expires its idle sessions. Orders and what they rest on are never swept,
 * nor anything of a member.
 */
import type { Platform } from '../context.ts';
import { REDIRECT_SESSION_MS } from './redirect-sessions.ts';
import { sweepExpired } from './tickets.ts';
import { isLiveRefresh } from './tokens.ts';

/** How often the sweep runs at most, by the sandbox clock, on the way to a new visitor. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** When each platform last swept (by its clock): not stored, a restart sweeps anew. */
const lastSweeps = new WeakMap<Platform, number>();

const VISITOR = 'visitor:';

/**
 * Drops every anonymous visitor forgotten by now, with their tokens, cart, open checkouts,
 * back-in-stock requests and reservations that became no order (and the hosted event page's
 * once its session is over); and, for anyone, expired access tokens, authorization codes and
 * redirect sessions, which nothing accepts any more.
 * Kept: paid orders (store and tickets) with their checkouts and reservations, and members'
 * tokens and data.
 */
export const sweepStaleData = (p: Platform): void => {
  const now = p.clock.nowMs();
  lastSweeps.set(p, now);
  const { db } = p;
  db.transaction(() => {
    const visitorTokens = db.tokens.allByKeyPrefix(VISITOR);
    const known = new Set(
      visitorTokens.filter((t) => isLiveRefresh(p, t)).map((t) => `${VISITOR}${t.visitorId}`),
    );
    const forgotten = (ownerKey: string) => ownerKey.startsWith(VISITOR) && !known.has(ownerKey);

    for (const t of visitorTokens)
      if (forgotten(`${VISITOR}${t.visitorId}`) || t.expiresAt <= now) db.tokens.delete(t.id);
    for (const t of db.tokens.allByKeyPrefix('member:'))
      if (t.kind === 'access' && t.expiresAt <= now) db.tokens.delete(t.id);

    for (const cart of db.carts.allByKeyPrefix(VISITOR))
      if (forgotten(cart.ownerKey)) db.carts.delete(cart.id);
    for (const checkout of db.checkouts.allByKeyPrefix(VISITOR))
      if (forgotten(checkout.ownerKey) && checkout.status === 'OPEN')
        db.checkouts.delete(checkout.id);
    for (const request of db.backInStock.all())
      if (forgotten(request.ownerKey)) db.backInStock.delete(request.id);

    // A reservation an order was made from stays with the order. The hosted event page's
    // buyers (`hosted:`) have no token: theirs go with their page's redirect session. Pending
    // ones give their seats back first if their time is up (a forgotten buyer's always is).
    const ordered = new Set(db.ticketOrders.all().map((o) => o.reservationId));
    const pageOver = (created: string) => Date.parse(created) + REDIRECT_SESSION_MS <= now;
    const unordered = db.reservations
      .all()
      .filter(
        (r) =>
          !ordered.has(r.id) &&
          (forgotten(r.ownerKey) || (r.ownerKey.startsWith('hosted:') && pageOver(r.createdDate))),
      );
    for (const eventId of new Set(unordered.map((r) => r.eventId))) sweepExpired(p, eventId);
    for (const { id } of unordered)
      if (db.reservations.get(id)?.status !== 'RESERVATION_PENDING') db.reservations.delete(id);

    for (const code of db.authCodes.all()) if (code.expiresAt <= now) db.authCodes.delete(code.id);
    for (const session of db.redirectSessions.all())
      if (pageOver(session.createdDate)) db.redirectSessions.delete(session.id);
  });
};

/** Sweeps when the last sweep is SWEEP_INTERVAL_MS old (or the clock went back: a reset). */
export const sweepWhenDue = (p: Platform, intervalMs = SWEEP_INTERVAL_MS): void => {
  const last = lastSweeps.get(p);
  const now = p.clock.nowMs();
  if (last === undefined || now < last || now - last >= intervalMs) sweepStaleData(p);
};
