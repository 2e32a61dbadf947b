/** How long a reservation holds its seats: 20 minutes, the hosted platform's default. */
export const RESERVATION_MINUTES = 20;
export const RESERVATION_MS = RESERVATION_MINUTES * 60 * 1000;
