import { describe, expect, it } from 'vitest';
import { eventDatePieces, formatInZone, needsZoneName, placeOf } from './event-dates';
import { eventsEnglish } from './text';
import type { EventDetails } from './types';

type Settings = NonNullable<EventDetails['dateAndTimeSettings']>;
const event = (settings: Settings | undefined): EventDetails => ({
  id: 'e',
  title: 'E',
  status: 'UPCOMING',
  dateAndTimeSettings: settings,
});
const LA = 'America/Los_Angeles';
const BERLIN = 'Europe/Berlin';
/** 8 pm to 11 pm in Los Angeles on Tue, Mar 5, 2030 (PST, UTC-8). */
const SHOW = { startDate: '2030-03-06T04:00:00.000Z', endDate: '2030-03-06T07:00:00.000Z' };
/** Intl's narrow and thin spaces as plain ones, so the expectations read plainly. */
const plain = (s: string) => s.replace(/[\u00a0\u2009\u202f]/g, ' ');
/** The dates as one line, as they read joined. */
const formatEventDates = (e: EventDetails, locale: string, visitor?: string) =>
  eventDatePieces(e, locale, eventsEnglish, visitor).join(' ');
const text = (settings: Settings, locale: string, visitor: string) =>
  plain(formatEventDates(event(settings), locale, visitor));
const pieces = (settings: Settings, visitor: string) =>
  eventDatePieces(event(settings), 'en-US', eventsEnglish, visitor).map(plain);

describe('event dates in the venue zone', () => {
  it('shows 8:00 PM in Los Angeles to a visitor anywhere, naming the zone only when it differs', () => {
    const show = { ...SHOW, timeZoneId: LA };
    expect(text(show, 'en-US', BERLIN)).toBe('Tue, Mar 5, 2030, 8:00 – 11:00 PM PST');
    expect(text(show, 'en-US', 'Asia/Tokyo')).toBe('Tue, Mar 5, 2030, 8:00 – 11:00 PM PST');
    expect(text(show, 'en-US', LA)).toBe('Tue, Mar 5, 2030, 8:00 – 11:00 PM');
    // Another id for the same clock (Vancouver keeps Pacific time) is not named either.
    expect(text(show, 'en-US', 'America/Vancouver')).toBe('Tue, Mar 5, 2030, 8:00 – 11:00 PM');
  });

  it('writes German dates and 24-hour times', () => {
    const show = { ...SHOW, timeZoneId: LA };
    expect(text(show, 'de-DE', BERLIN)).toBe('Di., 5. März 2030, 20:00–23:00 Uhr GMT-8');
    expect(text(show, 'de-DE', LA)).toBe('Di., 5. März 2030, 20:00–23:00 Uhr');
    const berlin = { startDate: '2030-06-01T18:00:00Z', endDate: '2030-06-01T21:00:00Z' };
    expect(text({ ...berlin, timeZoneId: BERLIN }, 'de-DE', BERLIN)).toBe(
      'Sa., 1. Juni 2030, 20:00–23:00 Uhr',
    );
  });

  it('breaks between the date and the time, never inside the time range', () => {
    expect(pieces({ ...SHOW, timeZoneId: LA }, BERLIN)).toEqual([
      'Tue, Mar 5, 2030,',
      '8:00 – 11:00 PM PST',
    ]);
  });

  it('writes a show past midnight as one night', () => {
    const late = { startDate: SHOW.startDate, endDate: '2030-03-06T09:00:00Z', timeZoneId: LA };
    expect(text(late, 'en-US', LA)).toBe('Tue, Mar 5, 2030, 8:00 PM – 1:00 AM');
    expect(text(late, 'de-DE', BERLIN)).toBe('Di., 5. März 2030, 20:00–01:00 GMT-8');
  });

  it('writes several days with the year once and the zone once', () => {
    const festival = { startDate: SHOW.startDate, endDate: '2030-03-08T07:00:00Z', timeZoneId: LA };
    expect(pieces(festival, BERLIN)).toEqual([
      'Tue, Mar 5,',
      '8:00 PM –',
      'Thu, Mar 7, 2030,',
      '11:00 PM PST',
    ]);
    expect(text(festival, 'de-DE', LA)).toBe('Di., 5. März, 20:00 – Do., 7. März 2030, 23:00');
    const newYear = { startDate: '2030-12-31T20:00:00Z', endDate: '2031-01-02T02:00:00Z' };
    expect(text({ ...newYear, timeZoneId: 'UTC' }, 'en-US', 'UTC')).toBe(
      'Tue, Dec 31, 2030, 8:00 PM – Thu, Jan 2, 2031, 2:00 AM',
    );
  });

  it('writes several days as days only when brief (a list), in two lines at most', () => {
    const festival = { startDate: SHOW.startDate, endDate: '2030-03-08T07:00:00Z', timeZoneId: LA };
    const brief = (locale: string) =>
      eventDatePieces(event(festival), locale, eventsEnglish, BERLIN, true).map(plain);
    expect(brief('en-US')).toEqual(['Tue, Mar 5 –', 'Thu, Mar 7, 2030']);
    expect(brief('de-DE').join(' ')).toBe('Di., 5. – Do., 7. März 2030');
    // One evening is as it was: its times fit.
    const evening = { ...SHOW, timeZoneId: LA };
    expect(eventDatePieces(event(evening), 'en-US', eventsEnglish, LA, true).map(plain)).toEqual(
      pieces(evening, LA),
    );
  });

  it('writes all-day events as dates only', () => {
    const day = {
      startDate: '2030-03-05T08:00:00Z',
      endDate: '2030-03-06T08:00:00Z',
      timeZoneId: LA,
    };
    expect(text(day, 'en-US', BERLIN)).toBe('Tue, Mar 5, 2030, all day');
    const days = {
      startDate: '2030-03-08T08:00:00Z',
      endDate: '2030-03-11T07:00:00Z',
      timeZoneId: LA,
    };
    expect(text(days, 'en-US', BERLIN)).toBe('Fri, Mar 8 – Sun, Mar 10, 2030');
    expect(text(days, 'de-DE', BERLIN)).toBe('Fr., 8. – So., 10. März 2030');
  });

  it('honours hideEndDate and showTimeZone', () => {
    const show = { ...SHOW, timeZoneId: LA };
    expect(text({ ...show, hideEndDate: true }, 'en-US', LA)).toBe('Tue, Mar 5, 2030, 8:00 PM');
    expect(text({ ...show, showTimeZone: true }, 'en-US', LA)).toBe(
      'Tue, Mar 5, 2030, 8:00 – 11:00 PM PST',
    );
  });

  it('says when the date is to be announced, and names the zone it fell back to', () => {
    expect(formatEventDates(event({ dateAndTimeTbd: true }), 'en-US')).toBe('Date to be announced');
    expect(
      formatEventDates(
        event({ dateAndTimeTbd: true, dateAndTimeTbdMessage: 'Spring 2030' }),
        'en-US',
      ),
    ).toBe('Spring 2030');
    expect(formatEventDates(event(undefined), 'en-US')).toBe('Date to be announced');
    // An unknown zone: the visitor's clock, and it says which.
    expect(text({ ...SHOW, timeZoneId: 'Mars/Olympus' }, 'en-US', 'UTC')).toBe(
      'Wed, Mar 6, 2030, 4:00 – 7:00 AM UTC',
    );
  });
});

describe('formatInZone', () => {
  it("writes a moment in the event's zone", () => {
    expect(plain(formatInZone(SHOW.startDate, 'en-US', LA, BERLIN))).toBe(
      'Tue, Mar 5, 2030, 8:00 PM PST',
    );
    expect(plain(formatInZone(SHOW.startDate, 'en-US', LA, LA))).toBe('Tue, Mar 5, 2030, 8:00 PM');
  });
});

describe('needsZoneName', () => {
  it('compares clocks at the moments shown, not zone ids', () => {
    const summer = new Date('2030-07-01T12:00:00Z');
    const winter = new Date('2030-01-01T12:00:00Z');
    expect(needsZoneName('Europe/London', [winter], 'UTC')).toBe(false);
    expect(needsZoneName('Europe/London', [summer], 'UTC')).toBe(true);
    expect(needsZoneName(undefined, [winter], 'UTC')).toBe(true);
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
