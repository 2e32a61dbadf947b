/** Events ticketing orders (spec §7.3). A member sees only their own orders. */
import type { RequestOptions, Transport } from '../transport';
import { seg } from '../transport';
import type { TicketingOrder } from '../types';

export interface ListOrdersOptions {
  offset?: number;
  limit?: number;
  fieldset?: string[];
  status?: string[];
  eventId?: string[];
  orderNumber?: string[];
  memberId?: string[];
  facet?: string[];
  searchPhrase?: string;
  eventCreatorId?: string[];
  sort?: string;
  tag?: string[];
  contactId?: string[];
}

export type OrderAnswer = { order: TicketingOrder };
export type OrdersAnswer = { orders: TicketingOrder[] };

/** Ticketing orders' public prefix. */
const V1 = '/events/v1';

const orderPath = (eventId: string, orderNumber: string) =>
  `${V1}/events/${seg(eventId)}/orders/${seg(orderNumber)}`;

export const ticketingOrders = (t: Transport) => ({
  listOrders: (options: ListOrdersOptions = {}) =>
    t.get<OrdersAnswer & { total?: number; offset?: number; limit?: number }>(`${V1}/orders`, {
      ...options,
    }),
  getOrder: (eventId: string, orderNumber: string, fieldset?: string[], call?: RequestOptions) =>
    t.get<OrderAnswer>(orderPath(eventId, orderNumber), { eventId, orderNumber, fieldset }, call),
});

export interface OrderUpdate {
  /** The paths being updated (`archived`, `checkoutForm`): a field mask, sent comma-joined. */
  fields?: string[];
  checkoutForm?: { inputValues: Array<Record<string, unknown>> };
  archived?: boolean;
}

/**
 * Order administration (elevated): updates, confirmation, summary, capture/void, POS. A field
 * mask travels as the platform's JSON writes one, a comma-joined string, as the SDK sends it.
 */
export const ticketingOrdersAdmin = (t: Transport) => ({
  updateOrder: (eventId: string, orderNumber: string, update: OrderUpdate) =>
    t.patch<OrderAnswer>(orderPath(eventId, orderNumber), {
      eventId,
      orderNumber,
      ...update,
      fields: update.fields?.join(','),
    }),
  bulkUpdateOrders: (
    eventId: string,
    update: { orderNumber: string[]; fields?: string[]; archived?: boolean },
  ) =>
    t.patch<OrdersAnswer>(`${V1}/events/${seg(eventId)}/orders`, {
      eventId,
      ...update,
      fields: update.fields?.join(','),
    }),
  confirmOrder: (eventId: string, orderNumber: string[]) =>
    t.post<OrdersAnswer>(`${V1}/events/${seg(eventId)}/orders/confirm`, { eventId, orderNumber }),
  getSummary: (eventId?: string) =>
    t.get<{ sales?: Array<Record<string, unknown>> }>(`${V1}/orders/summary`, { eventId }),
  captureAuthorizedPayment: (eventId: string, orderNumber: string) =>
    t.post<Record<string, never>>(`${V1}/events/orders/${seg(orderNumber)}/capture`, {
      orderNumber,
      eventId,
    }),
  voidAuthorizedPayment: (eventId: string, orderNumber: string) =>
    t.post<Record<string, never>>(`${V1}/events/orders/${seg(orderNumber)}/void`, {
      orderNumber,
      eventId,
    }),
  /** Point-of-sale checkout: marks the order as paid offline. */
  posCheckout: (checkout: { eventId: string; reservationId: string; paymentDetailsId?: string }) =>
    t.post<OrderAnswer & { reservations?: unknown[] }>(`${V1}/pos-checkout`, checkout),
});
