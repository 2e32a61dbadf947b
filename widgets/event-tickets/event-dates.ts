/**
 * Event dates as the venue means them: in the event's own time zone (an 8 pm show is 8 pm
 * wherever the visitor sits), the zone named only when the visitor's clock would read
 * differently, and ranges written as people write them ("Sat, Mar 5, 2030, 8:00 – 11:00 PM",
 * "Fri, Mar 8 – Sun, Mar 10, 2030"). All wording comes from Intl, in the page's locale.
 *
 * The text comes in pieces: a piece never breaks inside (a time range stays whole) and lines
 * break only between pieces, so a narrow box wraps after the date instead of cutting the time.
 */
import type { Translate } from '../../shared/ui';
import { eventsEnglish, type EventsKey } from './text';
import type { EventDetails } from './types';

const HOUR = 3_600_000;

const DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
};
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DATE_TIME = { ...DATE, ...TIME };

/** The visitor's own zone (the browser's). */
export const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const cache = new Map<string, Intl.DateTimeFormat>();

/** A formatter in `timeZone`; an unknown zone id falls back to the visitor's zone. */
function formatter(locale: string, timeZone: string | undefined, options: object) {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(locale, options);
    }
    cache.set(key, format);
  }
  return format;
}

const isZone = (zone: string | undefined): zone is string => {
  try {
    return Boolean(zone) && Boolean(new Intl.DateTimeFormat('en', { timeZone: zone }));
  } catch {
    return false;
  }
};

/** "GMT-08:00": a zone's offset at one moment. */
const offsetAt = (zone: string | undefined, date: Date) =>
  formatter('en-US', zone, { timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;

/**
 * Whether the text must name the zone: the visitor's clock would show other times, or the
 * event's zone is unknown (then the times are the visitor's, and say so).
 */
export function needsZoneName(
  zone: string | undefined,
  moments: Date[],
  visitorZone = visitorTimeZone(),
): boolean {
  if (!isZone(zone)) return true;
  return moments.some((date) => offsetAt(zone, date) !== offsetAt(visitorZone, date));
}

/** The wall clock in `zone`: date parts and minutes since midnight. */
function wallClock(date: Date, zone: string | undefined) {
  const parts = formatter('en-US', zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

const DATE_FIELDS = new Set(['weekday', 'day', 'month', 'year', 'era']);

/**
 * Cuts Intl's parts into pieces: before a time that follows a date, and after the separator
 * of a range of dates, wherever the literal there ends in a space (the space becomes the
 * break). A range of times ("8:00 – 11:00 PM") stays one piece.
 */
export function piecesOf(parts: Array<Intl.DateTimeFormatPart & { source?: string }>): string[] {
  const pieces: string[] = [];
  let current = '';
  let lastField = '';
  parts.forEach((part, i) => {
    const next = parts[i + 1];
    const beforeTime =
      next?.type === 'hour' && DATE_FIELDS.has(lastField) && part.type === 'literal';
    const separator =
      part.type === 'literal' &&
      part.source === 'shared' &&
      next?.source === 'endRange' &&
      DATE_FIELDS.has(next.type);
    if ((beforeTime || separator) && /\s$/.test(part.value)) {
      pieces.push((current + part.value).trimEnd());
      current = '';
    } else current += part.value;
    if (part.type !== 'literal') lastField = part.type;
  });
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

/** The dash Intl puts between the two ends of a range ("–", " – "), without its neighbours. */
function rangeSeparator(format: Intl.DateTimeFormat, start: Date, end: Date): string {
  const parts = format.formatRangeToParts(start, end);
  const before = parts[parts.findIndex((p) => p.source === 'endRange') - 1];
  const dash = before?.source === 'shared' ? /\s*[-~\u2013\u2014]\s*/.exec(before.value) : null;
  return dash?.[0] ?? ' – ';
}

interface Moments {
  start: Date;
  end: Date | undefined;
  zone: string | undefined;
  locale: string;
  named: boolean;
}

const withZone = (options: object, named: boolean) =>
  named ? { ...options, timeZoneName: 'short' } : options;

/** Midnight to midnight (or 23:59) in the event's zone, a day or more. */
function isAllDay({ start, end, zone }: Moments): boolean {
  if (!end || end.getTime() - start.getTime() < 23 * HOUR) return false;
  const last = wallClock(end, zone).minutes;
  return wallClock(start, zone).minutes === 0 && (last === 0 || last === 23 * 60 + 59);
}

function allDay({ start, end, zone, locale }: Moments & { end: Date }, t: Translate<EventsKey>) {
  // The end is exclusive at midnight: the last day is the one before it.
  const lastDay = new Date(end.getTime() - 60_000);
  const dates = formatter(locale, zone, DATE);
  if (wallClock(start, zone).day === wallClock(lastDay, zone).day)
    return [`${dates.format(start)},`, t('allDay')];
  return piecesOf(dates.formatRangeToParts(start, lastDay));
}

/** Ends after midnight but before morning: still one night out, "8:00 PM – 1:00 AM". */
const isOvernight = ({ start, end, zone }: Moments & { end: Date }) =>
  end.getTime() - start.getTime() < 24 * HOUR && wallClock(end, zone).minutes <= 6 * 60;

function overnight({ start, end, zone, locale, named }: Moments & { end: Date }) {
  const times = formatter(locale, zone, TIME);
  const separator = rangeSeparator(times, start, new Date(start.getTime() + 60_000));
  const [date] = piecesOf(formatter(locale, zone, DATE_TIME).formatToParts(start));
  const endTime = formatter(locale, zone, withZone(TIME, named)).format(end);
  return [date ?? '', `${times.format(start)}${separator}${endTime}`];
}

/** Several days with times: "Fri, Mar 8, 8:00 PM – Sun, Mar 10, 2030, 11:00 PM". */
function multiDay({ start, end, zone, locale, named }: Moments & { end: Date }) {
  const sameYear = wallClock(start, zone).day.slice(0, 4) === wallClock(end, zone).day.slice(0, 4);
  const { year: _year, ...withoutYear } = DATE_TIME;
  const from = formatter(locale, zone, sameYear ? withoutYear : DATE_TIME);
  const to = formatter(locale, zone, withZone(DATE_TIME, named));
  const separator = rangeSeparator(formatter(locale, zone, DATE), start, end);
  const first = piecesOf(from.formatToParts(start));
  const last = piecesOf(to.formatToParts(end));
  // The separator ends the first line ("8:00 PM –"), so a wrapped range reads as one.
  return [...first.slice(0, -1), `${first.at(-1)}${separator.trimEnd()}`, ...last];
}

/** Several days, in a list's two lines: the days only, "Mon, Dec 21 – Wed, Dec 23, 2026". */
const days = ({ start, end, zone, locale }: Moments & { end: Date }) =>
  piecesOf(formatter(locale, zone, DATE).formatRangeToParts(start, end));

/**
 * The event's dates as pieces (see the file comment); joined with spaces they read whole.
 * `brief`: an event of several days shows its days without their times (a list's two lines
 * cannot hold both; its page and ticket flow show them).
 */
export function eventDatePieces(
  event: EventDetails,
  locale: string,
  t: Translate<EventsKey> = eventsEnglish,
  visitorZone = visitorTimeZone(),
  brief = false,
): string[] {
  const settings = event.dateAndTimeSettings;
  const start = settings?.startDate ? new Date(settings.startDate) : undefined;
  if (!settings || settings.dateAndTimeTbd || !start || Number.isNaN(start.getTime())) {
    return [settings?.dateAndTimeTbdMessage || t('tba')];
  }
  const zone = isZone(settings.timeZoneId) ? settings.timeZoneId : undefined;
  const endDate = settings.endDate ? new Date(settings.endDate) : undefined;
  const end =
    settings.hideEndDate || !endDate || !(endDate > start) || Number.isNaN(endDate.getTime())
      ? undefined
      : endDate;
  const moments = end ? [start, end] : [start];
  const named = Boolean(settings.showTimeZone) || needsZoneName(zone, moments, visitorZone);
  const m = { start, end, zone, locale, named };
  if (!end)
    return piecesOf(formatter(locale, zone, withZone(DATE_TIME, named)).formatToParts(start));
  const span = { ...m, end };
  if (isAllDay(span)) return allDay(span, t);
  if (wallClock(start, zone).day === wallClock(end, zone).day)
    return piecesOf(
      formatter(locale, zone, withZone(DATE_TIME, named)).formatRangeToParts(start, end),
    );
  return isOvernight(span) ? overnight(span) : brief ? days(span) : multiDay(span);
}

/** One moment, like a ticket's sale start, in the event's time zone (named when it differs). */
export function formatInZone(
  iso: string,
  locale: string,
  timeZone: string | undefined,
  visitorZone = visitorTimeZone(),
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = isZone(timeZone) ? timeZone : undefined;
  const named = needsZoneName(zone, [date], visitorZone);
  return formatter(locale, zone, withZone(DATE_TIME, named)).format(date);
}

export function placeOf(event: EventDetails, t: Translate<EventsKey> = eventsEnglish): string {
  const location = event.location;
  if (!location || location.type === 'ONLINE') return t('online');
  return location.name || location.address?.formattedAddress || '';
}
