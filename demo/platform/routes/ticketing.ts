import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import { permissionDenied } from '../errors.ts';
import { orderMemberFor, placeOrder, updateCheckoutOrder } from '../domain/ticket-orders.ts';
import {
  cancelReservation,
  getEvent,
  heldReservation,
  invoiceAnswer,
  ownReservation as ownReservationOf,
  reservationAnswer,
  reservedTickets,
  reserve,
  ticketsOnSale,
} from '../domain/tickets.ts';
import { RESERVATION_MINUTES } from '../domain/reservation-hold.ts';
import { orderView } from '../domain/ticket-order-view.ts';
import { requestBase } from '../domain/products.ts';
import { callerOf, ownerKeyOf, requireCaller } from '../domain/tokens.ts';
import { dashboardOf } from '../domain/ticket-definitions.ts';
import { matches } from '../query/filter.ts';
import { offsetPage, sortDocs } from '../query/query.ts';
import {
  email,
  guid,
  intParam,
  jsonRecord,
  listParam,
  pathId,
  readBody,
  readParams,
  storedJson,
  text,
} from '../validation.ts';

/** How many of one ticket type a reservation asks for: the SDK's bound. */
export const ticketQuantity = z.number().int().min(1).max(50);

/** The most a buyer may name for a donation ticket, in the event's currency. */
export const MAX_DONATION = 100_000;

/**
 * The price a buyer names for a donation ticket, in the event's currency (a decimal string or a
 * number); one finer than the currency goes is refused when reserving (domain/tickets.ts).
 */
export const donationPrice = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().finite().min(0).max(MAX_DONATION),
);

/**
 * The available-tickets `state`s the SDK declares (ListAvailableTicketsRequest): only that the
 * listing include tickets hidden while not on sale. No definition is hidden so (the listing
 * shows `hideNotOnSale: false`), so it lists what the call lists anyway; any other is refused.
 */
const STATES = z.enum(['INCLUDE_HIDDEN_NOT_ON_SALE']);
/** QueryAvailableTickets' field sets as the SDK declares them: every listing has its policy. */
const FIELDSETS = z.enum(['POLICY', 'DASHBOARD']);

/** "price:asc" style sorts of the older ticketing API, or query sort objects. */
const sortParam = z.union([
  text(100).regex(/^[A-Za-z.]+(:(asc|desc))?$/),
  z.array(z.object({ fieldName: text(100), order: z.enum(['ASC', 'DESC']).optional() })).max(5),
]);

const toSort = (sort: z.infer<typeof sortParam> | undefined) => {
  if (sort === undefined || Array.isArray(sort)) return sort;
  const [fieldName = '', order] = sort.split(':');
  return [{ fieldName, order: order === 'desc' ? ('DESC' as const) : ('ASC' as const) }];
};

/** A form answer: the SDK's FormInput bounds (value at most 5,000, values at most 100). */
const inputValue = z.object({
  inputName: text(100),
  value: text(5000).optional(),
  values: z.array(text(500)).max(100).optional(),
});
/** The SDK's Buyer: names at most 50 characters. */
const buyer = z.object({ firstName: text(50).min(1), lastName: text(50).min(1), email: email() });
/**
 * A guest's answers are stored on each of their tickets (the buyer's on every ticket without a
 * guest of its own): a registration form's worth, never a megabyte copied per ticket.
 */
export const MAX_GUEST_FORM_BYTES = 16 * 1024;
/** Guests' forms, at least one and at most `max`: the SDK's checkout takes 50, its update 20. */
const guests = (max: number) =>
  z
    .array(
      z.object({
        form: z.object({
          inputValues: storedJson(z.array(inputValue).max(200), MAX_GUEST_FORM_BYTES),
        }),
      }),
    )
    .min(1)
    .max(max);
/** The SDK's Discount: a coupon code of at most 20 characters. */
const discount = z.object({ couponCode: text(20).optional() }).optional();

const checkoutSchema = z.object({
  eventId: guid(),
  reservationId: guid(),
  memberId: guid().optional(),
  discount,
  buyer: buyer.optional(),
  guests: guests(50).optional(),
  paidPlanBenefit: jsonRecord().optional(),
  options: jsonRecord().optional(),
  marketingConsent: z.boolean().optional(),
});

/** Ticketing checkout (spec §7.4): tickets on sale, reservations, invoices and checkout. */
export const ticketingRoutes = (p: Platform) => {
  // Without a limit only the counts come back (the SDK: "Default: 0 ... only metadata").
  const answer = (c: Ctx, defs: ReturnType<typeof ticketsOnSale>, limit = 0, offset = 0) => {
    const page = offsetPage(defs, limit, offset);
    return c.json({
      definitions: page.items,
      metaData: { offset: page.offset, count: page.items.length, total: page.total },
    });
  };
  const ownReservation = (c: Ctx, eventId: string, id: string) =>
    ownReservationOf(p, requireCaller(p, c), eventId, id);
  const memberFor = (c: Ctx, requested: string | undefined) =>
    orderMemberFor(requireCaller(p, c), requested);

  return new Hono<AppEnv>()
    .get('/v1/checkout/options', (c) =>
      c.json({
        paymentMethodConfigured: true,
        acceptCoupons: true,
        premiumServices: true,
        paidTickets: true,
        // Coupons only: the events checkout takes no gift cards here.
        acceptGiftCards: false,
        reservationMinutes: RESERVATION_MINUTES,
      }),
    )
    .get('/v1/checkout/available-tickets', async (c) => {
      const q = await readParams(
        c,
        z.object({
          eventId: listParam(guid()).optional(),
          offset: intParam().optional(),
          limit: intParam(0, 100).optional(),
          sort: sortParam.optional(),
          state: listParam(STATES).optional(),
        }),
      );
      const defs = sortDocs(ticketsOnSale(p, q.eventId), toSort(q.sort));
      return answer(c, defs, q.limit, q.offset);
    })
    .post('/v1/checkout/available-tickets/query', async (c) => {
      const q = await readBody(
        c,
        z.object({
          offset: intParam().optional(),
          limit: intParam(0, 1000).optional(),
          filter: jsonRecord().optional(),
          fieldset: listParam(FIELDSETS, 20).optional(),
          sort: sortParam.optional(),
        }),
      );
      // The SDK: "The fieldsets in this function are restricted" (to an elevated caller).
      const dashboard = q.fieldset?.includes('DASHBOARD');
      if (dashboard && callerOf(p, c).kind !== 'admin')
        throw permissionDenied('The DASHBOARD fieldset needs an elevated caller');
      const defs = ticketsOnSale(p, undefined)
        .filter((d) => matches(d, q.filter))
        .map((d) =>
          dashboard ? { ...d, dashboard: dashboardOf(p, p.db.ticketDefinitions.get(d.id)!) } : d,
        );
      return answer(c, sortDocs(defs, toSort(q.sort)), q.limit, q.offset);
    })
    .post('/v1/checkout/reservations', async (c) => {
      const body = await readBody(
        c,
        z.object({
          eventId: guid(),
          ticketQuantities: z
            .array(
              z.object({
                ticketDefinitionId: guid(),
                quantity: ticketQuantity,
                priceOverride: donationPrice.optional(),
              }),
            )
            .min(1)
            .max(50),
          ignoreLimits: z.boolean().default(false),
          allowHiddenTickets: z.boolean().optional(),
          overrideRequestTime: z.iso.datetime({ offset: true }).optional(),
        }),
      );
      const caller = requireCaller(p, c);
      if (body.ignoreLimits && caller.kind !== 'admin')
        throw permissionDenied('ignoreLimits needs an elevated caller');
      const reservation = reserve(
        p,
        ownerKeyOf(caller),
        body.eventId,
        body.ticketQuantities,
        body.ignoreLimits,
      );
      return c.json(reservationAnswer(p, reservation));
    })
    .delete('/v1/checkout/reservations/:id', async (c) => {
      const { eventId } = await readParams(c, z.object({ eventId: guid() }));
      cancelReservation(p, ownReservation(c, eventId, pathId(c)));
      return c.json({});
    })
    .post('/v1/checkout/invoices/:reservationId', async (c) => {
      const body = await readBody(
        c,
        z.object({
          eventId: guid(),
          withDiscount: discount,
          paidPlanBenefit: jsonRecord().optional(),
        }),
      );
      // Any state: the invoice says whether it was checked out, cancelled or let expire.
      const reservation = heldReservation(
        p,
        requireCaller(p, c),
        body.eventId,
        pathId(c, 'reservationId'),
      );
      return c.json({
        invoice: invoiceAnswer(p, reservation, body.withDiscount?.couponCode),
        expires: reservation.expires,
        reservations: reservedTickets(p, reservation),
        reservationStatus: reservation.status,
        // Whether an order was placed with it already (the SDK: "already used in a checkout").
        reservationOccupied: p.db.ticketOrders
          .allByKey(reservation.eventId)
          .some((o) => o.reservationId === reservation.id),
      });
    })
    .post('/v1/checkout', async (c) => {
      const body = await readBody(c, checkoutSchema);
      const memberId = memberFor(c, body.memberId);
      const reservation = ownReservation(c, body.eventId, body.reservationId);
      const event = getEvent(p, body.eventId);
      const order = placeOrder(p, event, reservation, {
        ...body,
        memberId,
        couponCode: body.discount?.couponCode,
      });
      return c.json({
        order: orderView(p, requestBase(c.req.url), order),
        expires: reservation.expires,
        reservations: reservedTickets(p, reservation),
      });
    })
    .patch('/v1/checkout/:orderNumber', async (c) => {
      const body = await readBody(
        c,
        z.object({
          eventId: guid(),
          buyer: buyer.optional(),
          guests: guests(20).optional(),
          memberId: guid().optional(),
          discount,
          paidPlanBenefit: jsonRecord().optional(),
        }),
      );
      const order = updateCheckoutOrder(
        p,
        requireCaller(p, c),
        { eventId: body.eventId, orderNumber: pathId(c, 'orderNumber') },
        body,
      );
      return c.json({ order: orderView(p, requestBase(c.req.url), order) });
    });
};
