/** Events ticketing checkout with time-limited reservations (spec §7.4). */
import type { Transport } from '../transport';
import { seg } from '../transport';
import type { Filter, Sort } from '../query';
import type {
  CheckoutAnswer,
  Reservation,
  TicketDefinitionsAnswer,
  TicketingOrder,
} from '../schemas';

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

export const ticketingCheckout = (t: Transport) => ({
  getCheckoutOptions: () => t.get<Record<string, unknown>>('/v1/checkout/options'),
  listAvailableTickets: (options: {
    eventId?: string[] | string;
    offset?: number;
    limit?: number;
    sort?: string;
    state?: string[];
  }) => t.get<TicketDefinitionsAnswer>('/v1/checkout/available-tickets', { ...options }),
  queryAvailableTickets: (query: {
    offset?: number;
    limit?: number;
    filter?: Filter;
    fieldset?: string[];
    sort?: string | Sort[];
  }) => t.post<TicketDefinitionsAnswer>('/v1/checkout/available-tickets/query', query),
  createReservation: (reservation: NewReservation) =>
    t.post<Reservation>('/v1/checkout/reservations', reservation),
  cancelReservation: (id: string, eventId: string) =>
    t.delete<Record<string, never>>(`/v1/checkout/reservations/${seg(id)}`, { eventId }),
  getInvoice: (
    reservationId: string,
    options: { eventId: string; withDiscount?: unknown; paidPlanBenefit?: unknown },
  ) =>
    t.post<{ invoice?: Record<string, unknown> }>(
      `/v1/checkout/invoices/${seg(reservationId)}`,
      options,
    ),
  checkout: (request: CheckoutRequest) => t.post<CheckoutAnswer>('/v1/checkout', request),
  updateCheckout: (orderNumber: string, update: CheckoutUpdate) =>
    t.patch<{ order: TicketingOrder }>(`/v1/checkout/${seg(orderNumber)}`, update),
});
