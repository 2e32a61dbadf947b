import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, createSession } from './domain/identity.ts';
import { checkEventPage } from './server.ts';
import { ADMIN_KEY, SITE_ORIGINS, type TestSandbox, useTestSandbox } from './test-support.ts';

const SITE_PAGE = 'http://127.0.0.1:4000/event.html?slug={slug}';
const sandbox = useTestSandbox();
const withSitePage = useTestSandbox({ eventPage: SITE_PAGE });
/** Its own: the test moves the clock, and counts the seats no other test may take. */
const paidLate = useTestSandbox();

const CARD = { card: '4242424242424242', expiry: '01/31', cvc: '123' };

const get = async (s: TestSandbox, path: string) => {
  const res = await s.fetch(`${s.url}${path}`);
  return { status: res.status, html: await res.text() };
};

const post = async (s: TestSandbox, path: string, fields: Record<string, string>) => {
  const res = await s.fetch(`${s.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};

const subjectsFor = async (s: TestSandbox, to: string) =>
  (
    await s.call<{ emails: { subject: string; text: string }[] }>(
      'GET',
      `/_sandbox/outbox?to=${to}`,
      { token: ADMIN_KEY },
    )
  ).body.emails;

/** Chooses tickets on the event page; answers the events checkout it leads to. */
const chooseTickets = async (s: TestSandbox, slug: string, fields: Record<string, string>) => {
  const chosen = await post(s, `/hosted/events/${slug}/tickets`, fields);
  expect(chosen.status).toBe(303);
  expect(chosen.location).toMatch(/^\/hosted\/events-checkout\/[\w-]+$/);
  return chosen.location!;
};

/**
 * A visitor's order for two front-row seats, placed through the API (with `discount`, if any)
 * for online payment; its hosted events checkout.
 */
const placeForPayment = async (
  s: TestSandbox,
  email: string,
  discount?: { couponCode: string },
) => {
  const token = await s.visitor();
  const reserved = await s.call<{ id: string }>('POST', '/v1/checkout/reservations', {
    token,
    body: {
      eventId: 'evt-small-hours-jazz-trio',
      ticketQuantities: [{ ticketDefinitionId: 'evt-small-hours-jazz-trio-t1', quantity: 2 }],
    },
  });
  const placed = await s.call<{
    order: { orderNumber: string; status: string };
    expires: string;
  }>('POST', '/v1/checkout', {
    token,
    body: {
      eventId: 'evt-small-hours-jazz-trio',
      reservationId: reserved.body.id,
      buyer: { firstName: 'Slow', lastName: 'Payer', email },
      discount,
    },
  });
  expect(placed.body.order.status).toBe('INITIATED');
  const session = await s.call<{ redirectSession: { fullUrl: string } }>(
    'POST',
    '/v1/redirect-session',
    {
      token,
      body: {
        eventsCheckout: { eventSlug: 'small-hours-jazz-trio', reservationId: reserved.body.id },
      },
    },
  );
  const checkout = new URL(session.body.redirectSession.fullUrl).pathname;
  return { reserved, placed, checkout };
};

describe('the hosted event page', () => {
  it('shows the date as people read it in the venue zone, the state in words', async () => {
    const { status, html } = await get(sandbox(), '/hosted/events/small-hours-jazz-trio');
    expect(status).toBe(200);
    expect(html).toMatch(/\w+day, \w+ \d+, \d{4}, 8:00 – 11:00 PM P[SD]T/);
    expect(html).toContain('Tickets on sale');
    expect(html).not.toMatch(/GMT|UPCOMING|OPEN_TICKETS|Status:/);
    expect(html).toContain('aria-label="Quantity of Front Row Seat"');
    const ended = await get(sandbox(), '/hosted/events/opening-night-retrospective');
    expect(ended.html).toContain('This event has ended');
    expect(ended.html).not.toContain('<form');
    const cancelled = await get(sandbox(), '/hosted/events/summer-rooftop-session');
    expect(cancelled.html).toContain('This event was cancelled.');
  });

  it('sells tickets through the events checkout: paid, with the card', async () => {
    const s = sandbox();
    const checkout = await chooseTickets(s, 'small-hours-jazz-trio', {
      'qty:evt-small-hours-jazz-trio-t1': '2',
    });
    const page = await get(s, checkout);
    expect(page.html).toContain('2 × Front Row Seat');
    expect(page.html).toContain('Pay $60.00');
    const paid = await post(s, checkout, {
      firstName: 'Kim',
      lastName: 'Lee',
      email: 'kim@example.com',
      ...CARD,
    });
    expect(paid.html).toMatch(/Order [A-Z0-9-]+ is confirmed\./);
    expect(paid.html).toContain('href="/hosted/events/small-hours-jazz-trio"');
    expect((await subjectsFor(s, 'kim@example.com')).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your tickets for Small Hours Jazz Trio \(order /),
    ]);
  });

  it('charges no price the event no longer asks: tickets chosen before a rise are refused', async () => {
    const s = sandbox();
    const seat = 'evt-small-hours-jazz-trio-t1';
    const checkout = await chooseTickets(s, 'small-hours-jazz-trio', { [`qty:${seat}`]: '1' });
    const { db } = s.platform;
    const def = db.ticketDefinitions.get(seat)!;
    const priced = (amount: string) =>
      db.ticketDefinitions.put({
        ...def,
        price: { ...def.price, amount },
        pricing: { pricingType: 'STANDARD', fixedPrice: { ...def.price, amount } },
      });
    priced('45.00');
    try {
      const buyer = { firstName: 'Late', lastName: 'Payer', email: 'late@example.com', ...CARD };
      const refused = await post(s, checkout, buyer);
      expect(refused.status).toBe(409);
      expect(refused.html).toContain('changed after this order was placed');
      expect(refused.html).toContain('Nothing was charged.');
      expect(refused.html).toContain('href="/hosted/events/small-hours-jazz-trio"');
      expect(await subjectsFor(s, 'late@example.com')).toEqual([]);
      // Asked again, the same order is still refused: it is never paid at the old price.
      expect((await post(s, checkout, buyer)).status).toBe(409);
      const orders = db.ticketOrders.all().filter((o) => o.email === 'late@example.com');
      expect(orders.map((o) => o.status)).toEqual(['INITIATED']);
    } finally {
      db.ticketDefinitions.put(def);
    }
  });

  it('pays no discount the shop no longer offers: a coupon deleted or changed since is refused', async () => {
    const s = sandbox();
    const { placed, checkout } = await placeForPayment(s, 'coupon@example.com', {
      couponCode: 'SAVE10',
    });
    expect((await get(s, checkout)).html).toContain('Pay $54.00');
    const { db } = s.platform;
    const save10 = db.coupons.byKey('SAVE10')!;
    const buyer = { firstName: 'Slow', lastName: 'Payer', email: 'coupon@example.com', ...CARD };
    db.coupons.delete(save10.id);
    try {
      const gone = await post(s, checkout, buyer);
      expect(gone.status).toBe(409);
      expect(gone.html).toContain('Coupon SAVE10 is no longer offered');
      expect(gone.html).toContain('Nothing was charged.');
      expect(gone.html).toContain('href="/hosted/events/small-hours-jazz-trio"');
      db.coupons.put({ ...save10, value: 50 });
      const changed = await post(s, checkout, buyer);
      expect(changed.status).toBe(409);
      expect(changed.html).toContain('discount of coupon SAVE10 changed');
      expect(await subjectsFor(s, 'coupon@example.com')).toEqual([]);
      expect(db.ticketOrders.get(placed.body.order.orderNumber)?.status).toBe('INITIATED');
    } finally {
      db.coupons.put(save10);
    }
    // With the coupon as it was, the same order is paid.
    expect((await post(s, checkout, buyer)).html).toMatch(/Order [A-Z0-9-]+ is confirmed\./);
  });

  it('confirms free tickets without a card', async () => {
    const s = sandbox();
    const checkout = await chooseTickets(s, 'open-mic-night', {
      'qty:evt-open-mic-night-t1': '1',
    });
    const page = await get(s, checkout);
    expect(page.html).not.toContain('name="card"');
    expect(page.html).not.toContain('$0.00');
    expect(page.html).toContain('<strong>Free</strong>');
    expect(page.html).toContain('>Get tickets</button>');
    const done = await post(s, checkout, {
      firstName: 'Free',
      lastName: 'Rider',
      email: 'free@example.com',
    });
    expect(done.html).toContain('Tickets confirmed');
    expect(await subjectsFor(s, 'free@example.com')).toHaveLength(1);
  });

  it("asks the event's registration form and a donation's price", async () => {
    const s = sandbox();
    const show = 'evt-velvet-static-release';
    const low = await post(s, '/hosted/events/the-velvet-static-album-release-show/tickets', {
      [`qty:${show}-t5`]: '1',
      [`price:${show}-t5`]: '2',
    });
    expect(low.status).toBe(400);
    expect(low.html).toContain('The minimum for Pay What You Can is $5.00');
    const none = await post(s, '/hosted/events/the-velvet-static-album-release-show/tickets', {});
    expect(none.html).toContain('Choose at least one ticket.');
    const checkout = await chooseTickets(s, 'the-velvet-static-album-release-show', {
      [`qty:${show}-t1`]: '1',
      [`qty:${show}-t5`]: '1',
      [`price:${show}-t5`]: '7.50',
    });
    expect((await get(s, checkout)).html).toContain('Seating preference');
    const buyer = { firstName: 'Ann', lastName: 'Ode', email: 'ann@example.com', ...CARD };
    const missing = await post(s, checkout, buyer);
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('Seating preference is required.');
    // Shown again after an error, the form keeps every answer, each ticked box included.
    const answered = new URLSearchParams({ ...buyer, notes: 'Near the door' });
    for (const need of ['Step-free access', 'Hearing loop']) answered.append('accessibility', need);
    const again = await s.fetch(`${s.url}${checkout}`, { method: 'POST', body: answered });
    const kept = await again.text();
    expect(kept).toMatch(/value="Step-free access" checked/);
    expect(kept).toMatch(/value="Hearing loop" checked/);
    expect(kept).not.toMatch(/value="Companion seat" checked/);
    expect(kept).toContain('>Near the door</textarea>');
    expect(kept).toContain('value="Ann"');
    const paid = await post(s, checkout, { ...buyer, seating: 'Standing' });
    expect(paid.html).toContain('Tickets confirmed');
    const [mail] = await subjectsFor(s, 'ann@example.com');
    expect(mail!.text).toContain('Pay What You Can, $7.50');
    expect(mail!.text).toContain('Total: $32.50');
  });

  it('takes only the quantities and prices a reservation through the API could ask', async () => {
    const s = sandbox();
    const show = 'evt-velvet-static-release';
    const choose = (fields: Record<string, string>) =>
      post(s, '/hosted/events/the-velvet-static-album-release-show/tickets', fields);
    const held = () => s.platform.db.reservations.allByKey(show).length;
    const before = held();
    for (const asked of ['-1', '1.5', '1e3', '0x2', 'two']) {
      const odd = await choose({ [`qty:${show}-t1`]: asked });
      expect([asked, odd.status]).toEqual([asked, 400]);
      expect(odd.html).toContain('Choose how many General Admission tickets from the list.');
    }
    const priceless = await choose({ [`qty:${show}-t5`]: '1', [`price:${show}-t5`]: '1e21' });
    expect(priceless.status).toBe(400);
    expect(priceless.html).toContain('Enter a price for Pay What You Can, at most $100,000.00.');
    expect(held()).toBe(before);
  });

  it('takes an RSVP, once per email, and mails it', async () => {
    const s = sandbox();
    const page = await get(s, '/hosted/events/poetry-and-pints');
    expect(page.html).toContain('RSVP open');
    expect(page.html).toContain('>RSVP</button>');
    const bad = await post(s, '/hosted/events/poetry-and-pints/rsvp', {
      firstName: 'Rae',
      lastName: 'V',
      email: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Email must be an email address.');
    const rsvp = {
      firstName: 'Rae',
      lastName: 'V',
      email: 'rae@example.com',
      additionalGuests: '2',
    };
    expect((await post(s, '/hosted/events/poetry-and-pints/rsvp', rsvp)).status).toBe(200);
    const first = s.platform.db.rsvps.allByKey('evt-poetry-and-pints');
    // Anyone may type Rae's email: a second answer with it is refused, Rae's kept as it was.
    const again = await post(s, '/hosted/events/poetry-and-pints/rsvp', {
      firstName: 'Mallory',
      lastName: 'M',
      email: 'RAE@example.com',
      additionalGuests: '3',
    });
    expect(again.status).toBe(409);
    expect(again.html).toContain('This email is already on the guest list for this event.');
    // The form is shown again with what was typed.
    expect(again.html).toContain('value="Mallory"');
    expect(again.html).toContain('value="RAE@example.com"');
    expect(s.platform.db.rsvps.allByKey('evt-poetry-and-pints')).toEqual(first);
    expect(first.map((r) => [r.firstName, r.email, r.additionalGuests])).toEqual([
      ['Rae', 'rae@example.com', 2],
    ]);
    const mails = await subjectsFor(s, 'rae@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Rae V and 2 guests: free');
  });

  it("links an RSVP to the signed-in member, their details filled in, and refuses the member's second", async () => {
    const s = sandbox();
    const cookie = `${SESSION_COOKIE}=${createSession(s.platform, 'member-demo')}`;
    const asMember = (init: RequestInit = {}) => ({ ...init, headers: { cookie } });
    const page = await (
      await s.fetch(`${s.url}/hosted/events/poetry-and-pints`, asMember())
    ).text();
    expect(page).toContain('value="member@example.com"');
    expect(page).toContain('value="Dana"');
    const answer = (email: string) =>
      s.fetch(
        `${s.url}/hosted/events/poetry-and-pints/rsvp`,
        asMember({
          method: 'POST',
          body: new URLSearchParams({ firstName: 'Dana', lastName: 'Rivers', email }),
        }),
      );
    const rsvps = () => s.platform.db.rsvps.allByKey('evt-poetry-and-pints');
    const before = rsvps().length;
    expect((await answer('member@example.com')).status).toBe(200);
    expect(rsvps().find((r) => r.email === 'member@example.com')?.memberId).toBe('member-demo');
    // Another address does not make the same member a second guest.
    const again = await answer('dana.other@example.com');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This member already has an RSVP for this event.');
    expect(rsvps()).toHaveLength(before + 1);
  });
});

describe('with the site event page registered', () => {
  it('sends visitors to the site for tickets, and links it from the email', async () => {
    const s = withSitePage();
    const site = 'http://127.0.0.1:4000/event.html?slug=small-hours-jazz-trio';
    const { html } = await get(s, '/hosted/events/small-hours-jazz-trio');
    expect(html).toContain(`<a class="button" href="${site}">Get tickets</a>`);
    expect(html).not.toContain('Quantity of');
    const sell = await post(s, '/hosted/events/small-hours-jazz-trio/tickets', {
      'qty:evt-small-hours-jazz-trio-t1': '1',
    });
    expect(sell.status).toBe(404);
    // RSVPs are still taken on the platform's page (the widget sends RSVP events there).
    expect((await get(s, '/hosted/events/poetry-and-pints')).html).toContain('>RSVP</button>');
    await post(s, '/hosted/events/poetry-and-pints/rsvp', {
      firstName: 'Sam',
      lastName: 'P',
      email: 'sam@example.com',
    });
    const [mail] = await subjectsFor(s, 'sam@example.com');
    expect(mail!.text).toContain(
      'Event page: http://127.0.0.1:4000/event.html?slug=poetry-and-pints',
    );
  });

  it('must name the slug and be on one of the site origins', () => {
    expect(checkEventPage(SITE_PAGE, SITE_ORIGINS)).toBe(SITE_PAGE);
    expect(checkEventPage(undefined, SITE_ORIGINS)).toBeUndefined();
    expect(() => checkEventPage('http://127.0.0.1:4000/event.html', SITE_ORIGINS)).toThrow();
    expect(() => checkEventPage('http://evil.test/e?slug={slug}', SITE_ORIGINS)).toThrow();
  });
});

describe('an order placed for online payment', () => {
  it('cancels an order placed for online payment and not paid by its time, and frees its seats', async () => {
    const s = paidLate();
    const seat = 'evt-small-hours-jazz-trio-t1';
    const { db } = s.platform;
    const before = db.ticketInventory.taken(seat);
    const { reserved, placed, checkout } = await placeForPayment(s, 'slow@example.com');
    expect((await get(s, checkout)).html).toContain('Pay $60.00');
    expect(db.ticketInventory.taken(seat)).toBe(before + 2);

    // The checkout said when to pay by: its reservation's expiry.
    const late = Date.parse(placed.body.expires) - s.platform.clock.nowMs() + 60_000;
    await s.control('POST', 'clock', { advanceMs: late });
    const page = await get(s, checkout);
    expect(page.html).toContain('Order canceled');
    expect(page.html).toContain('its seats are back on sale and nothing was charged');
    expect(db.ticketInventory.taken(seat)).toBe(before);
    expect(db.ticketOrders.get(placed.body.order.orderNumber)?.status).toBe('CANCELED');
    expect(db.reservations.get(reserved.body.id)?.status).toBe('RESERVATION_EXPIRED');
    const paid = await post(s, checkout, {
      firstName: 'Slow',
      lastName: 'Payer',
      email: 'slow@example.com',
      ...CARD,
    });
    expect(paid.status).toBe(409);
    expect(await subjectsFor(s, 'slow@example.com')).toEqual([]);
  });
});
