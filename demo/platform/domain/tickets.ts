import { randomBytes } from 'node:crypto';
import type { Caller, Platform } from '../context.ts';
import { ownerKeyOf } from './tokens.ts';
import { oldestBeyond } from './bounds.ts';
import type { Reservation, StoredEvent, TicketDefinition } from '../db/types.ts';
import { applicationError, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { decimalIn, formatMoney, roundIn } from '../money.ts';
import { couponDiscount, findCoupon } from './coupons.ts';
import { RESERVATION_MS } from './reservation-hold.ts';
import {
  eventCurrency,
  eventStatus,
  saleStatus,
  ticketLimitOf,
  ticketPrice,
  ticketView,
} from './events.ts';

/**
 * Ticketing money in the event's currency and its digits ("500" yen, "5.00" dollars): `value`
 * as the SDK reads it, and the older `amount` the spec names.
 */
export const ticketMoney = (n: number, currency: string) => {
  const amount = decimalIn(n, currency);
  return {
    amount,
    value: amount,
    currency,
    convertedAmount: amount,
    formattedAmount: formatMoney(Number(amount), currency),
  };
};

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Human-friendly numbers like `7KQ2-MX4B`, as printed on tickets. */
export const newOrderNumber = (): string => {
  const chars = [...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
};

export const getEvent = (p: Platform, eventId: string): StoredEvent => {
  const event = p.db.events.get(eventId);
  if (!event || event.status === 'DRAFT') throw notFound(`Event ${eventId}`);
  return event;
};

/**
 * Gives back the seats whose time is up. Runs inside transactions. A pending reservation's, and
 * an order's placed for online payment and never paid: the checkout answered that order with its
 * reservation's `expires` as the time to pay by, so it is cancelled then, or an abandoned
 * payment page would hold its seats for good.
 */
export const sweepExpired = (p: Platform, eventId: string): void => {
  const now = p.clock.nowMs();
  const unpaid = new Map(
    p.db.ticketOrders
      .allByKey(eventId)
      .filter((o) => o.status === 'INITIATED' && o.method === 'ONLINE')
      .map((o) => [o.reservationId, o]),
  );
  for (const r of p.db.reservations.allByKey(eventId)) {
    if (Date.parse(r.expires) > now) continue;
    const order = r.status === 'RESERVATION_CONFIRMED' ? unpaid.get(r.id) : undefined;
    if (r.status !== 'RESERVATION_PENDING' && !order) continue;
    r.quantities.forEach((q) => p.db.ticketInventory.release(q.ticketDefinitionId, q.quantity));
    p.db.reservations.put({ ...r, status: 'RESERVATION_EXPIRED' });
    if (order) p.db.ticketOrders.put({ ...order, status: 'CANCELED', updated: p.clock.iso() });
  }
};

export interface TicketRequest {
  ticketDefinitionId: string;
  quantity: number;
  priceOverride?: number | undefined;
}

const unitPriceFor = (def: TicketDefinition, request: TicketRequest): number => {
  const { pricing } = def;
  if (pricing.pricingType !== 'DONATION') return ticketPrice(def);
  const min = Number(pricing.minPrice.amount);
  const chosen = request.priceOverride ?? min;
  const { currency } = pricing.minPrice;
  if (chosen < min) {
    throw applicationError(
      400,
      'DONATION_BELOW_MINIMUM',
      `The minimum for ${def.name} is ${formatMoney(min, currency)}`,
      {
        ticketDefinitionId: def.id,
        minPrice: min,
      },
    );
  }
  // Refused, not rounded: a buyer is never charged other than what they named (half a yen).
  if (roundIn(chosen, currency) !== chosen) {
    throw applicationError(
      400,
      'INVALID_PRICE_OVERRIDE',
      `${currency} has no amounts as fine as ${chosen}`,
      { ticketDefinitionId: def.id },
    );
  }
  return chosen;
};

/** Whether `price` is what `def` asks today: its fixed price, or at least a donation's minimum. */
export const priceStillAsked = (def: TicketDefinition, price: number): boolean =>
  def.pricing.pricingType === 'DONATION'
    ? price >= Number(def.pricing.minPrice.amount)
    : price === roundIn(ticketPrice(def), def.price.currency);

const checkSellable = (
  p: Platform,
  event: StoredEvent,
  def: TicketDefinition | undefined,
  request: TicketRequest,
  /** Of this ticket type in the whole checkout: two entries of one type share its limit. */
  totalOfType: number,
  ignoreLimits: boolean,
) => {
  if (!def || def.eventId !== event.id)
    throw notFound(`Ticket definition ${request.ticketDefinitionId}`);
  const status = saleStatus(def, event, p.clock.nowMs());
  if (status !== 'SALE_STARTED') {
    throw applicationError(
      409,
      status === 'SALE_SCHEDULED' ? 'TICKET_SALE_NOT_STARTED' : 'TICKET_SALE_ENDED',
      `Sales of ${def.name} are not open`,
      {
        ticketDefinitionId: def.id,
        saleStatus: status,
      },
    );
  }
  if (!ignoreLimits && totalOfType > def.limitPerCheckout) {
    throw applicationError(
      400,
      'TICKET_LIMIT_PER_CHECKOUT_EXCEEDED',
      `At most ${def.limitPerCheckout} per checkout`,
      {
        ticketDefinitionId: def.id,
        limitPerCheckout: def.limitPerCheckout,
      },
    );
  }
};

/**
 * Reservations one visitor or member keeps per event that became no order (pending, expired
 * or canceled): a browser reserves once per visit, in a tab or two. Past it the oldest goes,
 * its seats back if it still held them, so reserving in a loop stores no more.
 */
export const MAX_UNORDERED_RESERVATIONS = 10;

/**
 * Ticket orders one visitor or member places for one event. A free or unpaid order needs no
 * payment, so a loop of reservations and checkouts would otherwise store orders (and send
 * emails) for ever; a buyer comes back for more tickets a few times at most. The box office
 * (the admin key) sells for many and is not capped.
 */
export const MAX_ORDERS_PER_EVENT = 20;

/**
 * Makes room for one more reservation of the owner on this event: refuses at the orders'
 * cap, and drops their oldest unordered reservations beyond MAX_UNORDERED_RESERVATIONS - 1.
 * Runs inside the reservation's transaction.
 */
const makeRoomForReservation = (p: Platform, ownerKey: string, eventId: string) => {
  const orders = p.db.ticketOrders.allByKey(eventId);
  if (orders.filter((o) => o.ownerKey === ownerKey).length >= MAX_ORDERS_PER_EVENT)
    throw applicationError(
      400,
      'TOO_MANY_ORDERS',
      `One buyer places at most ${MAX_ORDERS_PER_EVENT} orders for an event`,
      { maxOrdersPerEvent: MAX_ORDERS_PER_EVENT },
    );
  const ordered = new Set(orders.map((o) => o.reservationId));
  const unordered = p.db.reservations
    .allByKey(eventId)
    .filter((r) => r.ownerKey === ownerKey && !ordered.has(r.id));
  for (const r of oldestBeyond(unordered, MAX_UNORDERED_RESERVATIONS)) {
    cancelReservation(p, r);
    p.db.reservations.delete(r.id);
  }
};

/**
 * Takes seats for every requested ticket in one transaction: each take is one conditional
 * UPDATE, and any shortfall throws, rolling back the takes already made. A visitor's or
 * member's reservations and orders on the event are bounded first (makeRoomForReservation).
 */
export const reserve = (
  p: Platform,
  ownerKey: string,
  eventId: string,
  requests: TicketRequest[],
  ignoreLimits: boolean,
): Reservation => {
  const event = getEvent(p, eventId);
  if (['ENDED', 'CANCELED'].includes(eventStatus(event, p.clock.nowMs()))) {
    throw applicationError(409, 'EVENT_CLOSED', 'Registration for this event is closed');
  }
  const totals = new Map<string, number>();
  for (const r of requests)
    totals.set(r.ticketDefinitionId, (totals.get(r.ticketDefinitionId) ?? 0) + r.quantity);
  // Each type has its limit per checkout, and the order as a whole the event's.
  const limit = ticketLimitOf(event);
  if (!ignoreLimits && requests.reduce((sum, r) => sum + r.quantity, 0) > limit) {
    throw applicationError(
      400,
      'TICKET_LIMIT_PER_ORDER_EXCEEDED',
      `At most ${limit} tickets per order`,
      { ticketLimitPerOrder: limit },
    );
  }
  const priced = requests.map((request) => {
    const def = p.db.ticketDefinitions.get(request.ticketDefinitionId);
    checkSellable(p, event, def, request, totals.get(request.ticketDefinitionId)!, ignoreLimits);
    return {
      ticketDefinitionId: request.ticketDefinitionId,
      quantity: request.quantity,
      price: unitPriceFor(def!, request),
    };
  });
  return p.db.transaction(() => {
    sweepExpired(p, eventId);
    if (ownerKey !== 'admin') makeRoomForReservation(p, ownerKey, eventId);
    const short = priced.filter(
      (q) => !p.db.ticketInventory.take(q.ticketDefinitionId, q.quantity),
    );
    if (short.length) {
      throw applicationError(409, 'TICKETS_UNAVAILABLE', 'Not enough tickets left', {
        ticketDefinitionIds: short.map((q) => q.ticketDefinitionId),
      });
    }
    return p.db.reservations.put({
      id: newId(),
      eventId,
      ownerKey,
      status: 'RESERVATION_PENDING',
      expires: new Date(p.clock.nowMs() + RESERVATION_MS).toISOString(),
      quantities: priced,
      createdDate: p.clock.iso(),
    });
  });
};

export const cancelReservation = (p: Platform, reservation: Reservation): void => {
  p.db.transaction(() => {
    if (reservation.status !== 'RESERVATION_PENDING') return;
    reservation.quantities.forEach((q) =>
      p.db.ticketInventory.release(q.ticketDefinitionId, q.quantity),
    );
    p.db.reservations.put({ ...reservation, status: 'RESERVATION_CANCELED' });
  });
};

/** A pending reservation of this event that has not expired, or a 4xx saying why not. */
export const liveReservation = (
  p: Platform,
  eventId: string,
  reservationId: string,
): Reservation => {
  sweepExpiredInTransaction(p, eventId);
  const reservation = p.db.reservations.get(reservationId);
  if (!reservation || reservation.eventId !== eventId)
    throw notFound(`Reservation ${reservationId}`);
  return pending(reservation);
};

/** The reservation while it is still pending; else 409, saying what became of it. */
const pending = (reservation: Reservation): Reservation => {
  if (reservation.status === 'RESERVATION_EXPIRED')
    throw applicationError(409, 'RESERVATION_EXPIRED', 'The reservation has expired');
  if (reservation.status !== 'RESERVATION_PENDING') {
    throw applicationError(
      409,
      'RESERVATION_NOT_PENDING',
      `The reservation is ${reservation.status}`,
    );
  }
  return reservation;
};

export const sweepExpiredInTransaction = (p: Platform, eventId: string): void =>
  p.db.transaction(() => sweepExpired(p, eventId));

/** A reservation's tickets, as every answer about it lists them. */
export const reservedTickets = (p: Platform, reservation: Reservation) => {
  const event = p.db.events.get(reservation.eventId)!;
  const currency = eventCurrency(p, event.id);
  return reservation.quantities.map((q) => {
    const def = p.db.ticketDefinitions.get(q.ticketDefinitionId);
    return {
      ticket: def ? ticketView(p, def, event) : undefined,
      quantity: q.quantity,
      price: ticketMoney(q.price, currency),
    };
  });
};

/** The answer to a new reservation: the SDK's `CreateReservationResponse`. */
export const reservationAnswer = (p: Platform, reservation: Reservation) => ({
  id: reservation.id,
  expires: reservation.expires,
  reservations: reservedTickets(p, reservation),
  invoice: invoiceAnswer(p, reservation),
  reservationStatus: reservation.status,
});

/** Ticket lines, discount and totals of a reservation (the invoice). */
export const invoiceOf = (p: Platform, reservation: Reservation, couponCode?: string) => {
  const currency = eventCurrency(p, reservation.eventId);
  const money = (n: number) => ticketMoney(n, currency);
  const items = reservation.quantities.map((q) => {
    const def = p.db.ticketDefinitions.get(q.ticketDefinitionId);
    return {
      id: q.ticketDefinitionId,
      name: def?.name ?? 'Ticket',
      quantity: q.quantity,
      price: money(q.price),
      total: money(q.price * q.quantity),
      fees: [],
    };
  });
  const subTotal = roundIn(
    reservation.quantities.reduce((s, q) => s + q.price * q.quantity, 0),
    currency,
  );
  const coupon = couponCode ? findCoupon(p, couponCode) : undefined;
  if (couponCode && !coupon)
    throw applicationError(400, 'COUPON_DOES_NOT_EXIST', `Coupon ${couponCode} does not exist`);
  // In the currency's units: 10% off 1,055 yen is 106 yen, not 105.5.
  const discount = coupon ? roundIn(couponDiscount(coupon, subTotal), currency) : 0;
  const total = roundIn(subTotal - discount, currency);
  return {
    items,
    subTotal: money(subTotal),
    // The SDK's Discount: its coupon's name, code and id ('' without one, as the SDK declares
    // them always present, though deprecated), and the same as its list of `discounts`.
    discount: {
      amount: money(discount),
      afterDiscount: money(total),
      code: coupon?.code ?? '',
      name: coupon?.name ?? '',
      couponId: coupon?.id ?? '',
      discounts: coupon
        ? [
            {
              coupon: { name: coupon.name, code: coupon.code, couponId: coupon.id },
              amount: money(discount),
            },
          ]
        : [],
    },
    total: money(total),
    grandTotal: money(total),
    fees: [],
    totalNumber: total,
  };
};

/** The invoice as answers send it (the total as a number is the domain's own). */
export const invoiceAnswer = (...args: Parameters<typeof invoiceOf>) => {
  const { totalNumber: _total, ...invoice } = invoiceOf(...args);
  return invoice;
};

/** The hosted events checkout of a reservation: its event, its order once placed, the invoice. */
export const eventsCheckoutState = (p: Platform, eventSlug: string, reservationId: string) => {
  const event = p.db.events.byKey(eventSlug);
  if (!event) throw notFound(`Event ${eventSlug}`);
  sweepExpiredInTransaction(p, event.id); // an order whose time to pay ran out is cancelled
  const order = p.db.ticketOrders.allByKey(event.id).find((o) => o.reservationId === reservationId);
  const reservation = p.db.reservations.get(reservationId);
  if (!reservation || reservation.eventId !== event.id)
    throw notFound(`Reservation ${reservationId}`);
  return {
    event,
    reservation,
    order,
    invoice:
      (order?.invoice as ReturnType<typeof invoiceOf> | undefined) ?? invoiceOf(p, reservation),
  };
};

export type EventsCheckoutState = ReturnType<typeof eventsCheckoutState>;

/**
 * The ticket definitions of these events (all published ones when none are named) as the wire
 * shows them, after giving back the seats of expired reservations. Drafts are never listed.
 */
export const ticketsOnSale = (p: Platform, eventIds: string[] | undefined) => {
  const events = (
    eventIds ??
    p.db.events
      .all()
      .filter((e) => e.status !== 'DRAFT')
      .map((e) => e.id)
  )
    .map((id) => p.db.events.get(id))
    .filter((e): e is StoredEvent => e !== undefined && e.status !== 'DRAFT');
  events.forEach((e) => sweepExpiredInTransaction(p, e.id));
  return events.flatMap((e) =>
    p.db.ticketDefinitions.allByKey(e.id).map((d) => ticketView(p, d, e)),
  );
};

/**
 * A reservation of this event the caller holds (any, for the administrator), in whatever state
 * it is now (expired ones given back first); else 404.
 */
export const heldReservation = (
  p: Platform,
  caller: Exclude<Caller, { kind: 'anonymous' }>,
  eventId: string,
  id: string,
): Reservation => {
  sweepExpiredInTransaction(p, eventId);
  const reservation = p.db.reservations.get(id);
  const mine = caller.kind === 'admin' || reservation?.ownerKey === ownerKeyOf(caller);
  if (!reservation || reservation.eventId !== eventId || !mine) throw notFound(`Reservation ${id}`);
  return reservation;
};

/**
 * A live reservation the caller holds (any, for the administrator); else 404. Whose it is comes
 * first: anyone else learns nothing of it, not even that it expired or became an order.
 */
export const ownReservation = (
  p: Platform,
  caller: Exclude<Caller, { kind: 'anonymous' }>,
  eventId: string,
  id: string,
): Reservation => pending(heldReservation(p, caller, eventId, id));
