import { describe, expect, it } from 'vitest';
import { AUTHORIZE_ONLY_CARD } from './domain/payments.ts';
import { ADMIN_KEY, type TestSandbox, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();
const VENUE_ZONE = 'America/Los_Angeles';

interface WireEvent {
  id: string;
  slug: string;
  title: string;
  description: string;
  status: string;
  registration: { type: string; status: string };
  dateAndTimeSettings: {
    startDate: string;
    endDate: string;
    timeZoneId: string;
    formatted: { dateAndTime: string; startTime: string; endTime: string };
  };
}
interface Definition {
  id: string;
  name: string;
  saleStatus: string;
  /** Capped by the seats left: 0 when sold out. */
  limitPerCheckout: number;
  pricing: { pricingType: string; minPrice?: { amount: string } };
}
interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Wall-clock hour and minute of `iso` in `zone`, whatever this machine's zone. */
const localClock = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const allEvents = async (s: TestSandbox) =>
  (
    await s.call<{ events: WireEvent[] }>('POST', '/v3/events/query', {
      token: await s.visitor(),
      body: { query: { paging: { limit: 100 } }, fields: ['DETAILS', 'TEXTS', 'REGISTRATION'] },
    })
  ).body.events;

const outboxFor = async (s: TestSandbox, to: string) =>
  (await s.call<{ emails: Email[] }>('GET', `/_sandbox/outbox?to=${to}`, { token: ADMIN_KEY })).body
    .emails;

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const CARD = { card: '4242424242424242', expiry: '01/31', cvc: '123' };

/** Posts a hosted form as the page's own browser would, following no redirect. */
const post = (s: TestSandbox, path: string, fields: Record<string, string>) =>
  s.fetch(`${s.url}${path}`, { method: 'POST', redirect: 'manual', body: form(fields) });

describe('the seeded events', () => {
  it('are shows at 8 pm in the venue zone, with doors at 7 in their copy', async () => {
    const events = await allEvents(sandbox());
    const shows = events.filter(
      (e) => !e.dateAndTimeSettings.formatted.dateAndTime.includes('all day'),
    );
    expect(shows.length).toBeGreaterThanOrEqual(7);
    for (const e of shows.filter((e) => e.slug !== 'folk-weekend-on-the-harbour')) {
      expect(e.dateAndTimeSettings.timeZoneId).toBe(VENUE_ZONE);
      expect(localClock(e.dateAndTimeSettings.startDate, VENUE_ZONE)).toBe('20:00');
      expect(e.dateAndTimeSettings.formatted.startTime).toBe('8:00 PM');
      expect(e.dateAndTimeSettings.formatted.dateAndTime).toMatch(/, 8:00\s–\s\d+:\d\d PM P[SD]T$/);
      if (e.slug !== 'harbor-lights-livestream')
        expect(e.description).toContain('Doors open at 7 PM, the show starts at 8 PM.');
    }
  });

  it('include a multi-day and an all-day event, written as people write them', async () => {
    const events = await allEvents(sandbox());
    const weekend = events.find((e) => e.slug === 'folk-weekend-on-the-harbour')!;
    const { startDate, endDate, formatted } = weekend.dateAndTimeSettings;
    expect(Date.parse(endDate) - Date.parse(startDate)).toBe(52 * 3600_000);
    expect(formatted.dateAndTime).toMatch(
      /^\w+day, \w+ \d+, \d{4} at 6:00 PM P[SD]T\s–\s\w+day, \w+ \d+, \d{4} at 10:00 PM P[SD]T$/,
    );
    const fair = events.find((e) => e.slug === 'record-fair')!.dateAndTimeSettings;
    expect(localClock(fair.startDate, VENUE_ZONE)).toBe('00:00');
    expect(localClock(fair.endDate, VENUE_ZONE)).toBe('00:00');
    expect(fair.formatted.dateAndTime).toMatch(/^\w+day, \w+ \d+, \d{4}, all day \(P[SD]T\)$/);
    expect(fair.formatted.startTime).toBe('');
  });
});

describe('every on-sale event can be bought', () => {
  it('sells each ticket type on sale (free, paid, donation) and takes RSVPs, each mailed', async () => {
    const s = sandbox();
    const events = (await allEvents(s)).filter((e) => e.status === 'UPCOMING');
    let sold = 0;
    for (const event of events) {
      if (event.registration.status === 'OPEN_RSVP') {
        const email = `rsvp-${event.slug}@example.com`;
        const res = await post(s, `/hosted/events/${event.slug}/rsvp`, {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email,
          additionalGuests: '1',
        });
        expect(await res.text()).toContain('re on the guest list');
        expect((await outboxFor(s, email)).map((m) => m.subject)).toEqual([
          expect.stringMatching(new RegExp(`^You're on the guest list for ${event.title} \\(RSVP`)),
        ]);
        sold++;
        continue;
      }
      expect(event.registration.status).toBe('OPEN_TICKETS');
      const token = await s.visitor();
      const { definitions } = (
        await s.call<{ definitions: Definition[] }>(
          'GET',
          `/v1/checkout/available-tickets?eventId=${event.id}&limit=100`,
          { token },
        )
      ).body;
      const onSale = definitions.filter(
        (d) => d.saleStatus === 'SALE_STARTED' && d.limitPerCheckout > 0,
      );
      expect(onSale.length).toBeGreaterThan(0);
      for (const def of onSale) {
        const email = `buyer-${def.id}@example.com`;
        const reservation = await s.call<{ id: string }>('POST', '/v1/checkout/reservations', {
          token,
          body: {
            eventId: event.id,
            ticketQuantities: [
              {
                ticketDefinitionId: def.id,
                quantity: 1,
                ...(def.pricing.minPrice ? { priceOverride: def.pricing.minPrice.amount } : {}),
              },
            ],
          },
        });
        expect(reservation.status).toBe(200);
        const checkout = await s.call<{ order: { orderNumber: string; status: string } }>(
          'POST',
          '/v1/checkout',
          {
            token,
            body: {
              eventId: event.id,
              reservationId: reservation.body.id,
              buyer: { firstName: 'Ada', lastName: 'Lovelace', email },
              guests: [{ form: { inputValues: [{ inputName: 'seating', value: 'Seated' }] } }],
            },
          },
        );
        expect(checkout.status).toBe(200);
        const { orderNumber, status } = checkout.body.order;
        if (status === 'INITIATED') {
          const session = await s.call<{ redirectSession: { fullUrl: string } }>(
            'POST',
            '/v1/redirect-session',
            {
              token,
              body: {
                eventsCheckout: { eventSlug: event.slug, reservationId: reservation.body.id },
              },
            },
          );
          const paid = await s.fetch(session.body.redirectSession.fullUrl, {
            method: 'POST',
            body: form({ firstName: 'Ada', lastName: 'Lovelace', email, ...CARD }),
          });
          expect(await paid.text()).toContain(`Order ${orderNumber} is confirmed.`);
        } else {
          expect(status).toBe('FREE');
        }
        const mails = await outboxFor(s, email);
        expect(mails.map((m) => m.subject)).toEqual([
          `Your tickets for ${event.title} (order ${orderNumber})`,
        ]);
        expect(mails[0]!.attachments?.[0]?.filename).toBe(`${event.slug}.ics`);
        sold++;
      }
    }
    // Open mic, jazz, livestream (2), velvet (3 on sale), poetry (RSVP), folk weekend, record fair.
    expect(sold).toBe(10);
  });
});

describe('the ticket email', () => {
  it('names the order, the event in its local time and place, the tickets, with a calendar file', async () => {
    const s = sandbox();
    const token = await s.visitor();
    const event = 'evt-small-hours-jazz-trio';
    const r = await s.call<{ id: string }>('POST', '/v1/checkout/reservations', {
      token,
      body: {
        eventId: event,
        ticketQuantities: [{ ticketDefinitionId: `${event}-t1`, quantity: 2 }],
      },
    });
    const session = await s.call<{ redirectSession: { fullUrl: string } }>(
      'POST',
      '/v1/redirect-session',
      {
        token,
        body: { eventsCheckout: { eventSlug: 'small-hours-jazz-trio', reservationId: r.body.id } },
      },
    );
    const page = await s.fetch(session.body.redirectSession.fullUrl);
    const html = await page.text();
    expect(html).toMatch(/Saturday|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday/);
    expect(html).toMatch(/8:00\s–\s11:00 PM P[SD]T/);
    expect(html).toMatch(/held until \d+:\d\d [AP]M P[SD]T/);
    expect(html).not.toContain('GMT');
    const done = await s.fetch(session.body.redirectSession.fullUrl, {
      method: 'POST',
      body: form({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', ...CARD }),
    });
    const orderNumber = /Order ([A-Z0-9-]+) is confirmed/.exec(await done.text())![1]!;

    const [mail, ...more] = await outboxFor(s, 'grace@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your tickets for Small Hours Jazz Trio (order ${orderNumber})`);
    expect(mail!.text).toContain(`Thank you, Grace! Your order ${orderNumber} is confirmed.`);
    expect(mail!.text).toMatch(/\w+day, \w+ \d+, \d{4}, 8:00\s–\s11:00 PM P[SD]T/);
    expect(mail!.text).toContain('The Lantern Room, 12 Harbour Street, Portland, OR 97209, USA');
    expect(mail!.text).toContain(`Front Row Seat, $30.00: ticket ${orderNumber}-t11`);
    expect(mail!.text).toContain(`Front Row Seat, $30.00: ticket ${orderNumber}-t12`);
    expect(mail!.text).toContain('Total: $60.00');
    expect(mail!.html).toContain(`<li>Front Row Seat, $30.00: ticket ${orderNumber}-t11</li>`);

    const ics = mail!.attachments![0]!;
    expect(ics.contentType).toBe('text/calendar; charset=utf-8');
    const lines = ics.content.split('\r\n');
    expect(ics.content.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const { event: wire } = (
      await s.call<{ event: WireEvent }>('GET', `/v3/events/${event}?fields=URLS`, { token })
    ).body;
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        `UID:${event}-${orderNumber}@sandbox.lantern-room`,
        `DTSTART:${utc(wire.dateAndTimeSettings.startDate)}`,
        `DTEND:${utc(wire.dateAndTimeSettings.endDate)}`,
        'SUMMARY:Small Hours Jazz Trio',
        'LOCATION:The Lantern Room\\, 12 Harbour Street\\, Portland\\, OR 97209\\, USA',
      ]),
    );
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('escapes event text in HTML and in the calendar file', async () => {
    const s = sandbox();
    const event = 'evt-open-mic-night';
    const patched = await s.call('PATCH', `/v3/events/${event}`, {
      token: ADMIN_KEY,
      body: { event: { title: 'Open <b>Mic</b>; "songs", & more' } },
    });
    expect(patched.status).toBe(200);
    const token = await s.visitor();
    const r = await s.call<{ id: string }>('POST', '/v1/checkout/reservations', {
      token,
      body: {
        eventId: event,
        ticketQuantities: [{ ticketDefinitionId: `${event}-t1`, quantity: 1 }],
      },
    });
    await s.call('POST', '/v1/checkout', {
      token,
      body: {
        eventId: event,
        reservationId: r.body.id,
        buyer: {
          firstName: '<img src=x onerror=alert(1)>',
          lastName: 'X',
          email: 'esc@example.com',
        },
      },
    });
    const [mail] = await outboxFor(s, 'esc@example.com');
    expect(mail!.html).not.toMatch(/<b>|<img/);
    expect(mail!.html).toContain('Open &#60;b&#62;Mic&#60;/b&#62;; &#34;songs&#34;, &#38; more');
    expect(mail!.html).toContain('Thank you, &#60;img src=x onerror=alert(1)&#62;!');
    expect(mail!.attachments![0]!.content).toContain(
      'SUMMARY:Open <b>Mic</b>\\; "songs"\\, & more',
    );
    expect(mail!.text).not.toContain('Total:');
    expect(mail!.text).toContain('Free Entry, free: ticket');
    // Changing the title alone keeps the rest of the event (the venue's address).
    expect(mail!.text).toContain('The Lantern Room, 12 Harbour Street');
  });

  it('is sent once an authorised order is captured, never for box-office sales', async () => {
    const s = sandbox();
    const token = await s.visitor();
    const event = 'evt-harbor-lights-livestream';
    const reserve = async () =>
      (
        await s.call<{ id: string }>('POST', '/v1/checkout/reservations', {
          token,
          body: {
            eventId: event,
            ticketQuantities: [{ ticketDefinitionId: `${event}-t1`, quantity: 1 }],
          },
        })
      ).body.id;
    const reservationId = await reserve();
    const session = await s.call<{ redirectSession: { fullUrl: string } }>(
      'POST',
      '/v1/redirect-session',
      { token, body: { eventsCheckout: { eventSlug: 'harbor-lights-livestream', reservationId } } },
    );
    const held = await s.fetch(session.body.redirectSession.fullUrl, {
      method: 'POST',
      body: form({
        firstName: 'Al',
        lastName: 'T',
        email: 'auth@example.com',
        ...CARD,
        card: AUTHORIZE_ONLY_CARD,
      }),
    });
    const orderNumber = /Order ([A-Z0-9-]+) is authorized/.exec(await held.text())![1]!;
    expect(await outboxFor(s, 'auth@example.com')).toEqual([]);
    const capture = await s.call('POST', `/v1/events/orders/${orderNumber}/capture`, {
      token: ADMIN_KEY,
      body: { eventId: event },
    });
    expect(capture.status).toBe(200);
    expect((await outboxFor(s, 'auth@example.com')).map((m) => m.subject)).toEqual([
      `Your tickets for Harbor Lights Livestream (order ${orderNumber})`,
    ]);

    const before = (
      await s.call<{ emails: Email[] }>('GET', '/_sandbox/outbox', { token: ADMIN_KEY })
    ).body.emails.length;
    const pos = await s.call('POST', '/v1/pos-checkout', {
      token: ADMIN_KEY,
      body: { eventId: event, reservationId: await reserve() },
    });
    expect(pos.status).toBe(200);
    const after = (
      await s.call<{ emails: Email[] }>('GET', '/_sandbox/outbox', { token: ADMIN_KEY })
    ).body.emails;
    expect(after).toHaveLength(before);
  });
});
