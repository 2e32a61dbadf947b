/**
 * iCalendar (RFC 5545) files of one event: the pure builder behind the ticket widget's "Add to
 * calendar" and the platform's confirmation emails. Times are UTC, so no VTIMEZONE block is
 * needed and every calendar app shows them in its own zone.
 */
import { linkHref } from './link-href';

export interface CalendarEntry {
  /** Globally unique and stable for one booking, so re-importing updates instead of doubling. */
  uid: string;
  start: string | Date;
  end: string | Date;
  summary: string;
  location: string;
  description: string;
  /** The event's page; left out unless it is an http(s) URL. */
  url?: string | undefined;
  /** Who made the file: PRODID's product part ("event-tickets"). */
  product: string;
  /** DTSTAMP; passed in so the file is reproducible in tests. */
  now: Date;
}

/** 20300101T200000Z: UTC basic format. */
export function icsDate(iso: string | Date): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). Every line
 * break form counts: a lone `\r` left in a title would end the line for some calendar apps and
 * let platform text add its own properties (an ATTENDEE, an ALARM) to the visitor's calendar.
 */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(entry: CalendarEntry): string {
  // A URI value has no escapes: only a parsed http(s) URL (the parser drops line breaks) goes in.
  const pageUrl = linkHref(entry.url);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//site-widgets//${icsText(entry.product)}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(entry.uid)}`,
    `DTSTAMP:${icsDate(entry.now)}`,
    `DTSTART:${icsDate(entry.start)}`,
    `DTEND:${icsDate(entry.end)}`,
    `SUMMARY:${icsText(entry.summary)}`,
    `LOCATION:${icsText(entry.location)}`,
    `DESCRIPTION:${icsText(entry.description)}`,
    ...(pageUrl ? [`URL:${pageUrl}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
