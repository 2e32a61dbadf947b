import { describe, expect, it } from 'vitest';
import { formatEventDates, placeOf } from './event-dates';
import type { EventDetails } from './types';

const event = (settings: EventDetails['dateAndTimeSettings']): EventDetails => ({
  id: 'e',
  title: 'E',
  status: 'UPCOMING',
  dateAndTimeSettings: settings,
});

describe('formatEventDates', () => {
  it("uses the event's time zone, not the visitor's", () => {
    const text = formatEventDates(
      event({
        startDate: '2030-03-06T04:00:00.000Z',
        endDate: '2030-03-06T07:00:00.000Z',
        timeZoneId: 'America/Los_Angeles',
      }),
      'en-US',
    );
    expect(text).toContain('Mar 5, 2030');
    expect(text).toMatch(/8:00\s*–\s*11:00\s*PM\s*PST/);
  });

  it('follows the locale', () => {
    const text = formatEventDates(
      event({ startDate: '2030-03-06T04:00:00.000Z', timeZoneId: 'Europe/Berlin' }),
      'de-DE',
    );
    expect(text).toMatch(/6\. März 2030.*05:00/);
  });

  it('says when the date is to be announced, and survives unknown zones', () => {
    expect(formatEventDates(event({ dateAndTimeTbd: true }), 'en-US')).toBe('Date to be announced');
    expect(formatEventDates(event(undefined), 'en-US')).toBe('Date to be announced');
    expect(
      formatEventDates(
        event({ startDate: '2030-03-06T04:00:00Z', timeZoneId: 'Mars/Olympus' }),
        'en-US',
      ),
    ).toContain('2030');
  });
});

describe('placeOf', () => {
  it('names the venue, or Online', () => {
    expect(placeOf({ id: 'e', title: 'E', location: { type: 'VENUE', name: 'Hall' } })).toBe(
      'Hall',
    );
    expect(placeOf({ id: 'e', title: 'E', location: { type: 'ONLINE', name: 'Zoom' } })).toBe(
      'Online',
    );
  });
});
