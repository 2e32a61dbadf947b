import type { Platform } from '../context.ts';
import type { TicketOrder } from '../db/types.ts';
import { contactIdFor } from './contacts.ts';
import { checkInUrl, ticketDocumentUrls } from './ticket-documents.ts';

/**
 * What each fieldset of a read adds to the order's own fields (the SDK's `OrderFieldset`; its
 * `GetOrderOptions` names the fields a read without one gets: number, event, contact, member,
 * `anonymized`, `fullyCheckedIn`). `email` and `paymentDetails` are in none of its lists: they
 * come with the buyer's other details here, and `channel` with `method`, which it mirrors.
 */
const FIELDSET_FIELDS = {
  TICKETS: ['tickets'],
  DETAILS: [
    'email',
    'paymentDetails',
    'archived',
    'channel',
    'confirmed',
    'created',
    'firstName',
    'fullName',
    'lastName',
    'method',
    'reservationId',
    'snapshotId',
    'status',
    'ticketsPdf',
    'ticketsQuantity',
    'totalPrice',
  ],
  FORM: ['checkoutForm'],
  INVOICE: ['invoice'],
} as const;

export type OrderFieldset = keyof typeof FIELDSET_FIELDS;

type Ticket = TicketOrder['tickets'][number];

/** A ticket as the order shows it: its own fields, and those it repeats of its order. */
const ticketView = (
  p: Platform,
  order: TicketOrder,
  ticket: Ticket,
  documents: ReturnType<typeof ticketDocumentUrls>,
) => {
  const guest = ticket.guestDetails as { firstName?: string; lastName?: string; email?: string };
  const guestFullName = [guest.firstName, guest.lastName].filter(Boolean).join(' ');
  return {
    ...ticket,
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    orderArchived: order.archived,
    orderFullName: order.fullName,
    guestFullName: guestFullName || undefined,
    guestDetails: { ...ticket.guestDetails, contactId: contactIdFor(p, guest.email ?? '') },
    memberId: order.memberId,
    // The event's and the ticket type's policies: the sandbox's events have none.
    policy: '',
    // What the ticket's QR code holds, in the platform's documented form.
    checkInUrl: checkInUrl(order, ticket),
    ticketPdfUrl: documents?.ticketPdfUrl(ticket),
    walletPassUrl: documents?.walletPassUrl(ticket),
    // Sold online or at the box office, as its order was paid.
    channel: order.method,
    // The sandbox erases no one's data (no GDPR deletion): nothing is anonymized.
    anonymized: false,
  };
};

/**
 * An order as the wire shows it. A read gets the order's own fields and those of the fieldsets
 * it names; a checkout's answer is the whole order, as is an update's unless it names
 * fieldsets. `base` is the sandbox's address, where its tickets' PDFs are served.
 */
export const orderView = (
  p: Platform,
  base: string,
  order: TicketOrder,
  fieldsets?: readonly OrderFieldset[],
) => {
  const {
    ownerKey: _ownerKey,
    id: _id,
    updated: _updated,
    documentKey: _documentKey,
    buyer,
    tickets,
    ...fields
  } = order;
  const documents = ticketDocumentUrls(base, order);
  const wire: Record<string, unknown> = {
    ...fields,
    contactId: contactIdFor(p, order.email),
    // Strings the SDK declares always present, empty when there is none: a visitor's order
    // has no member, and one not paid online (free, or not paid yet) no transaction.
    memberId: order.memberId ?? '',
    paymentDetails: {
      transaction: {
        ...order.paymentDetails.transaction,
        transactionId: order.paymentDetails.transaction.transactionId ?? '',
      },
    },
    snapshotId: order.snapshotId ?? '',
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    ticketsPdf: documents?.ticketsPdf,
    tickets: tickets.map((ticket) => ticketView(p, order, ticket, documents)),
    fullyCheckedIn: tickets.length > 0 && tickets.every((t) => Boolean(t.checkIn)),
    channel: order.method,
    anonymized: false,
  };
  if (!fieldsets) return wire;
  for (const [fieldset, names] of Object.entries(FIELDSET_FIELDS)) {
    if (fieldsets.includes(fieldset as OrderFieldset)) continue;
    for (const name of names) delete wire[name];
  }
  return wire;
};
