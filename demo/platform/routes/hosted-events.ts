import { Hono } from 'hono';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import type { StoredEvent } from '../db/types.ts';
import { ApiError, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { siteEventPage } from '../domain/booking-emails.ts';
import { eventView, placeOf } from '../domain/events.ts';
import { requestBase } from '../domain/products.ts';
import { type SessionPool, keepRedirectSession } from '../domain/redirect-sessions.ts';
import { answerRsvp, rsvpClosedReason } from '../domain/rsvps.ts';
import { type TicketRequest, reserve, ticketsOnSale } from '../domain/tickets.ts';
import { type EventAction, eventPage } from '../hosted/event-page.ts';
import { messagePage } from '../hosted/layout.ts';
import { errorText } from '../hosted/registration-fields.ts';
import { calendarFile } from '../../../shared/client/ics.ts';
import { linkHref } from '../../../shared/client/link-href.ts';
import { hostedBuyerKey, hostedMemberId } from './hosted-buyer.ts';
import { formFields } from './hosted-pages.ts';
import { MAX_DONATION, donationPrice, ticketQuantity } from './ticketing.ts';
import { formatMoney } from '../money.ts';

/**
 * The events checkout sessions the event page opens are kept per buyer (hostedBuyerKey), so
 * one buyer's ticket posts push out only that buyer's own older sessions
 * (MAX_SESSIONS_PER_CALLER), never another buyer's checkout. A bound over all buyers must
 * remain: a client that drops its cookie is a new buyer at every post, and would otherwise
 * grow the table without end. A session lives a day and a checkout takes minutes, so 10,000
 * opened within a day is far beyond a sandbox's use; past it, the pool's oldest goes (ended
 * ones first, the likeliest abandoned) rather than turning new buyers away.
 */
export const EVENT_PAGE_SESSIONS: SessionPool = { prefix: 'hosted-event-page:', max: 10_000 };

/**
 * A posted ticket form as reservation requests (quantities above zero), or what is wrong. The
 * form's fields are read as the API reads a reservation's (routes/ticketing.ts): a page can be
 * posted with any values, not only those its pickers offer.
 */
const ticketRequests = (
  tickets: ReturnType<typeof ticketsOnSale>,
  f: Record<string, string>,
): TicketRequest[] | string => {
  const requests: TicketRequest[] = [];
  for (const t of tickets) {
    const asked = f[`qty:${t.id}`]?.trim() ?? '';
    if (asked === '' || asked === '0') continue;
    const quantity = ticketQuantity.safeParse(/^\d+$/.test(asked) ? Number(asked) : NaN);
    if (!quantity.success) return `Choose how many ${t.name} tickets from the list.`;
    const price = f[`price:${t.id}`];
    const named = price === undefined ? undefined : donationPrice.safeParse(price);
    if (named && !named.success)
      return `Enter a price for ${t.name}, at most ${formatMoney(MAX_DONATION, t.price.currency)}.`;
    requests.push({
      ticketDefinitionId: t.id,
      quantity: quantity.data,
      priceOverride: named?.data,
    });
  }
  return requests;
};

/**
 * The platform's public event pages (each event's `eventPageUrl`): the event in its own time
 * zone, and tickets from there, on the site's own event page when the site registered one
 * (SandboxConfig.eventPage), else through the platform's events checkout; RSVPs are taken
 * here (the ticket widget sends RSVP events to this page).
 */
export const hostedEventRoutes = (p: Platform) => {
  const eventOf = (slug: string): StoredEvent => {
    const event = p.db.events.byKey(slug);
    if (!event || event.status === 'DRAFT') throw notFound(`Event ${slug}`);
    return event;
  };
  const actionFor = (event: StoredEvent, view: ReturnType<typeof eventView>): EventAction => {
    if (view.status === 'CANCELED') return { kind: 'closed', reason: 'This event was cancelled.' };
    if (view.status !== 'UPCOMING')
      return { kind: 'closed', reason: 'Registration for this event is closed.' };
    const base = `/hosted/events/${encodeURIComponent(event.slug)}`;
    switch (event.registration.type) {
      case 'RSVP': {
        const closed = rsvpClosedReason(p, event);
        return closed
          ? { kind: 'closed', reason: closed }
          : { kind: 'rsvp', action: `${base}/rsvp` };
      }
      case 'TICKETING': {
        const site = siteEventPage(p, event);
        if (site) return { kind: 'site', href: site };
        return {
          kind: 'tickets',
          action: `${base}/tickets`,
          tickets: ticketsOnSale(p, [event.id]),
        };
      }
      case 'EXTERNAL': {
        const href = linkHref(event.registration.external?.url);
        if (href) return { kind: 'external', href };
      }
    }
    return { kind: 'closed', reason: 'This event takes no registrations.' };
  };
  const render = (c: Ctx, event: StoredEvent, error?: string, values?: Record<string, string>) => {
    const view = eventView(p, requestBase(c.req.url), event);
    return eventPage(view, actionFor(event, view), error, values);
  };

  return (
    new Hono<AppEnv>()
      .get('/hosted/events/:slug', (c) => {
        // A signed-in member finds the RSVP form filled with their name and email.
        const member = p.db.members.get(hostedMemberId(p, c) ?? '');
        const { firstName = '', lastName = '', email = '' } = member ?? {};
        return c.html(
          render(c, eventOf(c.req.param('slug')), undefined, { firstName, lastName, email }),
        );
      })
      // The event's `calendarUrls.ics`: one entry, the event itself, in UTC.
      .get('/hosted/events/:slug/calendar.ics', (c) => {
        const event = eventOf(c.req.param('slug'));
        const page = `${requestBase(c.req.url)}/hosted/events/${encodeURIComponent(event.slug)}`;
        const ics = calendarFile({
          uid: `${event.id}@sandbox.lantern-room`,
          start: event.dateAndTimeSettings.startDate,
          end: event.dateAndTimeSettings.endDate,
          summary: event.title,
          location: placeOf(event),
          description: event.shortDescription ?? '',
          url: page,
          product: 'sandbox-platform',
          now: p.clock.now(),
        });
        return c.body(ics, 200, {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="${event.slug}.ics"`,
        });
      })
      .post('/hosted/events/:slug/tickets', async (c) => {
        const event = eventOf(c.req.param('slug'));
        const f = await formFields(c);
        if (siteEventPage(p, event)) throw notFound(`Ticket sales of ${event.slug} on this page`);
        const requests = ticketRequests(ticketsOnSale(p, [event.id]), f);
        if (typeof requests === 'string') return c.html(render(c, event, requests, f), 400);
        if (requests.length === 0)
          return c.html(render(c, event, 'Choose at least one ticket.', f), 400);
        try {
          // The seats are held for this buyer; the checkout session is the claim.
          const buyer = hostedBuyerKey(p, c);
          const reservation = reserve(p, buyer, event.id, requests, false);
          const id = newId();
          keepRedirectSession(
            p,
            {
              id,
              section: 'eventsCheckout',
              request: { eventSlug: event.slug, reservationId: reservation.id },
              callbacks: {},
              creatorKey: EVENT_PAGE_SESSIONS.prefix + buyer,
              createdDate: p.clock.iso(),
            },
            EVENT_PAGE_SESSIONS,
          );
          return c.redirect(`/hosted/events-checkout/${id}`, 303);
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          return c.html(render(c, event, err.message, f), err.status);
        }
      })
      .post('/hosted/events/:slug/rsvp', async (c) => {
        const event = eventOf(c.req.param('slug'));
        const f = await formFields(c);
        try {
          // The RSVP is the signed-in member's, as the API links the caller's own member
          // (routes/rsvps.ts): the RSVP reads back with its memberId, and a second of theirs is
          // refused.
          const rsvp = answerRsvp(p, event, {
            firstName: f.firstName ?? '',
            lastName: f.lastName ?? '',
            email: f.email ?? '',
            additionalGuests: Number(f.additionalGuests ?? 0),
            memberId: hostedMemberId(p, c),
          });
          return c.html(
            messagePage(
              "You're on the guest list",
              `RSVP ${rsvp.rsvpNumber} for ${event.title} is confirmed. The details and a calendar file are on their way to ${rsvp.email}.`,
              {
                href: `/hosted/events/${encodeURIComponent(event.slug)}`,
                label: 'Back to the event',
              },
            ),
          );
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          return c.html(render(c, event, errorText(event, err), f), err.status);
        }
      })
  );
};
