import type { StoredEvent } from '../db/types.ts';

type DateSettings = StoredEvent['dateAndTimeSettings'];

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Events saved without a zone (the v3 field is optional) read in UTC, and say so. */
const zoneOf = (settings: DateSettings): string => settings.timeZoneId || 'UTC';

/** The wall-clock fields of `ms` in `timeZone`. */
const wallClock = (ms: number, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(ms);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
};

/** How far `timeZone`'s clock is ahead of UTC at the instant `ms`. */
const offsetAt = (ms: number, timeZone: string): number => {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(ms / MINUTE) * MINUTE;
};

/**
 * The instant when `timeZone`'s clocks read `hour:minute` on the day `days` after the local
 * date of `nowMs`: a show "at 8 pm in Portland" is 8 pm there whatever the server's zone, on
 * either side of a daylight-saving change.
 */
export const localTime = (
  nowMs: number,
  days: number,
  hour: number,
  minute: number,
  timeZone: string,
): number => {
  const today = wallClock(nowMs, timeZone);
  const wall = Date.UTC(today.year, today.month - 1, today.day + days, hour, minute);
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
};

/**
 * ICU puts thin and narrow no-break spaces around range dashes and before AM/PM; plain
 * spaces read the same and survive plain-text email and old fonts.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

const format = (timeZone: string, options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
  return {
    format: (date: Date) => plainSpaces(formatter.format(date)),
    formatRange: (start: Date, end: Date) => plainSpaces(formatter.formatRange(start, end)),
    formatToParts: (date: Date) => formatter.formatToParts(date),
  };
};

const DATE = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

const atMidnight = (ms: number, timeZone: string) => {
  const w = wallClock(ms, timeZone);
  return w.hour === 0 && w.minute === 0;
};

/** Midnight to midnight, local: how the v3 shape (it has no all-day flag) holds a whole day. */
export const isAllDay = (settings: DateSettings): boolean => {
  const start = Date.parse(settings.startDate);
  const end = Date.parse(settings.endDate);
  const zone = zoneOf(settings);
  return end - start >= DAY - 2 * 60 * MINUTE && atMidnight(start, zone) && atMidnight(end, zone);
};

export interface FormattedDates {
  dateAndTime: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

const TBD = 'Date and time to be announced';

/**
 * The v3 event's `dateAndTimeSettings.formatted`: the dates as people read them, in the
 * event's own zone and naming it ("Friday, December 4, 2026, 8:00 – 11:00 PM PST"); a
 * multi-day event gives both days, an all-day one no times.
 */
export const formattedDates = (settings: DateSettings): FormattedDates => {
  if (settings.dateAndTimeTbd)
    return { dateAndTime: TBD, startDate: '', startTime: '', endDate: '', endTime: '' };
  const zone = zoneOf(settings);
  const start = new Date(settings.startDate);
  const end = new Date(settings.endDate);
  const day = format(zone, { month: 'long', day: 'numeric', year: 'numeric' });
  const time = format(zone, TIME);
  const parts = {
    startDate: day.format(start),
    startTime: time.format(start),
    endDate: day.format(end),
    endTime: time.format(end),
  };
  if (isAllDay(settings)) {
    // The last day is the one before the closing midnight.
    const lastDay = new Date(end.getTime() - MINUTE);
    const zoneName = format(zone, { timeZoneName: 'short' })
      .formatToParts(start)
      .find((p) => p.type === 'timeZoneName')?.value;
    const days = format(zone, DATE).formatRange(start, lastDay);
    return {
      dateAndTime: `${days}, all day (${zoneName})`,
      startDate: parts.startDate,
      startTime: '',
      endDate: day.format(lastDay),
      endTime: '',
    };
  }
  const withTimes = format(zone, { ...DATE, ...TIME, timeZoneName: 'short' });
  return {
    ...parts,
    dateAndTime: end > start ? withTimes.formatRange(start, end) : withTimes.format(start),
  };
};

/** One moment (a sale start, a hold's end) in the event's zone, the zone named. */
export const momentIn = (
  settings: DateSettings,
  iso: string,
  style: 'date' | 'time' = 'date',
): string =>
  format(zoneOf(settings), {
    ...(style === 'date' ? DATE : {}),
    ...TIME,
    timeZoneName: 'short',
  }).format(new Date(iso));
