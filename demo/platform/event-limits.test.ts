import { describe, expect, it } from 'vitest';
import { MAX_UNLIMITED_SEATS } from './db/ticket-inventory.ts';
import { MAX_RSVPS_PER_EVENT } from './domain/rsvps.ts';
import { RESERVATION_MS } from './domain/reservation-hold.ts';
import { MAX_ORDERS_PER_EVENT, MAX_UNORDERED_RESERVATIONS } from './domain/tickets.ts';
import { MAX_SESSIONS_PER_CALLER } from './domain/redirect-sessions.ts';
import { EVENT_PAGE_SESSIONS } from './routes/hosted-events.ts';
import { MAX_GUEST_FORM_BYTES } from './routes/ticketing.ts';
import { SESSION_COOKIE, createSession } from './domain/identity.ts';
import { ADMIN_KEY, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const RSVP_EVENT = 'evt-poetry-and-pints';

/** An RSVP posted on the hosted event page, as a guest's browser sends it. */
const rsvp = async (fields: Record<string, string>) => {
  const res = await sandbox().fetch(`${sandbox().url}/hosted/events/poetry-and-pints/rsvp`, {
    method: 'POST',
    body: new URLSearchParams({ firstName: 'Rae', lastName: 'V', ...fields }),
  });
  return { status: res.status, html: await res.text() };
};

describe('RSVPs', () => {
  it('keep names and emails within bounds', async () => {
    const long = await rsvp({ firstName: 'R'.repeat(51), email: `${'e'.repeat(250)}@x.io` });
    expect(long.status).toBe(400);
    expect(long.html).toContain('First name must be at most 50 characters.');
    expect(long.html).toContain('Email must be at most 254 characters.');
    expect(sandbox().platform.db.rsvps.allByKey(RSVP_EVENT)).toEqual([]);
  });

  it('are at most 10,000 per event, one per email', async () => {
    const { db, clock } = sandbox().platform;
    const now = clock.iso();
    db.transaction(() => {
      for (let i = 1; i < MAX_RSVPS_PER_EVENT; i++)
        db.rsvps.put({
          id: `rsvp-${i}`,
          rsvpNumber: `N-${i}`,
          eventId: RSVP_EVENT,
          status: 'YES',
          firstName: 'G',
          lastName: 'G',
          email: `guest-${i}@example.com`,
          additionalGuests: 0,
          form: { inputValues: [] },
          createdDate: now,
          updatedDate: now,
        });
    });
    expect((await rsvp({ email: 'last@example.com' })).status).toBe(200);

    const full = await rsvp({ email: 'over@example.com' });
    expect(full.status).toBe(409);
    expect(full.html).toContain('The guest list is full: this event takes at most 10,000 RSVPs');
    // A guest on the full list is told they are on it, not that it is full.
    const again = await rsvp({ email: 'last@example.com', additionalGuests: '1' });
    expect(again.status).toBe(409);
    expect(again.html).toContain('This email is already on the guest list for this event.');
    expect(db.rsvps.allByKey(RSVP_EVENT)).toHaveLength(MAX_RSVPS_PER_EVENT);
  });
});

const FREE = { eventId: 'evt-open-mic-night', ticket: 'evt-open-mic-night-t1' };
const UNLIMITED = {
  eventId: 'evt-harbor-lights-livestream',
  ticket: 'evt-harbor-lights-livestream-t1',
};

interface Answer {
  id: string;
  details: { applicationError: { code: string } };
}

const reserve = (token: string, { eventId, ticket }: typeof FREE, quantity = 1) =>
  sandbox().call<Answer>('POST', '/v1/checkout/reservations', {
    token,
    body: { eventId, ticketQuantities: [{ ticketDefinitionId: ticket, quantity }] },
  });

const checkout = (token: string, eventId: string, reservationId: string, extra = {}) =>
  sandbox().call<Answer>('POST', '/v1/checkout', {
    token,
    body: {
      eventId,
      reservationId,
      buyer: { firstName: 'Bea', lastName: 'B', email: 'bea@example.com' },
      ...extra,
    },
  });

const taken = (ticket: string) => sandbox().platform.db.ticketInventory.taken(ticket);

describe('ticket reservations and orders', () => {
  it('a visitor keeps at most 10 reservations per event that became no order', async () => {
    const token = await sandbox().visitor();
    const before = taken(FREE.ticket);
    const first = await reserve(token, FREE);
    for (let i = 1; i < MAX_UNORDERED_RESERVATIONS; i++)
      expect((await reserve(token, FREE)).status).toBe(200);
    expect(taken(FREE.ticket)).toBe(before + MAX_UNORDERED_RESERVATIONS);

    // One more drops the oldest, and gives its seat back.
    expect((await reserve(token, FREE)).status).toBe(200);
    expect(sandbox().platform.db.reservations.get(first.body.id)).toBeUndefined();
    expect(taken(FREE.ticket)).toBe(before + MAX_UNORDERED_RESERVATIONS);
    const owner = sandbox().platform.db.reservations.get(
      (await reserve(token, FREE)).body.id,
    )!.ownerKey;
    expect(
      sandbox()
        .platform.db.reservations.allByKey(FREE.eventId)
        .filter((r) => r.ownerKey === owner),
    ).toHaveLength(MAX_UNORDERED_RESERVATIONS);
  });

  it('a visitor places at most 20 orders per event; the box office is not capped', async () => {
    const token = await sandbox().visitor();
    for (let i = 0; i < MAX_ORDERS_PER_EVENT; i++) {
      const { body } = await reserve(token, FREE);
      // Each to its own address: the cap by address is another test's.
      const buyer = { firstName: 'Bea', lastName: 'B', email: `bea-${i}@example.com` };
      expect((await checkout(token, FREE.eventId, body.id, { buyer })).status).toBe(200);
    }
    const over = await reserve(token, FREE);
    expect(over.status).toBe(400);
    expect(over.body.details.applicationError.code).toBe('TOO_MANY_ORDERS');
    expect((await reserve(await sandbox().visitor(), FREE)).status).toBe(200);
    expect((await reserve(ADMIN_KEY, FREE)).status).toBe(200);
  });

  it('one address gets at most 20 orders per event, even from a new visitor token each time', async () => {
    const to = (email: string) => ({
      buyer: { firstName: 'Cy', lastName: 'C', email },
    });
    let token = '';
    const order = async (email: string) => {
      // No cookies kept: every order is a fresh visitor's, under the token cap.
      token = await sandbox().visitor();
      const { body } = await reserve(token, FREE);
      return checkout(token, FREE.eventId, body.id, to(email));
    };
    for (let i = 0; i < MAX_ORDERS_PER_EVENT; i++)
      expect((await order('cy@example.com')).status).toBe(200);
    const over = await order('CY@example.com');
    expect(over.status).toBe(400);
    expect(over.body.details.applicationError.code).toBe('TOO_MANY_ORDERS');
    const orders = () =>
      sandbox()
        .platform.db.ticketOrders.allByKey(FREE.eventId)
        .filter((o) => o.email.toLowerCase() === 'cy@example.com');
    expect(orders()).toHaveLength(MAX_ORDERS_PER_EVENT);
    // Another address is another buyer, but an order moved to the full one is one too many.
    const dee = await order('dee@example.com');
    expect(dee.status).toBe(200);
    const { orderNumber } = (dee.body as unknown as { order: { orderNumber: string } }).order;
    const moved = await sandbox().call<Answer>('PATCH', `/v1/checkout/${orderNumber}`, {
      token,
      body: { eventId: FREE.eventId, ...to('cy@example.com') },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.details.applicationError.code).toBe('TOO_MANY_ORDERS');
    expect(orders()).toHaveLength(MAX_ORDERS_PER_EVENT);
    // The box office sells on.
    const { body } = await reserve(ADMIN_KEY, FREE);
    expect((await checkout(ADMIN_KEY, FREE.eventId, body.id, to('cy@example.com'))).status).toBe(
      200,
    );
  });

  it('an unlimited ticket type sells at most 100,000', async () => {
    const token = await sandbox().visitor();
    sandbox().platform.db.ticketInventory.init(UNLIMITED.ticket, null, MAX_UNLIMITED_SEATS - 1);
    expect((await reserve(token, UNLIMITED)).status).toBe(200);
    const soldOut = await reserve(token, UNLIMITED);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.details.applicationError.code).toBe('TICKETS_UNAVAILABLE');
    sandbox().platform.db.ticketInventory.init(UNLIMITED.ticket, null, 0);
  });

  it("a guest's answers hold at most 16 KB, as each of their tickets stores them", async () => {
    const token = await sandbox().visitor();
    const { body } = await reserve(token, FREE);
    const answers = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ inputName: `q${i}`, value: 'x'.repeat(2000) }));
    const guests = (count: number) => [{ form: { inputValues: answers(count) } }];
    const fits = Math.floor(MAX_GUEST_FORM_BYTES / 2100);
    const tooBig = await checkout(token, FREE.eventId, body.id, { guests: guests(fits + 2) });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({
      details: {
        validationError: {
          fieldViolations: [
            { field: 'guests.0.form.inputValues', description: expect.stringMatching(/16384/) },
          ],
        },
      },
    });
    expect((await checkout(token, FREE.eventId, body.id, { guests: guests(fits) })).status).toBe(
      200,
    );
  });

  it("anyone's reservation that became no order is swept a day after its time was up", async () => {
    const { db } = sandbox().platform;
    const held = await reserve(await sandbox().member(), FREE);
    expect(db.reservations.get(held.body.id)).toBeDefined();
    await sandbox().control('POST', 'clock', { advanceMs: RESERVATION_MS + 24 * 3600 * 1000 });
    await sandbox().visitor();
    expect(db.reservations.get(held.body.id)).toBeUndefined();
    // What stays holds the seats sold, and only those: every held seat is back on sale.
    const sold = db.ticketOrders
      .allByKey(FREE.eventId)
      .flatMap((o) => o.tickets)
      .filter((t) => t.ticketDefinitionId === FREE.ticket).length;
    expect(taken(FREE.ticket)).toBe(sold);
    expect(db.reservations.allByKey(FREE.eventId)).toHaveLength(
      new Set(db.ticketOrders.allByKey(FREE.eventId).map((o) => o.reservationId)).size,
    );
  });
});

/**
 * A browser on the hosted event page of the free event: its ticket form and the events
 * checkout it leads to, its cookies carried from one answer to the next as a browser would.
 */
const hostedBrowser = (cookies: Record<string, string> = {}) => {
  const jar = new Map(Object.entries(cookies));
  const post = async (path: string, fields: Record<string, string>) => {
    const res = await sandbox().fetch(`${sandbox().url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: new URLSearchParams(fields),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  };
  const choose = () =>
    post('/hosted/events/open-mic-night/tickets', { [`qty:${FREE.ticket}`]: '1' });
  return {
    /** Chooses one ticket: a redirect to its checkout, or the page saying why not. */
    choose,
    /** Chooses a ticket and gets it: a free order. */
    order: async () => {
      const { location } = await choose();
      const done = await post(location!, {
        firstName: 'Hal',
        lastName: 'H',
        email: 'hal@example.com',
      });
      expect(done.html).toContain('Tickets confirmed');
    },
  };
};

/** The redirect session behind a checkout's address. */
const sessionIdOf = (location: string) => location.split('/').pop()!;

describe('the hosted event page', () => {
  it('holds at most 10 reservations per browser that became no order, as for a visitor', async () => {
    const browser = hostedBrowser();
    const before = taken(FREE.ticket);
    for (let i = 0; i <= MAX_UNORDERED_RESERVATIONS; i++)
      expect((await browser.choose()).status).toBe(303);
    // The oldest went, its seat back on sale: choosing again and again holds no more.
    expect(taken(FREE.ticket)).toBe(before + MAX_UNORDERED_RESERVATIONS);
    expect((await hostedBrowser().choose()).status).toBe(303);
    expect(taken(FREE.ticket)).toBe(before + MAX_UNORDERED_RESERVATIONS + 1);
  });

  it('takes at most 20 orders per event from one browser, saying so on the page', async () => {
    const browser = hostedBrowser();
    for (let i = 0; i < MAX_ORDERS_PER_EVENT; i++) await browser.order();
    const over = await browser.choose();
    expect(over.status).toBe(400);
    expect(over.html).toContain('One buyer places at most 20 orders for an event');
    expect((await hostedBrowser().choose()).status).toBe(303);
  });

  it('reserves for a signed-in member as the member: one buyer with their API reservations', async () => {
    const { platform } = sandbox();
    const session = createSession(platform, 'member-demo');
    const { location } = await hostedBrowser({ [SESSION_COOKIE]: session }).choose();
    const reservationId = platform.db.redirectSessions.get(sessionIdOf(location!))!.request
      .reservationId as string;
    expect(platform.db.reservations.get(reservationId)?.ownerKey).toBe('member:member-demo');
  });

  it("keeps a buyer's checkout however many another buyer opens: each pushes out only their own", async () => {
    const { db } = sandbox().platform;
    const mine = (await hostedBrowser().choose()).location!;
    const other = hostedBrowser();
    const theirFirst = (await other.choose()).location!;
    for (let i = 0; i < MAX_SESSIONS_PER_CALLER; i++)
      expect((await other.choose()).status).toBe(303);
    expect((await sandbox().fetch(`${sandbox().url}${mine}`)).status).toBe(200);
    expect(db.redirectSessions.get(sessionIdOf(theirFirst))).toBeUndefined();
  });

  it('keeps at most 10,000 checkouts over all buyers, a cookieless client being a new one each time', async () => {
    const { db, clock } = sandbox().platform;
    const { prefix, max } = EVENT_PAGE_SESSIONS;
    const recent = (await hostedBrowser().choose()).location!;
    // Other buyers' sessions opened earlier, filling the pool.
    db.transaction(() => {
      for (let i = 0; i < max; i++)
        db.redirectSessions.put({
          id: `page-${i}`,
          section: 'eventsCheckout',
          request: {},
          callbacks: {},
          creatorKey: `${prefix}hosted:buyer-${i}`,
          createdDate: new Date(clock.nowMs() - (max - i) * 1000).toISOString(),
        });
    });
    const newest = (await hostedBrowser().choose()).location!;
    expect(db.redirectSessions.countByKeyPrefix(prefix)).toBe(max);
    expect(db.redirectSessions.get('page-0')).toBeUndefined();
    expect(db.redirectSessions.get(sessionIdOf(recent))).toBeDefined();
    expect(db.redirectSessions.get(sessionIdOf(newest))).toBeDefined();
  });
});
