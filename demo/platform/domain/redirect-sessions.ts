import type { Platform } from '../context.ts';
import type { RedirectSession } from '../db/types.ts';
import { invalidField, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import type { AuthSection } from './authorization.ts';
import { toDropForOneMore } from './bounds.ts';
import { isAllowedRedirect } from './oauth.ts';

/** A hosted flow is minutes of a person's time; a day is generous and bounds what is kept. */
export const REDIRECT_SESSION_MS = 24 * 60 * 60 * 1000;
/** Sessions one caller keeps; creating more drops that caller's oldest. */
export const MAX_SESSIONS_PER_CALLER = 50;
/** The stored request (free-form sections such as `login` or `preferences` included). */
export const MAX_SESSION_BYTES = 16 * 1024;

const expired = (p: Platform, r: RedirectSession) =>
  Date.parse(r.createdDate) + REDIRECT_SESSION_MS <= p.clock.nowMs();

/** A live session, or undefined when unknown or expired. */
export const liveRedirectSession = (p: Platform, id: string): RedirectSession | undefined => {
  const found = p.db.redirectSessions.get(id);
  return found && !expired(p, found) ? found : undefined;
};

/**
 * Creators that share one more bound beyond each one's own: every creator key of the group
 * starts with `prefix`, and the group keeps at most `max` sessions together.
 */
export interface SessionPool {
  prefix: string;
  max: number;
}

/** Drops what must go for one more among `sessions` to fit `max`: ended ones, then the oldest. */
const makeRoomAmong = (p: Platform, sessions: RedirectSession[], max: number) => {
  const byAge = [...sessions].sort((a, b) => a.createdDate.localeCompare(b.createdDate));
  for (const r of toDropForOneMore(byAge, (r) => !expired(p, r), max))
    p.db.redirectSessions.delete(r.id);
};

/**
 * Stores a new session under its creator, within bounds: endless or oversized sessions from
 * one caller never grow the database without limit, and never push out another caller's.
 * In a `pool`, the group's bound applies as well.
 */
export const keepRedirectSession = (
  p: Platform,
  session: RedirectSession,
  pool?: SessionPool,
): void => {
  const bytes = Buffer.byteLength(JSON.stringify(session.request));
  if (bytes > MAX_SESSION_BYTES)
    throw invalidField('$body', `may hold at most ${MAX_SESSION_BYTES} bytes`, 'MAX_LENGTH');
  const key = session.creatorKey ?? 'anonymous';
  p.db.transaction(() => {
    makeRoomAmong(p, p.db.redirectSessions.allByKey(key), MAX_SESSIONS_PER_CALLER);
    // Counted from the index; the group is read whole only when it is full.
    if (pool && p.db.redirectSessions.countByKeyPrefix(pool.prefix) >= pool.max)
      makeRoomAmong(p, p.db.redirectSessions.allByKeyPrefix(pool.prefix), pool.max);
    p.db.redirectSessions.put({ ...session, creatorKey: key });
  });
};

/**
 * The member an account or logout session carries, taken from it: the first opening of its
 * page signs that browser in (or out), and the address is no key to the member after that.
 */
export const takeCarriedMember = (p: Platform, r: RedirectSession): string | undefined => {
  if (!r.memberId) return undefined;
  const { memberId, ...rest } = r;
  p.db.redirectSessions.put(rest);
  return p.db.members.get(memberId) ? memberId : undefined;
};

/** The live session `id` of this section, or 404. */
export const redirectSessionOf = (p: Platform, id: string, section: string): RedirectSession => {
  const found = liveRedirectSession(p, id);
  if (!found || found.section !== section) throw notFound(`Redirect session ${id}`);
  return found;
};

/** `target` with `params` set in its query (or fragment). */
export const withParams = (
  target: string,
  params: Record<string, string>,
  where: 'query' | 'fragment' = 'query',
) => {
  const u = new URL(target);
  const search = new URLSearchParams(where === 'query' ? u.search : u.hash.slice(1));
  Object.entries(params).forEach(([k, v]) => search.set(k, v));
  if (where === 'query') u.search = search.toString();
  else u.hash = search.toString();
  return u.toString();
};

/**
 * Where a finished store checkout sends the buyer: the site's thank-you page with the order
 * id, as the platform does (`callbacks.thankYouPageUrl`, `orderId`). Without one the platform
 * shows its own thank-you page, which leads on to the post-flow URL.
 */
export const thankYouUrl = (r: RedirectSession, orderId: string) =>
  r.callbacks.thankYouPageUrl ? withParams(r.callbacks.thankYouPageUrl, { orderId }) : undefined;

/** Where an abandoned or declined checkout goes back to: the site's cart page, else the post-flow URL. */
export const cartUrl = (r: RedirectSession) => r.callbacks.cartPageUrl ?? r.callbacks.postFlowUrl;

/** Where the visitor goes back to after a hosted flow (login, logout, account), if anywhere. */
export const backUrl = (r: RedirectSession) => r.callbacks.postFlowUrl;

/**
 * Where a buyer goes after a completed purchase: the thank-you page (the SDK keeps it for
 * completed transactions), else the post-flow URL.
 */
export const purchasedUrl = (r: RedirectSession, params: Record<string, string>) => {
  const target = r.callbacks.thankYouPageUrl ?? r.callbacks.postFlowUrl;
  return target ? withParams(target, params) : undefined;
};

/** A new session's request, validated at the edge (routes/redirect-sessions.ts). */
export interface RedirectSessionInput {
  auth?: AuthSection | undefined;
  login?: Record<string, unknown> | undefined;
  logout?: { clientId: string } | undefined;
  ecomCheckout?: { checkoutId: string } | undefined;
  eventsCheckout?: { eventSlug: string; reservationId: string } | undefined;
  storesProduct?: { productSlug: string } | undefined;
  membersAccount?: { section: string } | undefined;
  preferences?: Record<string, unknown> | undefined;
  bookingsCheckout?: Record<string, unknown> | undefined;
  paidPlansCheckout?: Record<string, unknown> | undefined;
  bookingsBook?: Record<string, unknown> | undefined;
  callbacks: RedirectSession['callbacks'];
}

export const SECTIONS = [
  'auth',
  'login',
  'logout',
  'ecomCheckout',
  'eventsCheckout',
  'storesProduct',
  'membersAccount',
  'preferences',
  'bookingsCheckout',
  'paidPlansCheckout',
  'bookingsBook',
] as const;

/** The hosted page (under /hosted/) each section leads to. */
const PATHS: Record<(typeof SECTIONS)[number], string> = {
  auth: 'auth',
  login: 'login',
  logout: 'logout',
  ecomCheckout: 'checkout',
  eventsCheckout: 'events-checkout',
  storesProduct: 'product',
  membersAccount: 'account',
  preferences: 'account',
  bookingsCheckout: 'unavailable',
  paidPlansCheckout: 'unavailable',
  bookingsBook: 'unavailable',
};

/**
 * Exactly one section, allowed callbacks and redirect URI, and a target that exists and is
 * the caller's.
 */
const checkRequest = (p: Platform, body: RedirectSessionInput, creatorKey: string) => {
  // `preferences` goes with a destination, as the SDK sends it; alone, it is the account page.
  const destinations = SECTIONS.filter((s) => body[s] !== undefined && s !== 'preferences');
  const present: (typeof SECTIONS)[number][] =
    destinations.length || !body.preferences ? destinations : ['preferences'];
  if (present.length !== 1)
    throw invalidField('$', `give exactly one of ${SECTIONS.join(', ')}`, 'REQUIRED_ONE_OF_FIELD');
  const allowed = (u: string | undefined) => !u || isAllowedRedirect(p, p.config.clientId, u);
  for (const [key, value] of Object.entries(body.callbacks)) {
    if (!allowed(value))
      throw invalidField(`callbacks.${key}`, 'is not an allowed origin of this client', 'FORMAT');
  }
  const authRequest = body.auth?.authRequest;
  if (authRequest && !authRequest.redirectUri && authRequest.responseMode !== 'web_message') {
    throw invalidField(
      'auth.authRequest.redirectUri',
      'is required unless responseMode is web_message',
      'REQUIRED_FIELD',
    );
  }
  if (
    authRequest?.redirectUri &&
    !isAllowedRedirect(p, authRequest.clientId, authRequest.redirectUri)
  ) {
    throw invalidField(
      'auth.authRequest.redirectUri',
      'is not an allowed redirect URI of this client',
      'FORMAT',
    );
  }
  if (body.logout && body.logout.clientId !== p.config.clientId)
    throw invalidField('logout.clientId', 'is not a known client', 'VALIDATION');
  // A checkout's or reservation's id is no key: its hosted page shows and pays the owner's.
  // One made with the admin key (a site's server, for its visitor) opens for whoever it gave
  // the id to.
  const owns = (ownerKey: string | undefined) =>
    ownerKey !== undefined &&
    (ownerKey === creatorKey || ownerKey === 'admin' || creatorKey === 'admin');
  if (body.ecomCheckout && !owns(p.db.checkouts.get(body.ecomCheckout.checkoutId)?.ownerKey))
    throw notFound(`Checkout ${body.ecomCheckout.checkoutId}`);
  if (body.storesProduct && !p.db.products.byKey(body.storesProduct.productSlug)?.visible)
    throw notFound(`Product ${body.storesProduct.productSlug}`);
  if (body.eventsCheckout) {
    const { eventSlug, reservationId } = body.eventsCheckout;
    const event = p.db.events.byKey(eventSlug);
    if (!event) throw notFound(`Event ${eventSlug}`);
    // Another event's reservation is none of this one's: its page could only ever be a 404.
    const reservation = p.db.reservations.get(reservationId);
    if (!reservation || reservation.eventId !== event.id || !owns(reservation.ownerKey))
      throw notFound(`Reservation ${reservationId}`);
  }
  return present[0]!;
};

/** Sections whose hosted page shows the member's own data (hosted/account.ts). */
export const ACCOUNT_SECTIONS: readonly string[] = ['membersAccount', 'preferences'];

/**
 * Opens a redirect session: checks the request, keeps it under its creator (bounded), and
 * answers its id and the hosted page's path. `visitorId` is kept for `auth` sessions only;
 * `memberId` (a member's own token) for account sessions, as the platform's session carries
 * the signed-in member to its account pages, and for `logout`: a member signed in without the
 * hosted page (direct login: /v2/login, then the hidden frame) has no session cookie, and the
 * logout page must still know whom it signs out.
 */
export const openRedirectSession = (
  p: Platform,
  body: RedirectSessionInput,
  caller: { visitorId: string | undefined; memberId: string | undefined; creatorKey: string },
): { id: string; endpoint: string } => {
  const section = checkRequest(p, body, caller.creatorKey);
  const id = newId();
  const request = (section === 'auth' ? body.auth : body[section]) as Record<string, unknown>;
  const kind = section === 'preferences' ? { section: 'ACCOUNT_INFO' } : {};
  const visitorId = section === 'auth' ? caller.visitorId : undefined;
  const carriesMember = ACCOUNT_SECTIONS.includes(section) || section === 'logout';
  const memberId = carriesMember ? caller.memberId : undefined;
  keepRedirectSession(p, {
    id,
    section,
    request: { ...request, ...kind },
    callbacks: body.callbacks,
    ...(visitorId && { visitorId }),
    ...(memberId && { memberId }),
    creatorKey: caller.creatorKey,
    createdDate: p.clock.iso(),
  });
  return { id, endpoint: `/hosted/${PATHS[section]}/${id}` };
};
