import type { Reservation, StoredEvent, TicketOrder } from '../db/types.ts';
import { formattedDates, momentIn } from '../domain/event-dates.ts';
import { placeOf } from '../domain/events.ts';
import { errorBox, esc, messagePage, page } from './layout.ts';
import { cardFields, moneyRow, paymentFailure } from './payment-form.ts';
import { registrationFields } from './registration-fields.ts';

interface InvoiceLine {
  name: string;
  quantity: number;
  total: { amount: string; formattedAmount: string };
}

const priceText = (money: { amount: string; formattedAmount: string }) =>
  Number(money.amount) === 0 ? 'Free' : money.formattedAmount;

export interface EventsCheckoutView {
  event: StoredEvent;
  reservation: Reservation;
  order?: TicketOrder | undefined;
  invoice: { items: InvoiceLine[]; grandTotal: { amount: string; formattedAmount: string } };
}

const singleValues = (values: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );

/** Nothing to pay: no card is asked for. */
export const isFreeCheckout = (view: EventsCheckoutView): boolean =>
  Number(view.invoice.grandTotal.amount) === 0;

interface EventsCheckoutOptions {
  /** Why the last submission was refused. */
  error?: string | undefined;
  /** Refused by the card's bank: nothing charged, another card may do. */
  declined?: boolean;
  /** What was typed, shown again. */
  values?: Record<string, string | string[] | undefined>;
  /** The site's page to go back to (`postFlowUrl`), if it gave one. */
  back?: string | undefined;
}

/** A refused payment: nothing charged, the seats still held, and the way back to the site. */
const failure = (error: string, back: string | undefined, held: string) =>
  paymentFailure(
    error,
    back
      ? { href: back, waiting: `your tickets stay held until ${held}.`, label: 'Back to the site' }
      : undefined,
  );

/**
 * Hosted events checkout: pays an unpaid ticket order, or places one for a reservation first
 * (then with the event's registration form); a free one is confirmed without a card.
 */
export const eventsCheckoutPage = (
  action: string,
  view: EventsCheckoutView,
  { error, declined, values = {}, back }: EventsCheckoutOptions = {},
) => {
  const { event } = view;
  const buyer = (view.order?.buyer ?? {}) as Record<string, string>;
  const text = (name: string) => [values[name] ?? buyer[name] ?? ''].flat()[0];
  const field = (name: string, label: string, type = 'text') =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" required value="${esc(text(name))}">`;
  const free = isFreeCheckout(view);
  const total = view.invoice.grandTotal.formattedAmount;
  const held = momentIn(event.dateAndTimeSettings, view.reservation.expires, 'time');
  return page(
    'Tickets',
    `${back ? `<a class="back" href="${esc(back)}">← Back to the site</a>` : ''}<div class="card"><h1>${esc(event.title)}</h1>
<p><strong>${esc(formattedDates(event.dateAndTimeSettings).dateAndTime)}</strong><br>${esc(placeOf(event))}</p>
<p class="note">Your tickets are held until ${esc(held)}.</p><table>
${view.invoice.items.map((i) => moneyRow(`${i.quantity} × ${i.name}`, priceText(i.total))).join('')}
${moneyRow('Total', priceText(view.invoice.grandTotal), true)}</table>
${view.order ? `<p>Order <strong>${esc(view.order.orderNumber)}</strong> is waiting for payment.</p>` : ''}</div>
<div class="card">${error && declined ? failure(error, back, held) : errorBox(error)}<form method="post" action="${esc(action)}">
<h2>Ticket buyer</h2><div class="row"><div>${field('firstName', 'First name')}</div><div>${field('lastName', 'Last name')}</div></div>${field('email', 'Email', 'email')}
${view.order ? '' : registrationFields(event, values)}
${
  free
    ? '<button type="submit">Get tickets</button>'
    : `${cardFields(singleValues(values))}
<button type="submit">Pay ${esc(total)}</button>`
}</form></div>`,
  );
};

const eventPageLink = (event: StoredEvent) => ({
  href: `/hosted/events/${encodeURIComponent(event.slug)}`,
  label: 'Back to the event',
});

/**
 * An order placed before a ticket's price or its coupon changed, refused at payment: nothing
 * charged, and the way back to the site that sold it (or the event page) to choose tickets
 * again.
 */
export const priceChangedPage = (reason: string, back: string | undefined, event: StoredEvent) =>
  messagePage(
    'The price changed',
    `${reason} Nothing was charged.`,
    back ? { href: back, label: 'Back to the site' } : eventPageLink(event),
  );

/** After the checkout, when no site asked to have the visitor back: the order, and its email. */
export const ticketsDonePage = (order: TicketOrder, event: StoredEvent) => {
  const back = eventPageLink(event);
  if (order.status === 'CANCELED')
    return messagePage(
      'Order canceled',
      `Order ${order.orderNumber} was not paid in time, or the organiser canceled it: its seats are back on sale and nothing was charged. Choose your tickets again to go.`,
      back,
    );
  if (order.confirmed)
    return messagePage(
      'Tickets confirmed',
      `Order ${order.orderNumber} is confirmed. Your tickets and a calendar file are on their way to ${order.email}.`,
      back,
    );
  const status = order.status.toLowerCase().replace(/_/g, ' ');
  return messagePage(
    'Order received',
    `Order ${order.orderNumber} is ${status}. Your tickets are sent to ${order.email} once the box office confirms it.`,
    back,
  );
};
