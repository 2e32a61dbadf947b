import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import type { TicketOrder, TicketOrderStatus } from '../db/types.ts';
import { notFound, permissionDenied } from '../errors.ts';
import {
  checkArchiving,
  confirmOrders,
  eventOrder,
  facetCounts,
  filterOrders,
  moveOrder,
  salesOf,
  sellAtBoxOffice,
  updateOrder,
  updateOrders,
} from '../domain/ticket-orders.ts';
import { orderView } from '../domain/ticket-order-view.ts';
import { getEvent, liveReservation, reservedTickets, ticketMoney } from '../domain/tickets.ts';
import { requestBase } from '../domain/products.ts';
import { callerOf, requireAdmin, requireCaller } from '../domain/tokens.ts';
import { offsetPage, sortDocs } from '../query/query.ts';
import {
  boolParam,
  fieldMask,
  guid,
  idString,
  intParam,
  jsonRecord,
  listParam,
  pathId,
  readBody,
  readParams,
  text,
} from '../validation.ts';

const STATUSES = z.enum([
  'NA_ORDER_STATUS',
  'FREE',
  'PENDING',
  'PAID',
  'OFFLINE_PENDING',
  'INITIATED',
  'CANCELED',
  'DECLINED',
  'AUTHORIZED',
  'VOIDED',
  'PARTIALLY_PAID',
]);
const FIELDSETS = z.enum(['TICKETS', 'DETAILS', 'FORM', 'INVOICE']);

/** The SDK's ListOrdersRequest bounds (`@maxSize` per list). */
const listSchema = z.object({
  offset: intParam().optional(),
  limit: intParam(0, 400).optional(),
  fieldset: listParam(FIELDSETS, 20).optional(),
  status: listParam(STATUSES).optional(),
  eventId: listParam(guid(), 100).optional(),
  orderNumber: listParam(guid(), 500).optional(),
  memberId: listParam(guid(), 500).optional(),
  facet: listParam(z.enum(['status', 'eventId', 'method']), 20).optional(),
  searchPhrase: text(200).optional(),
  eventCreatorId: listParam(idString(), 50).optional(),
  sort: text(100)
    .regex(/^[A-Za-z.]+(:(asc|desc))?$/)
    .optional(),
  tag: listParam(
    z.enum(['ARCHIVED', 'CONFIRMED', 'UNCONFIRMED', 'MEMBER', 'POS_ORDER']),
  ).optional(),
  contactId: listParam(idString(), 100).optional(),
});

/** The order numbers one bulk update or confirmation names: the SDK's `@maxSize 100`. */
const MAX_BULK_ORDERS = 100;

/** Ticketing orders (spec §7.3). Admins see all; a member sees only their own orders. */
export const orderRoutes = (p: Platform) => {
  const visibleTo = (c: Ctx) => {
    const caller = callerOf(p, c);
    if (caller.kind === 'admin') return () => true;
    if (caller.kind === 'member') return (o: TicketOrder) => o.memberId === caller.memberId;
    throw permissionDenied('Listing orders needs a member token or an elevated caller');
  };
  const orderOf = (eventId: string, orderNumber: string) => eventOrder(p, eventId, orderNumber);
  const view = (c: Ctx, order: TicketOrder, fieldsets?: Parameters<typeof orderView>[3]) =>
    orderView(p, requestBase(c.req.url), order, fieldsets);
  const transition =
    (c: Ctx, from: TicketOrderStatus[], to: TicketOrderStatus, action: string) => async () => {
      requireAdmin(p, c);
      const { eventId } = await readBody(c, z.object({ eventId: guid() }));
      moveOrder(p, orderOf(eventId, pathId(c, 'orderNumber')), { from, to, action });
      return c.json({});
    };

  return new Hono<AppEnv>()
    .get('/v1/orders', async (c) => {
      const q = await readParams(c, listSchema);
      const mine = visibleTo(c);
      const orders = filterOrders(p, p.db.ticketOrders.all().filter(mine), q);
      const [fieldName = 'created', order = 'desc'] = (q.sort ?? 'created:desc').split(':');
      const sorted = sortDocs(orders, [{ fieldName, order: order === 'asc' ? 'ASC' : 'DESC' }]);
      const page = offsetPage(sorted, q.limit ?? 50, q.offset);
      return c.json({
        orders: page.items.map((o) => view(c, o, q.fieldset ?? [])),
        total: page.total,
        offset: page.offset,
        limit: q.limit ?? 50,
        facets: facetCounts(orders, q.facet ?? []),
      });
    })
    .get('/v1/orders/summary', async (c) => {
      requireAdmin(p, c);
      const { eventId } = await readParams(c, z.object({ eventId: listParam(guid()).optional() }));
      return c.json({
        sales: salesOf(p, eventId).map(({ currency, revenue, totalOrders, totalTickets }) => ({
          total: ticketMoney(revenue, currency),
          totalSales: ticketMoney(revenue, currency),
          revenue: ticketMoney(revenue, currency),
          totalOrders,
          totalTickets,
        })),
      });
    })
    .get('/v1/events/:eventId/orders/:orderNumber', async (c) => {
      const { fieldset } = await readParams(
        c,
        z.object({ fieldset: listParam(FIELDSETS).optional() }),
      );
      const caller = requireCaller(p, c);
      const order = orderOf(pathId(c, 'eventId'), pathId(c, 'orderNumber'));
      const allowed =
        caller.kind === 'admin' ||
        (caller.kind === 'member' && order.memberId === caller.memberId) ||
        (caller.kind === 'visitor' && order.ownerKey === `visitor:${caller.visitorId}`);
      if (!allowed) throw notFound(`Order ${order.id}`);
      return c.json({ order: view(c, order, fieldset ?? []) });
    })
    .patch('/v1/events/:eventId/orders/:orderNumber', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(
        c,
        z.object({
          // The paths being updated (the SDK's `fields`), not the fieldsets a read names.
          fields: fieldMask(['checkoutForm', 'archived']).optional(),
          checkoutForm: z.object({ inputValues: z.array(jsonRecord()).max(100) }).optional(),
          archived: z.boolean().optional(),
        }),
      );
      const order = orderOf(pathId(c, 'eventId'), pathId(c, 'orderNumber'));
      // With a mask, only the paths it names change; without one, whatever was sent.
      const masked = (path: 'checkoutForm' | 'archived') =>
        !body.fields || body.fields.includes(path);
      const changes: Partial<TicketOrder> = {};
      if (body.checkoutForm && masked('checkoutForm')) changes.checkoutForm = body.checkoutForm;
      if (body.archived !== undefined && masked('archived')) {
        checkArchiving([order], body.archived);
        changes.archived = body.archived;
      }
      return c.json({ order: view(c, updateOrder(p, order, changes)) });
    })
    .patch('/v1/events/:eventId/orders', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(
        c,
        z.object({
          orderNumber: listParam(guid(), MAX_BULK_ORDERS, 1),
          fields: fieldMask(['archived']).optional(),
          archived: boolParam().optional(),
        }),
      );
      const eventId = pathId(c, 'eventId');
      const orders = body.orderNumber.map((n) => orderOf(eventId, n));
      const archived = !body.fields || body.fields.includes('archived') ? body.archived : undefined;
      if (archived !== undefined) checkArchiving(orders, archived);
      const updated = updateOrders(p, orders, () => (archived === undefined ? {} : { archived }));
      return c.json({ orders: updated.map((o) => view(c, o)) });
    })
    .post('/v1/events/:eventId/orders/confirm', async (c) => {
      requireAdmin(p, c);
      const { orderNumber } = await readBody(
        c,
        z.object({ orderNumber: listParam(guid(), MAX_BULK_ORDERS) }),
      );
      const eventId = pathId(c, 'eventId');
      const orders = orderNumber.map((n) => orderOf(eventId, n));
      return c.json({ orders: confirmOrders(p, orders).map((o) => view(c, o)) });
    })
    .post('/v1/events/orders/:orderNumber/capture', (c) =>
      transition(c, ['AUTHORIZED'], 'PAID', 'capture')(),
    )
    .post('/v1/events/orders/:orderNumber/void', (c) =>
      transition(c, ['AUTHORIZED'], 'VOIDED', 'void')(),
    )
    .post('/v1/pos-checkout', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(
        c,
        z.object({
          eventId: guid(),
          reservationId: guid(),
          paymentDetailsId: idString().optional(),
        }),
      );
      const reservation = liveReservation(p, body.eventId, body.reservationId);
      const event = getEvent(p, body.eventId);
      const withPayment = sellAtBoxOffice(p, event, reservation, body.paymentDetailsId);
      return c.json({
        order: view(c, withPayment),
        reservations: reservedTickets(p, reservation),
      });
    });
};
