/**
 * The reservation in progress, kept for the tab (sessionStorage): a reload finds it and goes
 * back to the form with the time the server still gives it. Per event, so a page with two
 * `<event-tickets>` keeps both; scoped like the tokens (client id and platform origin), since
 * only the visitor those tokens name can use or release it.
 */
import type { TicketQuantity } from '../client';
import type { TokenScope } from './persist';

export interface TabReservation {
  eventId: string;
  reservationId: string;
  /** The hold's end on the server's clock, and how far that clock is from ours. */
  expires: string;
  skew: number;
  /** The tickets chosen. */
  lines: TicketQuantity[];
  /** The page it was made on (without its hash): another page is somewhere else. */
  page: string;
  /**
   * The order placed for it, sent to the hosted payment page: coming back without paying
   * finds the order waiting instead of a picker that has forgotten it.
   */
  orderNumber?: string;
}

type Held = Record<string, TabReservation>;

const keyOf = ({ clientId, origin }: TokenScope) =>
  `site-widgets:reservations:${origin}/${clientId}`;

export const pageOf = (href: string) => href.split('#')[0]!;

function readAll(scope: TokenScope): Held {
  try {
    const held = JSON.parse(sessionStorage.getItem(keyOf(scope)) ?? '{}') as unknown;
    return held && typeof held === 'object' ? (held as Held) : {};
  } catch {
    return {}; // blocked storage or a corrupt value: nothing to come back to
  }
}

function writeAll(scope: TokenScope, held: Held): void {
  try {
    if (Object.keys(held).length) sessionStorage.setItem(keyOf(scope), JSON.stringify(held));
    else sessionStorage.removeItem(keyOf(scope));
  } catch {
    // storage full or blocked: the reservation still works until a reload
  }
}

const isReservation = (value: TabReservation | undefined): value is TabReservation =>
  typeof value?.reservationId === 'string' &&
  typeof value.expires === 'string' &&
  Array.isArray(value.lines);

/** This tab's kept reservations under one scope (see the file comment). */
export function tabReservations(scope: TokenScope) {
  return {
    /** The reservation kept for the event, if any. */
    kept(eventId: string): TabReservation | undefined {
      const held = readAll(scope)[eventId];
      return isReservation(held) ? held : undefined;
    },
    keep(reservation: TabReservation): void {
      writeAll(scope, { ...readAll(scope), [reservation.eventId]: reservation });
    },
    forget(eventId: string): void {
      const { [eventId]: _gone, ...rest } = readAll(scope);
      writeAll(scope, rest);
    },
    /**
     * Reservations kept for other events on other pages: the visitor has moved on to another
     * event, so those seats should go back. They are forgotten here; the caller releases them.
     */
    takeAbandoned(eventId: string, page: string): TabReservation[] {
      const held = readAll(scope);
      const abandoned = Object.values(held).filter(
        (kept) => isReservation(kept) && kept.eventId !== eventId && kept.page !== page,
      );
      if (abandoned.length) {
        const left = Object.entries(held).filter(([, kept]) => !abandoned.includes(kept));
        writeAll(scope, Object.fromEntries(left));
      }
      return abandoned;
    },
  };
}

export type TabReservations = ReturnType<typeof tabReservations>;
