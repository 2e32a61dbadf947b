import type { Reservation } from '../../shared/client';
import type { LiveReservation, NewReservation } from '../../shared/data/reservations';
import { serverSkew } from './countdown';

/** A live reservation and how far the server's clock is from ours (see countdown.ts). */
export interface HeldReservation {
  reservation: Reservation;
  skew: number;
}

/** A new reservation as the flow holds it: its clock hints turned into one skew. */
export const heldReservationOf = ({ reservation, ...hints }: NewReservation): HeldReservation => ({
  reservation,
  skew: serverSkew({ expires: reservation.expires, ...hints }),
});

/**
 * The platform's invoice for a reservation answers whatever became of it (its
 * `reservationStatus`): one expired or given back is no longer held, though it is answered.
 */
export const holdEnded = (live: LiveReservation): boolean =>
  /EXPIRED|CANCELED/.test(live.reservationStatus ?? '');
