/**
 * Printable tickets: an order's tickets as a PDF (the order's `ticketsPdf`, each ticket's
 * `ticketPdfUrl`, which the SDK declares always present) and as Apple Wallet passes (each
 * ticket's `walletPassUrl`, likewise always present), at addresses holding the order's own
 * secret, as the platform's are: whoever has the link (the buyer's email, the order's answers)
 * may print the tickets, nobody can guess it. Until the order is confirmed, each page says the
 * ticket is not valid, and why (a pass is `voided`).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Platform } from '../context.ts';
import type { TicketOrder } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { type PdfLine, pdfDocument } from '../pdf.ts';
import { formattedDates } from './event-dates.ts';
import { placeOf } from './events.ts';
import { zipFiles } from '../zip.ts';

type Ticket = TicketOrder['tickets'][number];

/** Where a ticket is checked in (the SDK: `https://www.wixevents.com/check-in/{ticket},{event}`). */
export const checkInUrl = (order: TicketOrder, ticket: Ticket) =>
  `https://www.wixevents.com/check-in/${ticket.ticketNumber},${order.eventId}`;

const folder = (base: string, order: TicketOrder, key: string) =>
  `${base}/hosted/tickets/${encodeURIComponent(order.orderNumber)}/${key}`;

/**
 * The order's PDF addresses, the same before and after it is confirmed (paid, free or sold at
 * the box office). Orders stored before the sandbox printed tickets have no secret, and no
 * addresses.
 */
export const ticketDocumentUrls = (base: string, order: TicketOrder) => {
  const key = order.documentKey;
  if (!key) return undefined;
  return {
    ticketsPdf: `${folder(base, order, key)}/tickets.pdf`,
    ticketPdfUrl: (ticket: Ticket) =>
      `${folder(base, order, key)}/${encodeURIComponent(ticket.ticketNumber)}.pdf`,
    walletPassUrl: (ticket: Ticket) =>
      `${folder(base, order, key)}/${encodeURIComponent(ticket.ticketNumber)}.pkpass`,
  };
};

/**
 * Compared as bytes: a key as long as the secret in characters, with one past ASCII, is longer
 * in bytes, and timingSafeEqual throws on buffers of different lengths (a 500, not a 404).
 */
const sameSecret = (given: string, kept: string | undefined) => {
  if (kept === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(kept)];
  return a.length === b.length && timingSafeEqual(a, b);
};

const guestName = (ticket: Ticket, order: TicketOrder): string => {
  const { firstName, lastName } = ticket.guestDetails as { firstName?: string; lastName?: string };
  return [firstName, lastName].filter(Boolean).join(' ') || order.fullName;
};

/**
 * What a page of an order not confirmed says first: its tickets admit no one (not paid yet,
 * or cancelled, declined or voided), so a printout is no ticket.
 */
const notValid = (order: TicketOrder): PdfLine[] =>
  order.confirmed
    ? []
    : [
        {
          text: `NOT VALID: order ${order.status === 'INITIATED' ? 'not paid' : order.status.toLowerCase().replaceAll('_', ' ')}`,
          size: 16,
          bold: true,
        },
        { text: '' },
      ];

/** One ticket's page: the event, when and where, the ticket, its holder and check-in code. */
const ticketPage = (p: Platform, order: TicketOrder, ticket: Ticket): PdfLine[] => {
  const event = p.db.events.get(order.eventId);
  return [
    ...notValid(order),
    { text: event?.title ?? 'Event', size: 22, bold: true },
    { text: event ? formattedDates(event.dateAndTimeSettings).dateAndTime : '' },
    { text: event ? placeOf(event) : '' },
    { text: '' },
    { text: ticket.name, size: 16, bold: true },
    { text: ticket.free ? 'Free' : ticket.price.formattedAmount },
    { text: `Guest: ${guestName(ticket, order)}` },
    { text: '' },
    { text: `Ticket ${ticket.ticketNumber}`, bold: true },
    { text: `Order ${order.orderNumber}` },
    { text: `Check-in: ${checkInUrl(order, ticket)}`, size: 9 },
  ];
};

/** The order behind a document's address, or 404 for any other order or a wrong secret. */
const documentOrder = (p: Platform, ref: { orderNumber: string; key: string }): TicketOrder => {
  const order = p.db.ticketOrders.get(ref.orderNumber);
  if (!order || !sameSecret(ref.key, order.documentKey))
    throw notFound(`Tickets of order ${ref.orderNumber}`);
  return order;
};

/**
 * The PDF at `/hosted/tickets/{orderNumber}/{key}/{file}`: `tickets.pdf` (every ticket, a page
 * each) or `{ticketNumber}.pdf`; anything else or a wrong secret is 404.
 */
export const ticketsPdf = (
  p: Platform,
  ref: { orderNumber: string; key: string; file: string },
): Buffer => {
  const order = documentOrder(p, ref);
  const tickets =
    ref.file === 'tickets.pdf'
      ? order.tickets
      : order.tickets.filter((t) => `${t.ticketNumber}.pdf` === ref.file);
  if (tickets.length === 0) throw notFound(`Tickets of order ${ref.orderNumber}`);
  return pdfDocument(tickets.map((t) => ticketPage(p, order, t)));
};

/**
 * A ticket's Apple Wallet pass at `/hosted/tickets/{orderNumber}/{key}/{ticketNumber}.pkpass`:
 * the `.pkpass` zip of its pass.json (the event, when and where, the ticket, its holder, the
 * check-in code as a QR barcode) and the manifest of its files' SHA-1s. It carries no
 * `signature`: that needs Apple's certificate for a pass type, which a local sandbox has not,
 * so Wallet itself will not import it; every other reader of the format can.
 */
export const ticketWalletPass = (
  p: Platform,
  ref: { orderNumber: string; key: string; ticketNumber: string },
): Buffer => {
  const order = documentOrder(p, ref);
  const ticket = order.tickets.find((t) => t.ticketNumber === ref.ticketNumber);
  if (!ticket) throw notFound(`Ticket ${ref.ticketNumber}`);
  const event = p.db.events.get(order.eventId);
  const pass = {
    formatVersion: 1,
    passTypeIdentifier: 'pass.test.sandbox.events',
    teamIdentifier: 'SANDBOX',
    organizationName: 'Sandbox Events',
    serialNumber: ticket.ticketNumber,
    description: `${ticket.name}: ${event?.title ?? 'Event'}`,
    ...(event && { relevantDate: event.dateAndTimeSettings.startDate }),
    // A ticket of an order not confirmed admits no one.
    voided: !order.confirmed,
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: checkInUrl(order, ticket),
        messageEncoding: 'iso-8859-1',
      },
    ],
    eventTicket: {
      primaryFields: [{ key: 'event', label: 'EVENT', value: event?.title ?? 'Event' }],
      secondaryFields: [
        {
          key: 'date',
          label: 'DATE',
          value: event ? formattedDates(event.dateAndTimeSettings).dateAndTime : '',
        },
        { key: 'place', label: 'PLACE', value: event ? placeOf(event) : '' },
      ],
      auxiliaryFields: [
        { key: 'ticket', label: 'TICKET', value: ticket.name },
        { key: 'guest', label: 'GUEST', value: guestName(ticket, order) },
      ],
      backFields: [
        { key: 'number', label: 'Ticket', value: ticket.ticketNumber },
        { key: 'order', label: 'Order', value: order.orderNumber },
      ],
    },
  };
  const passJson = Buffer.from(JSON.stringify(pass));
  const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');
  const manifest = Buffer.from(JSON.stringify({ 'pass.json': sha1(passJson) }));
  return zipFiles(
    [
      { name: 'pass.json', data: passJson },
      { name: 'manifest.json', data: manifest },
    ],
    new Date(order.created),
  );
};
