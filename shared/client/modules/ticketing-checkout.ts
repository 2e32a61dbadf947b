/** Events ticketing checkout with time-limited reservations (spec §7.4). */
import type { RequestOptions, Transport } from '../transport';
import { seg } from '../transport';
import type { Filter, Sort } from '../query';
import type {
  CheckoutAnswer,
  Reservation,
  TicketDefinitionsAnswer,
  TicketingOrder,
} from '../types';

export interface TicketQuantity {
  ticketDefinitionId: string;
  quantity: number;
  /** Donation tickets: the amount the buyer chose. */
  priceOverride?: string;
}

export interface NewReservation {
  eventId: string;
  ticketQuantities: TicketQuantity[];
  ignoreLimits?: boolean;
  allowHiddenTickets?: boolean;
  overrideRequestTime?: string;
}

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

export interface Guest {
  form: { inputValues: Array<{ inputName: string; value?: string; values?: string[] }> };
}

export interface CheckoutRequest {
  eventId: string;
  reservationId: string;
  memberId?: string;
  discount?: { couponCode?: string };
  buyer?: Buyer;
  guests?: Guest[];
  paidPlanBenefit?: Record<string, unknown>;
  options?: Record<string, unknown>;
  marketingConsent?: boolean;
}

export type CheckoutUpdate = Omit<
  CheckoutRequest,
  'reservationId' | 'options' | 'marketingConsent'
>;

/** The ticketing checkout's public prefix. */
const CHECKOUT = '/events/v1/checkout';

export const ticketingCheckout = (t: Transport) => ({
  getCheckoutOptions: (call?: RequestOptions) =>
    t.get<Record<string, unknown>>(`${CHECKOUT}/options`, undefined, call),
  listAvailableTickets: (
    options: {
      eventId?: string[] | string;
      offset?: number;
      limit?: number;
      sort?: string;
      state?: string[];
    },
    call?: RequestOptions,
  ) => t.get<TicketDefinitionsAnswer>(`${CHECKOUT}/available-tickets`, { ...options }, call),
  queryAvailableTickets: (query: {
    offset?: number;
    limit?: number;
    filter?: Filter;
    fieldset?: string[];
    sort?: string | Sort[];
  }) => t.post<TicketDefinitionsAnswer>(`${CHECKOUT}/available-tickets/query`, query),
  createReservation: (reservation: NewReservation) =>
    t.post<Reservation>(`${CHECKOUT}/reservations`, reservation),
  cancelReservation: (id: string, eventId: string) =>
    t.delete<Record<string, never>>(`${CHECKOUT}/reservations/${seg(id)}`, { id, eventId }),
  getInvoice: (
    reservationId: string,
    options: { eventId: string; withDiscount?: unknown; paidPlanBenefit?: unknown },
  ) =>
    t.post<{ invoice?: Record<string, unknown> }>(`${CHECKOUT}/invoices/${seg(reservationId)}`, {
      reservationId,
      ...options,
    }),
  checkout: (request: CheckoutRequest) => t.post<CheckoutAnswer>(CHECKOUT, request),
  updateCheckout: (orderNumber: string, update: CheckoutUpdate) =>
    t.patch<{ order: TicketingOrder }>(`${CHECKOUT}/${seg(orderNumber)}`, {
      orderNumber,
      ...update,
    }),
});
