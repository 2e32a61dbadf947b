import type { EventDetails } from './types';

/** What a visitor can do about an event, from registration.status and tickets.soldOut. */
export type RegistrationState =
  'open' | 'sold-out' | 'scheduled' | 'closed' | 'rsvp' | 'external' | 'canceled';

export function registrationState(event: EventDetails): RegistrationState {
  if (event.status === 'CANCELED') return 'canceled';
  const registration = event.registration ?? {};
  switch (registration.status) {
    case 'OPEN_TICKETS':
      return registration.tickets?.soldOut ? 'sold-out' : 'open';
    case 'OPEN_EXTERNAL':
      return 'external';
    case 'OPEN_RSVP':
    case 'OPEN_RSVP_WAITLIST_ONLY':
      return 'rsvp';
    case 'SCHEDULED_RSVP':
      return 'scheduled';
    default:
      // CLOSED_AUTOMATICALLY, CLOSED_MANUALLY, or a status this widget does not know yet.
      return 'closed';
  }
}
