import { placeOf, type ticketView } from '../domain/events.ts';
import { momentIn } from '../domain/event-dates.ts';
import { MAX_ADDITIONAL_GUESTS } from '../domain/rsvps.ts';
import type { StoredEvent } from '../db/types.ts';
import { decimalsOf, formatMoney } from '../money.ts';
import { errorBox, esc, page } from './layout.ts';
import { sanitizeHtml } from './sanitize.ts';

type TicketChoice = ReturnType<typeof ticketView>;

/** The event as eventView answers it: status follows the clock, dates come formatted. */
export type EventPageView = Omit<
  StoredEvent,
  'status' | 'registration' | 'dateAndTimeSettings' | 'categories'
> & {
  status: string;
  dateAndTimeSettings: StoredEvent['dateAndTimeSettings'] & { formatted: { dateAndTime: string } };
  registration: Omit<StoredEvent['registration'], 'rsvp'> & { status: string };
};

/** What a visitor can do on the event's page. */
export type EventAction =
  /** The site registered its own event page: tickets are sold there. */
  | { kind: 'site'; href: string }
  /** The platform sells them itself, through its events checkout. */
  | { kind: 'tickets'; action: string; tickets: TicketChoice[] }
  | { kind: 'rsvp'; action: string }
  | { kind: 'external'; href: string }
  | { kind: 'closed'; reason: string };

const REGISTRATION_WORDS: Record<string, string> = {
  OPEN_TICKETS: 'Tickets on sale',
  OPEN_RSVP: 'RSVP open',
  OPEN_RSVP_WAITLIST_ONLY: 'Wait list only',
  SCHEDULED_RSVP: 'RSVP opens soon',
  OPEN_EXTERNAL: 'Registration on another site',
  CLOSED_MANUALLY: 'Registration closed',
};

/** The event's state in words, never a raw enum. */
const statusWords = (event: EventPageView): string => {
  if (event.status === 'CANCELED') return 'Cancelled';
  if (event.status === 'ENDED') return 'This event has ended';
  if (event.status === 'STARTED') return 'Happening now';
  return REGISTRATION_WORDS[event.registration.status] ?? 'Registration closed';
};

const priceOf = (t: TicketChoice): string => {
  const { currency } = t.price;
  if (t.pricing.pricingType === 'DONATION')
    return `From ${formatMoney(Number(t.pricing.minPrice.amount), currency)}, name your price`;
  return t.free ? 'Free' : formatMoney(Number(t.price.amount), currency);
};

/** A quantity picker while on sale, else why not. */
const choiceOf = (event: EventPageView, t: TicketChoice, values: Record<string, string>) => {
  if (t.saleStatus === 'SALE_SCHEDULED' && t.salePeriod?.startDate)
    return `On sale ${esc(momentIn(event.dateAndTimeSettings, t.salePeriod.startDate))}`;
  if (t.saleStatus !== 'SALE_STARTED') return 'Sales ended';
  // The seats left cap the per-checkout limit: none left, none to choose (domain/events.ts).
  const most = t.limitPerCheckout;
  if (most === 0) return 'Sold out';
  const chosen = values[`qty:${t.id}`] ?? '0';
  const options = Array.from({ length: most + 1 }, (_, n) => {
    const selected = String(n) === chosen ? ' selected' : '';
    return `<option${selected}>${n}</option>`;
  }).join('');
  const picker = `<select name="qty:${esc(t.id)}" aria-label="Quantity of ${esc(t.name)}">${options}</select>`;
  if (t.pricing.pricingType !== 'DONATION') return picker;
  const min = t.pricing.minPrice.amount;
  // A step of the currency's smallest unit: 1 yen, 0.01 dollars.
  const step = 10 ** -decimalsOf(t.price.currency);
  return `${picker}<input name="price:${esc(t.id)}" type="number" min="${esc(min)}" step="${step}" value="${esc(values[`price:${t.id}`] ?? min)}" aria-label="Your price for ${esc(t.name)} in ${esc(t.price.currency)}">`;
};

const ticketsForm = (
  event: EventPageView,
  a: Extract<EventAction, { kind: 'tickets' }>,
  values: Record<string, string>,
) =>
  a.tickets.length === 0
    ? '<p>No tickets are on sale yet.</p>'
    : `<form method="post" action="${esc(a.action)}"><table>
<tr><th>Ticket</th><th class="num">Price</th><th class="num">Quantity</th></tr>
${a.tickets
  .map(
    (t) =>
      `<tr><td><strong>${esc(t.name)}</strong>${t.description ? `<br><span class="note">${esc(t.description)}</span>` : ''}</td><td class="num">${esc(priceOf(t))}</td><td class="num">${choiceOf(event, t, values)}</td></tr>`,
  )
  .join('\n')}</table>
<button type="submit">Continue to checkout</button></form>`;

const rsvpForm = (action: string, values: Record<string, string>) => {
  const field = (name: string, label: string, type = 'text') =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" required value="${esc(values[name] ?? '')}">`;
  const guests = Array.from({ length: MAX_ADDITIONAL_GUESTS + 1 }, (_, n) => {
    const selected = String(n) === (values.additionalGuests ?? '0') ? ' selected' : '';
    return `<option${selected}>${n}</option>`;
  }).join('');
  return `<form method="post" action="${esc(action)}">
<div class="row"><div>${field('firstName', 'First name')}</div><div>${field('lastName', 'Last name')}</div></div>${field('email', 'Email', 'email')}
<label for="additionalGuests">Guests coming with you</label><select id="additionalGuests" name="additionalGuests">${guests}</select>
<button type="submit">RSVP</button></form>`;
};

const actionHtml = (event: EventPageView, a: EventAction, values: Record<string, string>) => {
  switch (a.kind) {
    case 'site':
      return `<h2>Tickets</h2><p>Tickets for this event are sold on the venue's website.</p><a class="button" href="${esc(a.href)}">Get tickets</a>`;
    case 'tickets':
      return `<h2>Tickets</h2>${ticketsForm(event, a, values)}`;
    case 'rsvp':
      return `<h2>RSVP</h2><p>Free entry: tell us you are coming and we will save you a seat.</p>${rsvpForm(a.action, values)}`;
    case 'external':
      return `<h2>Registration</h2><a class="button" href="${esc(a.href)}">Register on the organiser's site</a>`;
    case 'closed':
      return `<p>${esc(a.reason)}</p>`;
  }
};

/**
 * The platform's public page of an event (its `eventPageUrl`): when and where in the event's
 * own time zone, what it is, and a way to tickets or an RSVP.
 */
export const eventPage = (
  event: EventPageView,
  action: EventAction,
  error?: string,
  values: Record<string, string> = {},
) =>
  page(
    event.title,
    `<div class="card">${event.mainImage ? `<img class="tile" alt="" src="${esc(event.mainImage.url)}">` : ''}<h1>${esc(event.title)}</h1>
<p><strong>${esc(event.dateAndTimeSettings.formatted.dateAndTime)}</strong><br>${esc(placeOf(event))}</p>
<p class="note">${esc(statusWords(event))}</p>
<div id="agenda">${event.description ? sanitizeHtml(event.description) : `<p>${esc(event.shortDescription)}</p>`}</div></div>
<div class="card" id="tickets">${errorBox(error)}${actionHtml(event, action, values)}</div>`,
  );
