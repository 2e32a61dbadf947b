import type { Caller, Platform } from '../context.ts';
import type { Reservation, StoredEvent, TicketOrder, TicketOrderStatus } from '../db/types.ts';
import {
  type FieldViolation,
  applicationError,
  failedPrecondition,
  notFound,
  permissionDenied,
  validationError,
} from '../errors.ts';
import { sendBookingEmail } from './booking-emails.ts';
import { eventCurrency } from './events.ts';
import { contactIdFor } from './contacts.ts';
import { checkCouponStillGiven } from './coupons.ts';
import { type InputValue, formControls } from './registration-form.ts';
import { ownerKeyOf } from './tokens.ts';
import { newId, newSecret } from '../ids.ts';
import { CURRENCY } from '../money.ts';
import { email } from '../validation.ts';
import {
  type EventsCheckoutState,
  MAX_ORDERS_PER_EVENT,
  invoiceOf,
  liveReservation,
  newOrderNumber,
  priceStillAsked,
  ticketMoney,
} from './tickets.ts';

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

export interface CheckoutInput {
  buyer?: Buyer | undefined;
  guests?: { form: { inputValues: InputValue[] } }[] | undefined;
  memberId?: string | null | undefined;
  couponCode?: string | undefined;
  paymentMethod?: 'ONLINE' | 'OFFLINE_POS';
}

const hasValue = (v: InputValue | undefined) => Boolean(v && (v.value?.trim() || v.values?.length));

/** The buyer's answers: the first guest's form, with buyer fields filling name and email. */
const buyerForm = (input: CheckoutInput): InputValue[] => {
  const answers = [...(input.guests?.[0]?.form.inputValues ?? [])];
  for (const [name, value] of Object.entries(input.buyer ?? {})) {
    if (!answers.some((a) => a.inputName === name && hasValue(a)))
      answers.push({ inputName: name, value });
  }
  return answers;
};

/**
 * Every mandatory input of the event's registration form must be answered, and an email
 * given for any ticket holder must be one.
 */
const checkForm = (event: StoredEvent, answers: InputValue[], guests: CheckoutInput['guests']) => {
  const violations: FieldViolation[] = [];
  for (const input of formControls(event).flatMap((c) => c.inputs)) {
    const answer = answers.find((a) => a.inputName === input.name);
    if (input.mandatory && !hasValue(answer)) {
      violations.push({
        field: `guests.0.form.inputValues.${input.name}`,
        description: 'is required',
        violatedRule: 'REQUIRED_FIELD',
        ruleName: 'REQUIRED_FIELD',
        data: {},
      });
    }
    const chosen = answer
      ? [answer.value, ...(answer.values ?? [])].filter((v): v is string => Boolean(v))
      : [];
    // The buyer's email becomes the order's, where its tickets are mailed.
    if (input.name === 'email' && hasValue(answer) && !email().safeParse(answer!.value).success) {
      violations.push({
        field: `guests.0.form.inputValues.${input.name}`,
        description: 'must be a valid email address',
        violatedRule: 'FORMAT',
        ruleName: 'FORMAT',
        data: {},
      });
    }
    if (input.options?.length && chosen.some((v) => !input.options!.includes(v))) {
      violations.push({
        field: `guests.0.form.inputValues.${input.name}`,
        description: `must be one of ${input.options.join(', ')}`,
        violatedRule: 'INVALID_ENUM_VALUE',
        ruleName: 'INVALID_ENUM_VALUE',
        data: {},
      });
    }
  }
  violations.push(...otherHoldersEmails(guests));
  if (violations.length) throw validationError(violations);
};

/** Another ticket holder's email, when given, is where their ticket goes: it must be one. */
const otherHoldersEmails = (guests: CheckoutInput['guests']): FieldViolation[] =>
  (guests ?? []).slice(1).flatMap(({ form }, i) => {
    const answer = form.inputValues.find((a) => a.inputName === 'email');
    if (!hasValue(answer) || email().safeParse(answer!.value).success) return [];
    return [
      {
        field: `guests.${i + 1}.form.inputValues.email`,
        description: 'must be a valid email address',
        violatedRule: 'FORMAT',
        ruleName: 'FORMAT',
        data: {},
      },
    ];
  });

const buyerOf = (answers: InputValue[]): Buyer => {
  const get = (name: string) => answers.find((a) => a.inputName === name)?.value ?? '';
  return { firstName: get('firstName'), lastName: get('lastName'), email: get('email') };
};

/**
 * The buyer's tickets, once an online order becomes confirmed (free at checkout, paid on the
 * hosted checkout, captured or confirmed by staff): never twice, never for box-office sales.
 */
const sendTicketsOnConfirmation = (
  p: Platform,
  before: TicketOrder | undefined,
  order: TicketOrder,
): void => {
  if (!order.confirmed || before?.confirmed || order.method !== 'ONLINE' || !order.email) return;
  const event = p.db.events.get(order.eventId);
  if (!event) return;
  const paid = Number(order.totalPrice.amount) > 0;
  sendBookingEmail(p, {
    event,
    to: order.email,
    subject: `Your tickets for ${event.title} (order ${order.orderNumber})`,
    greeting: `Thank you${order.buyer.firstName ? `, ${order.buyer.firstName}` : ''}! Your order ${order.orderNumber} is confirmed.`,
    reference: order.orderNumber,
    lines: order.tickets.map(
      (t) => `${t.name}, ${t.free ? 'free' : t.price.formattedAmount}: ticket ${t.ticketNumber}`,
    ),
    total: paid ? `Total: ${order.totalPrice.formattedAmount}` : undefined,
    data: { orderNumber: order.orderNumber, eventId: event.id },
  });
};

/**
 * The orders placed for one event to one address, whoever places them. Reserving already caps
 * the orders of one visitor token (tickets.ts, MAX_ORDERS_PER_EVENT), but a client without
 * cookies takes a new token at will; the buyer's email is what every order is sent to, so it
 * is the key such a client cannot renew without giving up the mail. Checked where an order
 * gets its address: placing it, and changing its buyer. The box office, which sells for many
 * under its own address, is not capped.
 */
const checkOrdersTo = (p: Platform, eventId: string, ownerKey: string, to: string) => {
  if (ownerKey === 'admin') return;
  const address = to.trim().toLowerCase();
  const placed = p.db.ticketOrders
    .allByKey(eventId)
    .filter((o) => o.email.trim().toLowerCase() === address).length;
  if (placed >= MAX_ORDERS_PER_EVENT)
    throw applicationError(
      400,
      'TOO_MANY_ORDERS',
      `One buyer places at most ${MAX_ORDERS_PER_EVENT} orders for an event`,
      { maxOrdersPerEvent: MAX_ORDERS_PER_EVENT },
    );
};

/**
 * Turns a pending reservation into an order. Free orders are confirmed at once; paid ones wait
 * for the hosted events checkout, or are paid offline at the point of sale. Waiting is the
 * SDK's `INITIATED` ("waiting for payment at the cashier"); its `PENDING` is a payment made and
 * held by the provider, which the sandbox's card never is.
 */
export const placeOrder = (
  p: Platform,
  event: StoredEvent,
  reservation: Reservation,
  input: CheckoutInput,
): TicketOrder => {
  const answers = buyerForm(input);
  // The box office sells at the door without the online registration form.
  if (input.paymentMethod !== 'OFFLINE_POS') checkForm(event, answers, input.guests);
  const invoice = invoiceOf(p, reservation, input.couponCode);
  const { totalNumber, ...invoiceWire } = invoice;
  const orderNumber = newOrderNumber();
  const status =
    input.paymentMethod === 'OFFLINE_POS' ? 'PAID' : totalNumber === 0 ? 'FREE' : 'INITIATED';
  const buyer = buyerOf(answers);
  checkOrdersTo(p, event.id, reservation.ownerKey, buyer.email);
  const now = p.clock.iso();
  // One guest form per ticket, in the reservation's order: the first form is the buyer's and
  // so is the first ticket; a ticket whose form is missing or left blank is the buyer's too.
  let held = 0;
  const tickets = reservation.quantities.flatMap((q) =>
    Array.from({ length: q.quantity }, (_, i) => {
      const def = p.db.ticketDefinitions.get(q.ticketDefinitionId);
      const form = held++ === 0 ? undefined : input.guests?.[held - 1]?.form.inputValues;
      const holder = form?.some(hasValue) ? form : undefined;
      const guest = holder ?? answers;
      return {
        ticketNumber: `${orderNumber}-${q.ticketDefinitionId.slice(-2)}${i + 1}`,
        ticketDefinitionId: q.ticketDefinitionId,
        name: def?.name ?? 'Ticket',
        price: ticketMoney(q.price, eventCurrency(p, reservation.eventId)),
        free: q.price === 0,
        guestDetails: {
          guestAssigned: holder !== undefined,
          ...buyerOf(guest),
          form: { inputValues: guest },
        },
        checkIn: undefined,
        archived: false,
      };
    }),
  );
  const order: TicketOrder = {
    id: orderNumber,
    orderNumber,
    reservationId: reservation.id,
    // What was to be paid, frozen at checkout; a free order has nothing to pay.
    snapshotId: status === 'FREE' ? '' : newId(),
    eventId: event.id,
    status,
    method: input.paymentMethod ?? 'ONLINE',
    memberId: input.memberId ?? undefined,
    ownerKey: reservation.ownerKey,
    buyer,
    fullName: `${buyer.firstName} ${buyer.lastName}`.trim(),
    email: buyer.email,
    checkoutForm: { inputValues: answers },
    tickets,
    ticketsQuantity: tickets.length,
    totalPrice: invoiceWire.grandTotal,
    invoice: invoiceWire,
    paymentDetails: {
      transaction: { transactionId: undefined, method: input.paymentMethod ?? 'ONLINE' },
    },
    archived: false,
    confirmed: status !== 'INITIATED',
    created: now,
    updated: now,
    documentKey: newSecret(),
  };
  p.db.transaction(() => {
    p.db.ticketOrders.put(order);
    p.db.reservations.put({ ...reservation, status: 'RESERVATION_CONFIRMED' });
    sendTicketsOnConfirmation(p, undefined, order);
  });
  return order;
};

export const updateOrder = (
  p: Platform,
  order: TicketOrder,
  changes: Partial<TicketOrder>,
): TicketOrder =>
  p.db.transaction(() => {
    const updated = p.db.ticketOrders.put({ ...order, ...changes, updated: p.clock.iso() });
    sendTicketsOnConfirmation(p, order, updated);
    return updated;
  });

/** The hosted checkout's buyer: name and email, the registration form's answers, the member. */
export interface HostedBuyer {
  buyer: Buyer;
  answers: InputValue[];
  memberId: string | undefined;
}

/** The hosted checkout's order: the one placed already (by the site), or placed now. */
const hostedOrder = (p: Platform, state: EventsCheckoutState, who: HostedBuyer): TicketOrder =>
  state.order ??
  placeOrder(p, state.event, liveReservation(p, state.event.id, state.reservation.id), {
    buyer: who.buyer,
    guests: [{ form: { inputValues: who.answers } }],
    memberId: who.memberId,
  });

/**
 * Refuses an order whose ticket prices are no longer the event's: one placed before the
 * organiser raised a price would otherwise be paid, days later, at the old one. The buyer goes
 * back to the event and reserves again at today's.
 */
const checkTicketPrices = (p: Platform, order: TicketOrder) => {
  for (const ticket of order.tickets) {
    const def = p.db.ticketDefinitions.get(ticket.ticketDefinitionId);
    if (!def || priceStillAsked(def, Number(ticket.price.amount))) continue;
    throw applicationError(
      409,
      'PRICE_CHANGED',
      `The price of ${def.name} changed after this order was placed: choose your tickets again for the new total.`,
    );
  }
};

/** The discount a ticket order's invoice froze (tickets.ts `invoiceOf`). */
interface FrozenTicketDiscount {
  subTotal: { amount: string };
  discount?: { amount: { amount: string }; code?: string };
}

/**
 * Refuses an order whose coupon the shop no longer offers, or no longer for that much: the
 * order keeps the discount it was placed with, so the buyer reserves again for today's total.
 */
const checkTicketCoupon = (p: Platform, order: TicketOrder) => {
  const { subTotal, discount } = order.invoice as unknown as FrozenTicketDiscount;
  if (!discount?.code) return;
  checkCouponStillGiven(
    p,
    {
      code: discount.code,
      amount: Number(discount.amount.amount),
      subtotal: Number(subTotal.amount),
    },
    { since: 'this order was placed', next: 'choose your tickets again for the new total' },
  );
};

/**
 * Pays the hosted events checkout: its order (placed now if it was not yet) must be INITIATED,
 * at the prices the event still asks, with the discount the shop still gives; it becomes PAID,
 * or AUTHORIZED when the card was only authorised. Placing is its own transaction (order and
 * reservation), kept even when the order then proves not payable (a free one, a changed price
 * or coupon); the payment is one write.
 */
export const payForTickets = (
  p: Platform,
  state: EventsCheckoutState,
  who: HostedBuyer,
  payment: { transactionId: string; authorizeOnly: boolean },
): { order: TicketOrder; status: 'PAID' | 'AUTHORIZED' } => {
  const order = hostedOrder(p, state, who);
  if (order.status !== 'INITIATED')
    throw applicationError(
      409,
      'ORDER_NOT_PAYABLE',
      `Order ${order.orderNumber} is ${order.status}`,
    );
  checkTicketPrices(p, order);
  checkTicketCoupon(p, order);
  const status = payment.authorizeOnly ? 'AUTHORIZED' : 'PAID';
  updateOrder(p, order, {
    status,
    confirmed: status === 'PAID',
    paymentDetails: { transaction: { transactionId: payment.transactionId, method: 'ONLINE' } },
  });
  return { order, status };
};

/** The hosted events checkout of a free reservation: its order is placed FREE, nothing to pay. */
export const confirmFreeTickets = (
  p: Platform,
  state: EventsCheckoutState,
  who: HostedBuyer,
): TicketOrder => {
  const order = hostedOrder(p, state, who);
  if (order.status !== 'FREE')
    throw applicationError(409, 'ORDER_NOT_FREE', `Order ${order.orderNumber} is ${order.status}`);
  return order;
};

/** Changes several orders of one call, all or none. */
export const updateOrders = (
  p: Platform,
  orders: TicketOrder[],
  change: (order: TicketOrder) => Partial<TicketOrder> | null,
): TicketOrder[] =>
  p.db.transaction(() =>
    orders.map((o) => {
      const changes = change(o);
      return changes ? updateOrder(p, o, changes) : o;
    }),
  );

/**
 * Refuses, all or none, the orders an action is not available to: the call says so with the
 * code the SDK's Confirm-, Update- and BulkUpdateOrdersApplicationErrors declare, rather than
 * answering them unchanged as if done. `why` says what the action needs, `state` where each
 * refused order stands.
 */
const refuseUnavailable = (
  orders: TicketOrder[],
  available: (o: TicketOrder) => boolean,
  why: string,
  state: (o: TicketOrder) => string,
): void => {
  const refused = orders.filter((o) => !available(o));
  if (refused.length)
    throw failedPrecondition(
      'ORDER_ACTION_NOT_AVAILABLE',
      `${why}: ${refused.map((o) => `${o.orderNumber} is ${state(o)}`).join(', ')}`,
      { orderNumbers: refused.map((o) => o.orderNumber) },
    );
};

/** Orders staff may confirm: those still waiting for an offline or pending payment. */
const CONFIRMABLE: readonly TicketOrderStatus[] = ['PENDING', 'OFFLINE_PENDING', 'INITIATED'];

/**
 * Staff confirm orders as paid, all or none: one already paid, free, cancelled or voided
 * cannot be.
 */
export const confirmOrders = (p: Platform, orders: TicketOrder[]): TicketOrder[] => {
  refuseUnavailable(
    orders,
    (o) => CONFIRMABLE.includes(o.status),
    'Only pending orders can be confirmed',
    (o) => o.status,
  );
  return updateOrders(p, orders, () => ({ status: 'PAID', confirmed: true }));
};

/**
 * Archiving and unarchiving are actions on an order (the SDK's Action: ARCHIVE "order can be
 * archived", UNARCHIVE "can be unarchived"), each available only from the other state: an
 * archived order cannot be archived again, nor one in the list restored. Checked for all the
 * orders of a call before any changes.
 */
export const checkArchiving = (orders: TicketOrder[], archived: boolean): void =>
  refuseUnavailable(
    orders,
    (o) => o.archived !== archived,
    archived ? 'Only orders in the list can be archived' : 'Only archived orders can be unarchived',
    (o) => (o.archived ? 'archived' : 'not archived'),
  );

/** The box office sells a reservation, paid at the point of sale: order and payment together. */
export const sellAtBoxOffice = (
  p: Platform,
  event: StoredEvent,
  reservation: Reservation,
  paymentDetailsId: string | undefined,
): TicketOrder =>
  p.db.transaction(() => {
    const order = placeOrder(p, event, reservation, {
      paymentMethod: 'OFFLINE_POS',
      buyer: { firstName: 'Box', lastName: 'Office', email: 'boxoffice@lanternroom.example' },
    });
    return updateOrder(p, order, {
      paymentDetails: { transaction: { transactionId: paymentDetailsId, method: 'OFFLINE_POS' } },
    });
  });

/** The member an order is for: only the calling member, unless the caller is elevated. */
export const orderMemberFor = (
  caller: Exclude<Caller, { kind: 'anonymous' }>,
  requested: string | undefined,
): string | undefined => {
  if (
    requested &&
    caller.kind !== 'admin' &&
    !(caller.kind === 'member' && caller.memberId === requested)
  ) {
    throw permissionDenied('memberId may only name the calling member');
  }
  return requested ?? (caller.kind === 'member' ? caller.memberId : undefined);
};

/**
 * The buyer, guests or member of an order still open (PENDING, FREE or INITIATED), by its
 * holder or the administrator.
 */
export const updateCheckoutOrder = (
  p: Platform,
  caller: Exclude<Caller, { kind: 'anonymous' }>,
  ref: { eventId: string; orderNumber: string },
  update: {
    buyer?: Buyer | undefined;
    guests?: { form: { inputValues: InputValue[] } }[] | undefined;
    memberId?: string | undefined;
  },
): TicketOrder => {
  const order = p.db.ticketOrders.get(ref.orderNumber);
  if (!order || order.eventId !== ref.eventId) throw notFound(`Order ${ref.orderNumber}`);
  if (caller.kind !== 'admin' && order.ownerKey !== ownerKeyOf(caller))
    throw notFound(`Order ${order.id}`);
  if (!['PENDING', 'FREE', 'INITIATED'].includes(order.status)) {
    throw applicationError(409, 'ORDER_NOT_UPDATABLE', `A ${order.status} order cannot be changed`);
  }
  const changes: Partial<TicketOrder> = {};
  if (update.buyer) {
    // Another address is one more order to it.
    if (update.buyer.email.trim().toLowerCase() !== order.email.trim().toLowerCase())
      checkOrdersTo(p, order.eventId, ownerKeyOf(caller), update.buyer.email);
    Object.assign(changes, {
      buyer: update.buyer,
      fullName: `${update.buyer.firstName} ${update.buyer.lastName}`,
      email: update.buyer.email,
    });
  }
  if (update.guests)
    changes.checkoutForm = { inputValues: update.guests[0]?.form.inputValues ?? [] };
  if (update.memberId) changes.memberId = orderMemberFor(caller, update.memberId);
  return updateOrder(p, order, changes);
};

const hasTag = (order: TicketOrder, tag: string): boolean =>
  ({
    ARCHIVED: order.archived === true,
    CONFIRMED: order.confirmed === true,
    UNCONFIRMED: order.confirmed !== true,
    MEMBER: Boolean(order.memberId),
    POS_ORDER: order.method === 'OFFLINE_POS',
  })[tag] ?? false;

const within = (list: string[] | undefined, value: unknown) =>
  !list?.length || list.includes(String(value));

const searchable = (order: TicketOrder) =>
  [order.orderNumber, order.fullName, order.email].join(' ').toLowerCase();

export const facetCounts = (orders: TicketOrder[], facets: ('status' | 'eventId' | 'method')[]) =>
  Object.fromEntries(
    facets.map((facet) => {
      const counts: Record<string, number> = {};
      for (const o of orders) counts[o[facet]] = (counts[o[facet]] ?? 0) + 1;
      return [facet, { counts }];
    }),
  );

const paidLike = (o: TicketOrder) => ['PAID', 'FREE', 'AUTHORIZED'].includes(o.status);
const totalOf = (o: TicketOrder) => Number(o.totalPrice.amount);

/** The order `orderNumber` of event `eventId`, or 404. */
export const eventOrder = (p: Platform, eventId: string, orderNumber: string): TicketOrder => {
  const order = p.db.ticketOrders.get(orderNumber);
  if (!order || order.eventId !== eventId) throw notFound(`Order ${orderNumber}`);
  return order;
};

/** A payment step (capture, void): only from the given statuses; PAID confirms the order. */
export const moveOrder = (
  p: Platform,
  order: TicketOrder,
  step: { from: TicketOrderStatus[]; to: TicketOrderStatus; action: string },
): TicketOrder => {
  if (!step.from.includes(order.status)) {
    // The code the SDK's Capture- and VoidAuthorizedPaymentApplicationErrors declare.
    throw failedPrecondition(
      'ORDER_STATUS_NOT_AUTHORIZED',
      `Cannot ${step.action} a ${order.status} order`,
    );
  }
  return updateOrder(p, order, { status: step.to, confirmed: step.to === 'PAID' });
};

/** The orders list's filters (spec §7.3): each list given must hold the order's value. */
export const filterOrders = (
  p: Platform,
  orders: TicketOrder[],
  q: {
    status?: string[] | undefined;
    eventId?: string[] | undefined;
    orderNumber?: string[] | undefined;
    memberId?: string[] | undefined;
    contactId?: string[] | undefined;
    tag?: string[] | undefined;
    searchPhrase?: string | undefined;
  },
): TicketOrder[] => {
  const search = q.searchPhrase?.toLowerCase();
  return orders
    .filter(
      (o) =>
        within(q.status, o.status) &&
        within(q.eventId, o.eventId) &&
        within(q.orderNumber, o.orderNumber) &&
        within(q.memberId, o.memberId) &&
        within(q.contactId, contactIdFor(p, o.email)),
    )
    .filter((o) => !q.tag?.length || q.tag.every((t) => hasTag(o, t)))
    .filter((o) => !search || searchable(o).includes(search));
};

/**
 * Sales of paid, free and authorised orders (of these events, or all), one row per currency
 * they were paid in, as the SDK's GetSummaryResponse groups them: events may be priced in
 * different currencies. With none sold, one empty row in the events' currencies (the site's
 * for all events).
 */
export const salesOf = (p: Platform, eventIds: string[] | undefined) => {
  const orders = p.db.ticketOrders.all().filter((o) => within(eventIds, o.eventId) && paidLike(o));
  const currencies = orders.length
    ? orders.map((o) => o.totalPrice.currency)
    : eventIds?.length
      ? eventIds.map((id) => eventCurrency(p, id))
      : [CURRENCY];
  return [...new Set(currencies)].sort().map((currency) => {
    const paid = orders.filter((o) => o.totalPrice.currency === currency);
    return {
      currency,
      revenue: paid.reduce((s, o) => s + totalOf(o), 0),
      totalOrders: paid.length,
      totalTickets: paid.reduce((s, o) => s + o.ticketsQuantity, 0),
    };
  });
};
