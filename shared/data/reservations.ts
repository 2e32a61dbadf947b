/**
 * Ticket reservations and the ticket checkout (spec §7.6). Every reservation change refetches
 * the event's tickets (eventKeys.tickets): remaining counts changed either way.
 */
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import {
  createTransport,
  originFor,
  ticketingCheckout,
  type CheckoutAnswer,
  type CheckoutRequest,
  type PlatformClient,
  type Reservation,
  type TicketQuantity,
} from '../client';
import { checkoutOptionsQuery, eventKeys } from './events';
import { usePlatform, useSiteConfig } from './use-platform';

/** A new reservation and the clock hints the countdown corrects our clock with. */
export interface NewReservation {
  reservation: Reservation;
  /** The answer's `Date` header. */
  serverDate: string | null;
  receivedAt: number;
  /** How long the server holds seats, when it says. */
  holdMinutes: number | undefined;
}

/**
 * Creates the reservation through its own transport over the page's tokens: the shared one
 * hands back bodies only, and the countdown wants the answer's `Date` header too.
 */
async function reserveReadingDate(
  client: PlatformClient,
  apiBase: string | undefined,
  request: { eventId: string; ticketQuantities: TicketQuantity[] },
) {
  let serverDate: string | null = null;
  const transport = createTransport({
    origin: originFor(apiBase, 'edge'),
    authorize: client.auth.getAccessToken,
    hooks: {
      afterResponse: [(_request, response) => void (serverDate = response.headers.get('date'))],
    },
  });
  const reservation = await ticketingCheckout(transport).createReservation(request);
  return { reservation, serverDate, receivedAt: Date.now() };
}

export function useCreateReservation(eventId: string) {
  const client = usePlatform();
  const { apiBase } = useSiteConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ticketQuantities: TicketQuantity[]): Promise<NewReservation> => {
      const [answer, options] = await Promise.all([
        reserveReadingDate(client, apiBase, { eventId, ticketQuantities }),
        queryClient.fetchQuery(checkoutOptionsQuery(client)).catch(() => undefined),
      ]);
      return { ...answer, holdMinutes: Number(options?.reservationMinutes) || undefined };
    },
    // Remaining counts changed either way (taken, or someone else took the last ones).
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.tickets(eventId) }),
  });
}

export function useCancelReservation(eventId: string) {
  const client = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservationId: string) =>
      client.ticketingCheckout.cancelReservation(reservationId, eventId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.tickets(eventId) }),
  });
}

/** Checks out a reservation: free orders are done, paid ones go on to the hosted checkout. */
export function useTicketCheckout(
  options: Omit<UseMutationOptions<CheckoutAnswer, Error, CheckoutRequest>, 'mutationFn'>,
) {
  const client = usePlatform();
  return useMutation({
    ...options,
    mutationFn: (request: CheckoutRequest) => client.ticketingCheckout.checkout(request),
  });
}

/**
 * Opens a redirect session to the hosted events checkout for an order; `leave` checks its URL
 * and goes there (a throw fails the mutation).
 */
export function useEventsHostedCheckout(leave: (fullUrl: string) => void) {
  const client = usePlatform();
  return useMutation({
    mutationFn: async (request: {
      eventSlug: string;
      reservationId: string;
      postFlowUrl: string;
    }) => {
      const { redirectSession } = await client.redirects.createRedirectSession({
        eventsCheckout: { eventSlug: request.eventSlug, reservationId: request.reservationId },
        callbacks: { postFlowUrl: request.postFlowUrl },
      });
      leave(redirectSession.fullUrl);
    },
  });
}
