import { describe, expect, it } from 'vitest';
import { registrationState } from './registration-state';
import type { EventDetails } from './types';

const event = (registration: EventDetails['registration'], status = 'UPCOMING'): EventDetails => ({
  id: 'e',
  title: 'E',
  status,
  registration,
});

describe('registrationState', () => {
  it.each([
    [{ status: 'OPEN_TICKETS' }, 'open'],
    [{ status: 'OPEN_TICKETS', tickets: { soldOut: true } }, 'sold-out'],
    [{ status: 'OPEN_EXTERNAL', external: { url: 'https://x.test' } }, 'external'],
    [{ status: 'OPEN_RSVP' }, 'rsvp'],
    [{ status: 'OPEN_RSVP_WAITLIST_ONLY' }, 'rsvp'],
    [{ status: 'SCHEDULED_RSVP' }, 'scheduled'],
    [{ status: 'CLOSED_AUTOMATICALLY' }, 'closed'],
    [{ status: 'CLOSED_MANUALLY' }, 'closed'],
    [undefined, 'closed'],
  ] as const)('%j is %s', (registration, expected) => {
    expect(registrationState(event(registration))).toBe(expected);
  });

  it('a canceled event is canceled whatever its registration says', () => {
    expect(registrationState(event({ status: 'OPEN_TICKETS' }, 'CANCELED'))).toBe('canceled');
  });
});
