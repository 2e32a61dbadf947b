/**
 * Anonymous visitors cost nothing to make (POST /oauth2/token, grantType anonymous), and each
 * may file data: a cart, checkouts, back-in-stock requests, reservations. What a visitor
 * leaves behind is swept once they are forgotten (VISITOR_IDLE_MS without renewing a token),
 * as a real service expires its idle sessions. Orders and what they rest on are never swept,
 * nor anything of a member. Registrations cost nothing either: those never verified are swept
 * too (domain/registrations.ts).
 */
import type { Platform } from '../context.ts';
import { tooMany } from '../errors.ts';
import { REDIRECT_SESSION_MS } from './redirect-sessions.ts';
import {
  MAX_PENDING_REGISTRATIONS,
  PENDING_REGISTRATION_MS,
  isPendingRegistration,
} from './registrations.ts';
import { sweepExpired } from './tickets.ts';
import { VISITOR_IDLE_MS, isLiveRefresh, refreshEndsAt } from './tokens.ts';

/** How often the sweep runs at most, by the sandbox clock, on the way to a new visitor. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Anonymous visitors the sandbox keeps at once: past it, new ones are refused until the sweep
 * forgets some. A run of the demo, the e2e suites or the bench makes a few thousand, each run
 * on a database of its own; a browser makes one per profile and keeps it. 50,000 is over ten
 * times the busiest run. A visitor with their tokens and a one-line cart takes about 1.6 KB of
 * the database, so a sandbox at the bound holds some 80 MB of them (more if carts are full).
 */
export const MAX_LIVE_VISITORS = 50_000;

/** At the bound the sweep runs at most this often: refused callers cannot keep it busy. */
const SWEEP_AT_BOUND_MS = 60 * 1000;

interface SweepState {
  /** The clock when it ran. */
  at: number;
  /**
   * When the first visitor known then, or admitted since, will be forgotten (Infinity: none).
   * Early when they have renewed since: a hint, the next sweep knows better.
   */
  nextForgetting: number;
}

/** Each platform's last sweep: not stored, a restart sweeps anew. */
const lastSweeps = new WeakMap<Platform, SweepState>();

const VISITOR = 'visitor:';

/**
 * Drops every anonymous visitor forgotten by now, with their tokens, cart, open checkouts,
 * back-in-stock requests and reservations that became no order (and the hosted event page's
 * once its session is over, and anyone's a day after its time was up); registrations not verified in time; and, for anyone, access
 * and refresh tokens that ended, verification codes, recovery links, hosted sessions,
 * authorization codes and redirect sessions that expired, which nothing accepts any more.
 * Kept: paid orders (store and tickets) with their checkouts and reservations, and members'
 * live tokens and data.
 */
export const sweepStaleData = (p: Platform): void => {
  const now = p.clock.nowMs();
  const { db } = p;
  db.transaction(() => {
    const visitorTokens = db.tokens.allByKeyPrefix(VISITOR);
    const live = visitorTokens.filter((t) => isLiveRefresh(p, t));
    const known = new Set(live.map((t) => `${VISITOR}${t.visitorId}`));
    // A loop, not Math.min(...): tens of thousands of arguments overflow the stack.
    const nextForgetting = live.reduce((first, t) => Math.min(first, refreshEndsAt(t)), Infinity);
    lastSweeps.set(p, { at: now, nextForgetting });
    const forgotten = (ownerKey: string) => ownerKey.startsWith(VISITOR) && !known.has(ownerKey);

    for (const t of visitorTokens)
      if (forgotten(`${VISITOR}${t.visitorId}`) || t.expiresAt <= now) db.tokens.delete(t.id);
    for (const t of db.tokens.allByKeyPrefix('member:'))
      if (t.kind === 'access' ? t.expiresAt <= now : !isLiveRefresh(p, t)) db.tokens.delete(t.id);

    for (const cart of db.carts.allByKeyPrefix(VISITOR))
      if (forgotten(cart.ownerKey)) db.carts.delete(cart.id);
    for (const checkout of db.checkouts.allByKeyPrefix(VISITOR))
      if (forgotten(checkout.ownerKey) && checkout.status === 'OPEN')
        db.checkouts.delete(checkout.id);
    for (const request of db.backInStock.all())
      if (forgotten(request.ownerKey)) db.backInStock.delete(request.id);

    // A reservation an order was made from stays with the order. The hosted event page's
    // buyers (`hosted:`) have no token: theirs go with their page's redirect session. Anyone's
    // goes a day after its time was up, when no page shows it any more. Pending ones give
    // their seats back first if their time is up (a forgotten buyer's always is).
    const ordered = new Set(db.ticketOrders.all().map((o) => o.reservationId));
    const pageOver = (created: string) => Date.parse(created) + REDIRECT_SESSION_MS <= now;
    const unordered = db.reservations
      .all()
      .filter(
        (r) =>
          !ordered.has(r.id) &&
          (forgotten(r.ownerKey) ||
            (r.ownerKey.startsWith('hosted:') && pageOver(r.createdDate)) ||
            Date.parse(r.expires) + REDIRECT_SESSION_MS <= now),
      );
    for (const eventId of new Set(unordered.map((r) => r.eventId))) sweepExpired(p, eventId);
    for (const { id } of unordered)
      if (db.reservations.get(id)?.status !== 'RESERVATION_PENDING') db.reservations.delete(id);

    // Registrations never verified go with the codes they were sent.
    const unverified = new Set(
      db.members
        .all()
        .filter((m) => isPendingRegistration(m) && m.pendingUntil <= now)
        .map((m) => m.id),
    );
    for (const id of unverified) db.members.delete(id);
    for (const secret of db.secrets.all())
      if (secret.expiresAt <= now || unverified.has(secret.memberId)) db.secrets.delete(secret.id);
    for (const session of db.sessions.all())
      if (session.expiresAt <= now) db.sessions.delete(session.id);
    for (const code of db.authCodes.all()) if (code.expiresAt <= now) db.authCodes.delete(code.id);
    for (const session of db.redirectSessions.all())
      if (pageOver(session.createdDate)) db.redirectSessions.delete(session.id);
  });
};

/** Sweeps when the last sweep is `intervalMs` old (or the clock went back: a reset). */
const sweepWhenDue = (p: Platform, intervalMs: number): void => {
  const last = lastSweeps.get(p)?.at;
  const now = p.clock.nowMs();
  if (last === undefined || now < last || now - last >= intervalMs) sweepStaleData(p);
};

/** Anonymous visitors with tokens: read from the tokens' index alone. */
const liveVisitors = (p: Platform) => p.db.tokens.countKeys(VISITOR);

/**
 * Lets one more anonymous visitor in (POST /oauth2/token, grantType anonymous), sweeping on
 * the way when due. At the bound it sweeps first (at most once a minute); if no visitor was
 * forgotten, the answer is a 429 saying when the next one will be, and nothing is stored.
 */
export const admitVisitor = (p: Platform): void => {
  const admit = () => {
    // The newcomer is forgotten a week from now unless seen again: the earliest, if none was.
    const state = lastSweeps.get(p)!;
    state.nextForgetting = Math.min(state.nextForgetting, p.clock.nowMs() + VISITOR_IDLE_MS);
  };
  sweepWhenDue(p, SWEEP_INTERVAL_MS);
  const max = p.config.maxLiveVisitors ?? MAX_LIVE_VISITORS;
  if (liveVisitors(p) < max) return admit();
  sweepWhenDue(p, SWEEP_AT_BOUND_MS);
  if (liveVisitors(p) < max) return admit();
  // A place frees at the first sweep once the first visitor known now is forgotten.
  const { at, nextForgetting } = lastSweeps.get(p)!;
  const retryAt = Math.max(
    Number.isFinite(nextForgetting) ? nextForgetting : at,
    at + SWEEP_AT_BOUND_MS,
  );
  throw tooMany(
    'TOO_MANY_VISITORS',
    `The sandbox keeps at most ${max.toLocaleString('en-US')} visitors at once`,
    Math.max(1, Math.ceil((retryAt - p.clock.nowMs()) / 1000)),
  );
};

const pendingRegistrations = (p: Platform) => p.db.members.all().filter(isPendingRegistration);

/**
 * Lets one more self-registration in (POST /v2/register), sweeping on the way when due, and
 * answers when its wait for verification ends. At the bound it sweeps first (at most once a
 * minute); if none was dropped, the answer is a 429 saying when the oldest will be, and
 * nothing is stored.
 */
export const admitRegistration = (p: Platform): number => {
  sweepWhenDue(p, SWEEP_INTERVAL_MS);
  if (pendingRegistrations(p).length >= MAX_PENDING_REGISTRATIONS) {
    sweepWhenDue(p, SWEEP_AT_BOUND_MS);
    const pending = pendingRegistrations(p);
    if (pending.length >= MAX_PENDING_REGISTRATIONS) {
      const oldest = pending.reduce((first, m) => Math.min(first, m.pendingUntil), Infinity);
      const retryAt = Math.max(oldest, lastSweeps.get(p)!.at + SWEEP_AT_BOUND_MS);
      throw tooMany(
        'TOO_MANY_REGISTRATIONS',
        `The sandbox keeps at most ${MAX_PENDING_REGISTRATIONS.toLocaleString('en-US')} unverified registrations at once`,
        Math.max(1, Math.ceil((retryAt - p.clock.nowMs()) / 1000)),
      );
    }
  }
  return p.clock.nowMs() + PENDING_REGISTRATION_MS;
};
