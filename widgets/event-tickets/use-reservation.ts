import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createTransport,
  originFor,
  ticketingCheckout,
  type PlatformClient,
  type Reservation,
  type TicketQuantity,
} from '../../shared/client';
import { usePlatform, useSiteConfig } from '../../shared/data';
import { serverSkew } from './countdown';

/** A live reservation and how far the server's clock is from ours (see countdown.ts). */
export interface HeldReservation {
  reservation: Reservation;
  skew: number;
}

export const ticketsKey = (eventId: string) => ['events', 'tickets', eventId] as const;

/**
 * Creates the reservation through its own transport over the page's tokens: the shared one
 * hands back bodies only, and the countdown wants the answer's `Date` header too.
 */
async function reserveReadingDate(
  client: PlatformClient,
  apiBase: string | undefined,
  request: {
    eventId: string;
    ticketQuantities: TicketQuantity[];
  },
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

export function useReserve(eventId: string) {
  const client = usePlatform();
  const { apiBase } = useSiteConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ticketQuantities: TicketQuantity[]): Promise<HeldReservation> => {
      const [answer, options] = await Promise.all([
        reserveReadingDate(client, apiBase, { eventId, ticketQuantities }),
        // How long the server holds seats, when it says: the most exact clock hint.
        queryClient
          .fetchQuery({
            queryKey: ['events', 'checkout-options'],
            queryFn: () => client.ticketingCheckout.getCheckoutOptions(),
            staleTime: Infinity,
            retry: false,
          })
          .catch(() => undefined),
      ]);
      const holdMinutes = Number(options?.reservationMinutes) || undefined;
      const skew = serverSkew({ expires: answer.reservation.expires, ...answer, holdMinutes });
      return { reservation: answer.reservation, skew };
    },
    // Remaining counts changed either way (taken, or someone else took the last ones).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKey(eventId) }),
  });
}

export function useCancelReservation(eventId: string) {
  const client = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservationId: string) =>
      client.ticketingCheckout.cancelReservation(reservationId, eventId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKey(eventId) }),
  });
}
