/** An iCalendar (RFC 5545) file for one booked event, for "Add to calendar". */
import { linkHref } from '../../shared/client';
import type { EventDetails } from './types';

export interface IcsInput {
  event: EventDetails;
  orderNumber: string;
  /** The file's words, in the visitor's language: "Order AB12", and "Online" as a place. */
  text: { description: string; online: string };
  /** DTSTAMP; passed in so the file is reproducible in tests. */
  now?: Date;
}

/** 20300101T200000Z: UTC, so no VTIMEZONE block is needed and every calendar agrees. */
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

export function locationOf(event: EventDetails, online: string): string {
  const location = event.location;
  if (!location || location.type === 'ONLINE') return online;
  return [location.name, location.address?.formatted].filter(Boolean).join(', ');
}

export function buildIcs({ event, orderNumber, text, now = new Date() }: IcsInput): string {
  const dates = event.dateAndTimeSettings ?? {};
  const start = dates.startDate ?? now.toISOString();
  // A URI value has no escapes: only a parsed http(s) URL (the parser drops line breaks) goes in.
  const pageUrl = linkHref(event.eventPageUrl);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//site-widgets//event-tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(`${event.id}-${orderNumber}`)}@site-widgets`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(start)}`,
    `DTEND:${icsDate(dates.endDate ?? start)}`,
    `SUMMARY:${icsText(event.title)}`,
    `LOCATION:${icsText(locationOf(event, text.online))}`,
    `DESCRIPTION:${icsText(text.description)}`,
    ...(pageUrl ? [`URL:${pageUrl}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
