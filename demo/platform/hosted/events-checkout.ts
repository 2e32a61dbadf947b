import type { Reservation, StoredEvent, TicketOrder } from '../db/types.ts';
import { errorBox, esc, page } from './layout.ts';
import { cardFields, moneyRow } from './payment-form.ts';

interface InvoiceLine {
  name: string;
  quantity: number;
  total: { formattedAmount: string };
}

/** Hosted events checkout: pays a pending ticket order (or places one for a reservation first). */
export const eventsCheckoutPage = (
  action: string,
  view: {
    event: StoredEvent;
    reservation: Reservation;
    order?: TicketOrder | undefined;
    invoice: { items: InvoiceLine[]; grandTotal: { formattedAmount: string } };
  },
  error?: string,
  values: Record<string, string> = {},
) => {
  const buyer = (view.order?.buyer ?? {}) as Record<string, string>;
  const field = (name: string, label: string, type = 'text') =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" required value="${esc(values[name] ?? buyer[name] ?? '')}">`;
  return page(
    'Tickets',
    `<div class="card"><h1>${esc(view.event.title)}</h1>
<p class="note">Your tickets are held until ${esc(new Date(view.reservation.expires).toUTCString())}.</p><table>
${view.invoice.items.map((i) => moneyRow(`${i.quantity} × ${i.name}`, i.total.formattedAmount)).join('')}
${moneyRow('Total', view.invoice.grandTotal.formattedAmount, true)}</table>
${view.order ? `<p>Order <strong>${esc(view.order.orderNumber)}</strong> is waiting for payment.</p>` : ''}</div>
<div class="card">${errorBox(error)}<form method="post" action="${esc(action)}">
<h2>Ticket buyer</h2><div class="row"><div>${field('firstName', 'First name')}</div><div>${field('lastName', 'Last name')}</div></div>${field('email', 'Email', 'email')}
${cardFields(values)}
<button type="submit">Pay ${esc(view.invoice.grandTotal.formattedAmount)}</button></form></div>`,
  );
};
