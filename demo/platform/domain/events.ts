import type { Platform } from '../context.ts';
import type { EventMoney, StoredEvent, TicketDefinition } from '../db/types.ts';
import { icsDate } from '../../../shared/client/ics.ts';
import { slugify } from '../ids.ts';
import { CURRENCY, decimalIn, formatMoney } from '../money.ts';
import { formattedDates } from './event-dates.ts';
import { formView } from './registration-form.ts';
import { SITE } from '../site.ts';
import { RESERVATION_MINUTES } from './reservation-hold.ts';

const absolute = (base: string, url: string) => (url.startsWith('/') ? base + url : url);

const timeOf = (event: StoredEvent, key: 'startDate' | 'endDate'): number =>
  Date.parse(event.dateAndTimeSettings[key]);

/** Stored status is DRAFT, UPCOMING or CANCELED; STARTED and ENDED follow the sandbox clock. */
export const eventStatus = (event: StoredEvent, nowMs: number): string => {
  if (event.status !== 'UPCOMING') return event.status;
  if (nowMs >= timeOf(event, 'endDate')) return 'ENDED';
  if (nowMs >= timeOf(event, 'startDate')) return 'STARTED';
  return 'UPCOMING';
};

/** Where the event happens, in words: the venue and its address, or "Online". */
export const placeOf = (event: Pick<StoredEvent, 'location'>): string => {
  const { location } = event;
  if (location.type === 'ONLINE') return 'Online';
  const address = (location.address as { formattedAddress?: string } | null | undefined)
    ?.formattedAddress;
  return [location.name, address].filter(Boolean).join(', ');
};

export const ticketPrice = (def: TicketDefinition): number => Number(def.price.amount);

/**
 * What an event's tickets are priced in: its definitions share one currency (the sandbox
 * refuses another, domain/ticket-definitions.ts), the site's when it has none yet.
 */
export const eventCurrency = (p: Platform, eventId: string): string =>
  p.db.ticketDefinitions.allByKey(eventId)[0]?.price.currency ?? CURRENCY;

export const saleStatus = (def: TicketDefinition, event: StoredEvent, nowMs: number): string => {
  const period = def.salePeriod;
  if (period?.startDate && Date.parse(period.startDate) > nowMs) return 'SALE_SCHEDULED';
  if (period?.endDate && Date.parse(period.endDate) <= nowMs) return 'SALE_ENDED';
  return ['ENDED', 'CANCELED'].includes(eventStatus(event, nowMs)) ? 'SALE_ENDED' : 'SALE_STARTED';
};

/** Ticketing money with `value`, as the SDK reads it, beside the older `amount`. */
const withValue = (money: EventMoney) => ({ ...money, value: money.amount });

/**
 * The ticketing checkout's definition (the SDK's `orders.TicketDefinition`). `orderIndex` is its
 * place among its event's, the order they are listed in. Tickets not on sale are listed too
 * (`hideNotOnSale: false`), saying when they go on sale. What is left shows to a visitor only
 * as `limitPerCheckout`, capped by the unsold seats and 0 when none are left (headless-events
 * reads 0 as sold out); the counts are the `dashboard`, for an elevated caller's DASHBOARD
 * fieldset alone (routes/ticketing.ts).
 */
export const ticketView = (p: Platform, def: TicketDefinition, event: StoredEvent) => {
  const remaining = p.db.ticketInventory.remaining(def.id);
  const { capacity: _capacity, ...wire } = def;
  return {
    ...wire,
    limitPerCheckout: Math.min(def.limitPerCheckout, remaining ?? Infinity),
    price: withValue(def.price),
    pricing:
      def.pricing.pricingType === 'STANDARD'
        ? { ...def.pricing, fixedPrice: withValue(def.pricing.fixedPrice) }
        : { ...def.pricing, minPrice: withValue(def.pricing.minPrice) },
    orderIndex: p.db.ticketDefinitions.allByKey(def.eventId).findIndex((d) => d.id === def.id),
    salePeriod: def.salePeriod && { ...def.salePeriod, hideNotOnSale: false },
    wixFeeConfig: { type: def.feeType },
    // The event's and the ticket type's policies, which the SDK always reads: there are none.
    policy: '',
    saleStatus: saleStatus(def, event, p.clock.nowMs()),
  };
};

const moneyValue = (n: number, currency: string) => ({
  value: decimalIn(n, currency),
  currency,
  formattedValue: formatMoney(n, currency),
});

/** The RSVP or TICKETING type an event was created with (the SDK's `initialType`). */
export const initialTypeOf = (registration: StoredEvent['registration']) =>
  registration.initialType ??
  (registration.type === 'RSVP' || registration.type === 'TICKETING'
    ? registration.type
    : undefined);

/** Where RSVPs stand by the clock: their window not open yet, open, or over. */
const rsvpWindow = (registration: StoredEvent['registration'], nowMs: number) => {
  const { startDate, endDate } = registration.rsvp ?? {};
  if (startDate && Date.parse(startDate) > nowMs) return 'SCHEDULED';
  if (endDate && Date.parse(endDate) <= nowMs) return 'OVER';
  return 'OPEN';
};

const registrationStatus = (
  registration: StoredEvent['registration'],
  status: string,
  nowMs: number,
): string => {
  const { type } = registration;
  if (status === 'CANCELED' || status === 'ENDED') return 'CLOSED_AUTOMATICALLY';
  if (status === 'DRAFT') return 'CLOSED_MANUALLY';
  if (type === 'RSVP')
    return {
      SCHEDULED: 'SCHEDULED_RSVP',
      OPEN: 'OPEN_RSVP',
      OVER: 'CLOSED_AUTOMATICALLY',
    }[rsvpWindow(registration, nowMs)];
  if (type === 'EXTERNAL') return 'OPEN_EXTERNAL';
  return type === 'TICKETING' ? 'OPEN_TICKETS' : 'CLOSED_MANUALLY';
};

/**
 * An RSVP event's settings (the SDK's RsvpRegistration): guests only answer yes, there is no
 * guest limit (so no `limit`) and so no waitlist, and RSVPs open and close at the window's
 * dates, as the hosted event page takes them (domain/rsvps.ts).
 */
const rsvpSettings = (registration: StoredEvent['registration']) =>
  registration.type === 'RSVP'
    ? {
        responseType: 'YES_ONLY',
        waitlistEnabled: false,
        ...registration.rsvp,
      }
    : undefined;

/** The SDK's TicketsRegistration.ticketLimitPerOrder: "Default: 20 tickets", "@max 50". */
export const DEFAULT_TICKET_LIMIT_PER_ORDER = 20;
export const MAX_TICKET_LIMIT_PER_ORDER = 50;

/** The most tickets of all types one reservation of the event holds (domain/tickets.ts). */
export const ticketLimitOf = (event: StoredEvent): number =>
  event.registration.tickets?.ticketLimitPerOrder ?? DEFAULT_TICKET_LIMIT_PER_ORDER;

const ticketsSummary = (p: Platform, event: StoredEvent) => {
  const defs = p.db.ticketDefinitions.allByKey(event.id);
  if (defs.length === 0) return undefined;
  const prices = defs.map(ticketPrice);
  const currency = eventCurrency(p, event.id);
  return {
    lowestPrice: moneyValue(Math.min(...prices), currency),
    highestPrice: moneyValue(Math.max(...prices), currency),
    currency,
    soldOut: defs.every((d) => p.db.ticketInventory.remaining(d.id) === 0),
    // Only the buyer's form is asked for; other holders' details are optional.
    guestsAssignedSeparately: false,
    ticketLimitPerOrder: ticketLimitOf(event),
    reservationDurationInMinutes: RESERVATION_MINUTES,
  };
};

/** Where an event's calendar file is served (routes/hosted-events.ts). */
const calendarPath = (event: Pick<StoredEvent, 'slug'>) =>
  `/hosted/events/${encodeURIComponent(event.slug)}/calendar.ics`;

/** An event's hosted page, under the sandbox's address. */
const eventPagePath = (event: Pick<StoredEvent, 'slug'>) => `/hosted/events/${event.slug}`;

/**
 * "Add to Google Calendar" (Google's event template link: title, UTC dates, place, summary and
 * the event page) and the event's calendar file, as the platform's `calendarUrls` are.
 */
const calendarUrls = (base: string, event: StoredEvent, page: string) => {
  const { startDate, endDate } = event.dateAndTimeSettings;
  const details = [event.shortDescription, page].filter(Boolean).join('\n\n');
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsDate(startDate)}/${icsDate(endDate)}`,
    location: placeOf(event),
    details,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    ics: base + calendarPath(event),
  };
};

/** An event's calendar links, its hosted page the one they point to. */
export const eventCalendarUrls = (base: string, event: StoredEvent) =>
  calendarUrls(base, event, base + eventPagePath(event));

/**
 * The DASHBOARD field set's `summaries`: RSVPs given, and tickets of confirmed orders that are
 * not archived (the SDK: "Archived orders aren't included"), with their revenue. Only for the
 * administrator, as the platform gives them only with the dashboard permission.
 */
export const eventSummaries = (p: Platform, eventId: string) => {
  const rsvps = p.db.rsvps.allByKey(eventId);
  const orders = p.db.ticketOrders.allByKey(eventId).filter((o) => o.confirmed && !o.archived);
  const currency = eventCurrency(p, eventId);
  const revenue = decimalIn(
    orders.reduce((s, o) => s + Number(o.totalPrice.amount), 0),
    currency,
  );
  const money = { amount: revenue, currency, value: revenue };
  return {
    rsvps: {
      totalCount: rsvps.length,
      yesCount: rsvps.filter((r) => r.status === 'YES').length,
      // Guests only ever answer yes here, and RSVP events have no guest limit: no waitlist.
      noCount: 0,
      waitlistCount: 0,
    },
    tickets: {
      ticketsSold: orders.reduce((s, o) => s + o.tickets.filter((t) => !t.archived).length, 0),
      revenue: money,
      totalSales: money,
      totalOrders: orders.length,
      // The one currency of the site, fixed once anything is sold.
      currencyLocked: orders.length > 0,
    },
  };
};

/**
 * A category's id: the one it was stored with, else one made from its name, as the seed's are
 * (`cat-rock`): events name the same category by the same name.
 */
export const categoryId = (category: StoredEvent['categories'][number]): string =>
  category.id ?? `cat-${slugify(category.name)}`;

/** Whether the event is in the category. */
export const inCategory = (event: StoredEvent, id: string): boolean =>
  event.categories.some((c) => categoryId(c) === id);

/** The v3 event of wire.md, computed from the stored document. */
export const eventView = (p: Platform, base: string, event: StoredEvent) => {
  const status = eventStatus(event, p.clock.nowMs());
  const { registration, mainImage: image } = event;
  // The REST form of a page address, which the SDK joins into one string.
  const path = eventPagePath(event);
  return {
    ...event,
    status,
    form: formView(event.form),
    instanceId: SITE.eventsInstanceId,
    userId: SITE.ownerUserId,
    mainImage: image ? { ...image, url: absolute(base, image.url) } : undefined,
    dateAndTimeSettings: {
      ...event.dateAndTimeSettings,
      recurrenceStatus: 'ONE_TIME',
      formatted: formattedDates(event.dateAndTimeSettings),
    },
    eventPageUrl: { base, path },
    // The sandbox keeps no schedule of an event's sessions: its page shows no agenda.
    agendaSettings: { enabled: false, pageUrl: { base, path: `${path}#agenda` } },
    // No event here has an online conferencing session (a video meeting or webinar) set up:
    // an online event streams from a link of its own.
    onlineConferencing: { enabled: false },
    seoSettings: {
      slug: event.slug,
      advancedSeoData: { tags: [], settings: { preventAutoRedirect: false, keywords: [] } },
    },
    calendarUrls: eventCalendarUrls(base, event),
    registration: {
      ...registration,
      status: registrationStatus(registration, status, p.clock.nowMs()),
      initialType: initialTypeOf(registration),
      rsvp: rsvpSettings(registration),
      tickets: registration.type === 'TICKETING' ? ticketsSummary(p, event) : undefined,
      // Anyone may register (no members-only events); registration is never paused or
      // switched off by hand here: it closes by the event's status alone.
      allowedGuestTypes: 'VISITOR_OR_MEMBER',
      registrationPaused: false,
      registrationDisabled: false,
    },
    // The sandbox shows no guest list on its event pages.
    guestListSettings: { displayedPublicly: false },
    // The platform's EventCategories: the list inside an object.
    categories: {
      categories: event.categories.map((c) => ({
        id: categoryId(c),
        name: c.name,
        createdDate: c.createdDate ?? event.createdDate,
      })),
    },
  };
};

/**
 * What each requestable field set adds to an event (spec §3; the SDK's RequestedFields names
 * them): an answer carries them only when asked, as the platform's does.
 */
const FIELD_SETS: Record<string, readonly string[]> = {
  DETAILS: ['shortDescription', 'mainImage', 'calendarUrls'],
  TEXTS: ['description'],
  REGISTRATION: ['registration'],
  URLS: ['eventPageUrl'],
  FORM: ['form'],
  DASHBOARD: ['summaries'],
  FEED: ['feed'],
  ONLINE_CONFERENCING_SESSION: ['onlineConferencing'],
  SEO_SETTINGS: ['seoSettings'],
  AGENDA: ['agendaSettings'],
  CATEGORIES: ['categories'],
};

/** An event view with only the field sets asked for (see FIELD_SETS). */
export const withFields = (
  view: ReturnType<typeof eventView>,
  fields: readonly string[] = [],
): Partial<ReturnType<typeof eventView>> => {
  const kept: Record<string, unknown> = { ...view };
  for (const [set, keys] of Object.entries(FIELD_SETS))
    if (!fields.includes(set)) for (const key of keys) delete kept[key];
  return kept;
};

export const EVENT_ALIASES = {
  startDate: 'dateAndTimeSettings.startDate',
  endDate: 'dateAndTimeSettings.endDate',
  'categories.id': 'categories.categories.id',
  'categories.name': 'categories.categories.name',
};
