import type { Reservation } from '../../shared/client';
import type { LiveAnswer, LiveReservation, NewReservation } from '../../shared/data/reservations';
import { DRIFT, serverSkew } from './countdown';

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
 * The skew of a kept reservation back after a reload, by the platform's answer now: the visitor
 * may have set their clock while the page was away, which no timer saw. The kept skew (to the
 * millisecond) while the answer's `Date` (to the second) agrees with it, or cannot be read.
 */
export function resumedSkew({ expires, clock }: LiveAnswer, keptSkew: number): number {
  if (!clock.serverDate) return keptSkew;
  const now = serverSkew({ expires, ...clock });
  return Math.abs(now - keptSkew) > DRIFT ? now : keptSkew;
}

/**
 * The platform's invoice for a reservation answers whatever became of it (its
 * `reservationStatus`): one expired or given back is no longer held, though it is answered.
 */
export const holdEnded = (live: LiveReservation): boolean =>
  /EXPIRED|CANCELED/.test(live.reservationStatus ?? '');
