import type { Member, StoredOrder, TicketOrder } from '../db/types.ts';

/** A member's ticket order, with the title of its event. */
export type TicketOrderWithEvent = TicketOrder & { eventTitle: string };
import { SITE } from '../site.ts';
import { esc, page } from './layout.ts';

/** In the order and with the names of `<member-menu>`'s items (widgets/login/text.ts). */
export const SECTIONS: Record<string, string> = {
  ACCOUNT_INFO: 'My account',
  ORDERS: 'My orders',
  BOOKINGS: 'My bookings',
  EVENTS: 'My events',
  SUBSCRIPTIONS: 'My subscriptions',
};

const table = (head: string[], rows: string[][], empty: string) =>
  rows.length
    ? `<table><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>`
    : `<p class="note">${esc(empty)}</p>`;

const sectionBody = (
  section: string,
  member: Member,
  data: { storeOrders: StoredOrder[]; ticketOrders: TicketOrderWithEvent[] },
) => {
  switch (section) {
    case 'ORDERS':
      return table(
        ['Order', 'Date', 'Total', 'Status'],
        data.storeOrders.map((o) => [
          o.number,
          o.createdDate.slice(0, 10),
          (o.priceSummary as { total: { formattedAmount: string } }).total.formattedAmount,
          o.paymentStatus,
        ]),
        'No orders yet.',
      );
    case 'EVENTS':
      return table(
        ['Order', 'Event', 'Tickets', 'Status'],
        data.ticketOrders.map((o) => [
          o.orderNumber,
          o.eventTitle,
          String(o.ticketsQuantity),
          o.status,
        ]),
        'No tickets yet.',
      );
    case 'BOOKINGS':
    case 'SUBSCRIPTIONS':
      return `<p class="note">${esc(SITE.name)} does not sell ${section === 'BOOKINGS' ? 'bookings' : 'subscriptions'} yet.</p>`;
    default:
      return table(
        ['', ''],
        [
          ['Name', `${member.firstName} ${member.lastName}`],
          ['Nickname', member.nickname],
          ['Email', member.email],
          ['Email verified', member.emailVerified ? 'yes' : 'no'],
        ],
        '',
      );
  }
};

/** Member account sections (spec §2): ACCOUNT_INFO, BOOKINGS, ORDERS, SUBSCRIPTIONS, EVENTS. */
export const accountPage = (
  section: string,
  member: Member,
  data: { storeOrders: StoredOrder[]; ticketOrders: TicketOrderWithEvent[] },
  backUrl?: string,
) =>
  page(
    SECTIONS[section] ?? 'My account',
    `<div class="card"><h1>${esc(SECTIONS[section] ?? 'My account')}</h1>
<p class="note">${Object.entries(SECTIONS)
      .map(([key, label]) => (key === section ? `<strong>${esc(label)}</strong>` : esc(label)))
      .join(' · ')}</p>
${sectionBody(section, member, data)}
${backUrl ? `<a class="button" href="${esc(backUrl)}">Back to the site</a>` : ''}</div>`,
  );
