/**
 * Ticket reservations and the ticket checkout (spec §7.4). Every reservation change refetches
 * the event's tickets (eventKeys.tickets): remaining counts changed either way.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
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
import { useEffect, useMemo, useRef } from 'react';
import { scopeOf } from '../session';
// Not through the session's index: only this family uses it, so it stays out of the runtime.
import { tabReservations, type TabReservations } from '../session/tab-reservation';
import { eventKeys } from './events';
import { getQueryClient, shouldRetry } from './query-client';

export { pageOf, type TabReservation } from '../session/tab-reservation';
import { usePlatform, useSiteConfig } from './use-platform';

/** When an answer came (`Date.now()`) and its `Date` header: the platform's clock then. */
export interface AnswerClock {
  serverDate: string | null;
  receivedAt: number;
}

/** A new reservation and the clock hints the countdown corrects our clock with. */
export interface NewReservation extends AnswerClock {
  reservation: Reservation;
  /** How long the server holds seats, when it says. */
  holdMinutes: number | undefined;
}

/**
 * Calls the ticketing checkout through a transport of its own over the page's tokens: the
 * shared one hands back bodies only, and the countdown wants the answer's `Date` header too.
 */
async function readingDate<T>(
  client: PlatformClient,
  apiBase: string | undefined,
  call: (checkout: ReturnType<typeof ticketingCheckout>) => Promise<T>,
): Promise<{ answer: T; clock: AnswerClock }> {
  let serverDate: string | null = null;
  const transport = createTransport({
    origin: originFor(apiBase, 'edge'),
    authorize: client.auth.getAccessToken,
    hooks: {
      afterResponse: [(_request, response) => void (serverDate = response.headers.get('date'))],
    },
  });
  const answer = await call(ticketingCheckout(transport));
  return { answer, clock: { serverDate, receivedAt: Date.now() } };
}

/**
 * `holdMinutes`: how long the platform holds seats, as the event says it
 * (`registration.tickets.reservationDurationInMinutes`; the checkout options do not).
 */
export function useCreateReservation(eventId: string, holdMinutes?: number | null) {
  const client = usePlatform();
  const { apiBase } = useSiteConfig();
  const queryClient = useQueryClient();
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => void (gone.current = true);
  }, []);
  return useMutation({
    mutationFn: async (ticketQuantities: TicketQuantity[]): Promise<NewReservation> => {
      const { answer, clock } = await readingDate(client, apiBase, (checkout) =>
        checkout.createReservation({ eventId, ticketQuantities }),
      );
      return { reservation: answer, ...clock, holdMinutes: holdMinutes || undefined };
    },
    // The widget was removed while this was under way (an app's route change): no one will
    // show these seats or give them back, so give them back now (this runs even unmounted).
    onSuccess: ({ reservation }) =>
      gone.current &&
      releaseReservation(client, apiBase, { eventId, reservationId: reservation.id }),
    // Remaining counts changed either way (taken, or someone else took the last ones). Not
    // awaited: the answer is shown at once, not after the counts are read again (offline, only
    // once that read has failed through its retries, seconds later).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventKeys.tickets(eventId) }),
  });
}

/** This tab's kept reservations, scoped like the page's tokens (session/tab-reservation.ts). */
export function useTabReservations(): TabReservations {
  const { clientId, apiBase } = useSiteConfig();
  return useMemo(() => tabReservations(scopeOf({ clientId, apiBase })), [clientId, apiBase]);
}

/** A reservation the platform still holds: its server-clock expiry and its lines. */
export interface LiveReservation {
  expires: string;
  reservations?: Reservation['reservations'];
  /** RESERVATION_PENDING while held, or CONFIRMED (an order placed), EXPIRED, CANCELED… */
  reservationStatus?: string;
}

/** The platform's answer about a reservation, and when it came by both clocks. */
export interface LiveAnswer extends LiveReservation {
  clock: AnswerClock;
}

/**
 * Asks the platform whether a reservation kept from before a reload is still held, and until
 * when (the invoice call answers with the hold's `expires`; its `Date` header, the platform's
 * clock now: the visitor's may have been set meanwhile). An expired or released one fails.
 * Never cached: the answer is about this moment. `enabled`: asked only when the widget doubts.
 */
export function useLiveReservation(eventId: string, reservationId: string, enabled = true) {
  const client = usePlatform();
  const { apiBase } = useSiteConfig();
  return useQuery({
    enabled,
    queryKey: [...eventKeys.all, 'reservation', eventId, reservationId],
    queryFn: async (): Promise<LiveAnswer> => {
      const { answer, clock } = await readingDate(client, apiBase, (checkout) =>
        checkout.getInvoice(reservationId, { eventId }),
      );
      return { ...(answer as LiveReservation), clock };
    },
    // An expired or released reservation is a refusal; a failure to ask is asked again.
    retry: shouldRetry,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * Releases a reservation without waiting for the answer, as a `keepalive` request so it
 * outlives the page: called from `pagehide` too, where nothing may wait on more than
 * microtasks before the request starts (a token refresh at that moment would come too late).
 */
export function releaseReservation(
  client: PlatformClient,
  apiBase: string | undefined,
  reservation: { eventId: string; reservationId: string },
): void {
  const transport = createTransport({
    origin: originFor(apiBase, 'edge'),
    authorize: client.auth.getAccessToken,
    fetch: (request) => fetch(new Request(request, { keepalive: true })),
    timeoutMs: false,
  });
  void ticketingCheckout(transport)
    .cancelReservation(reservation.reservationId, reservation.eventId)
    // The seats are on sale again: a picker shown later (an app's route back) counts them.
    .then(() =>
      getQueryClient().invalidateQueries({ queryKey: eventKeys.tickets(reservation.eventId) }),
    )
    .catch(() => undefined); // the page is gone: the hold then ends at its expiry
}

export function useCancelReservation(eventId: string) {
  const client = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservationId: string) =>
      client.ticketingCheckout.cancelReservation(reservationId, eventId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventKeys.tickets(eventId) }),
  });
}

/**
 * Checks out a reservation: free orders are done, paid ones go on to the hosted checkout.
 * A refusal reaches `onError` only while the form that sent it is still shown: an answer held
 * up (a laptop asleep, a slow network) may come after the countdown sent the visitor back to
 * choose again, maybe after they reserved anew, and its "reservation expired" must not end
 * that new hold nor announce the old one's expiry twice. An order still reaches `onSuccess`.
 */
export function useTicketCheckout({
  onError,
  ...options
}: Omit<UseMutationOptions<CheckoutAnswer, Error, CheckoutRequest>, 'mutationFn'>) {
  const client = usePlatform();
  const checkout = useMutation({
    ...options,
    mutationFn: (request: CheckoutRequest) => client.ticketingCheckout.checkout(request),
  });
  // TanStack calls a mutate's own callbacks only while its observer is mounted (and latest).
  return {
    ...checkout,
    mutate: (request: CheckoutRequest) => checkout.mutate(request, { onError }),
  };
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
