/** The calendar file of one booked event, for "Add to calendar". */
import { calendarFile } from '../../shared/client/ics';
import { pageUrlHref } from './page-url';
import type { EventDetails } from './types';

export interface IcsInput {
  event: EventDetails;
  orderNumber: string;
  /** The file's words, in the visitor's language: "Order AB12", and "Online" as a place. */
  text: { description: string; online: string };
  /** DTSTAMP; passed in so the file is reproducible in tests. */
  now?: Date;
}

export function locationOf(event: EventDetails, online: string): string {
  const location = event.location;
  if (!location || location.type === 'ONLINE') return online;
  return [location.name, location.address?.formattedAddress].filter(Boolean).join(', ');
}

export function buildIcs({ event, orderNumber, text, now = new Date() }: IcsInput): string {
  const dates = event.dateAndTimeSettings ?? {};
  const start = dates.startDate ?? now.toISOString();
  return calendarFile({
    uid: `${event.id}-${orderNumber}@site-widgets`,
    start,
    end: dates.endDate ?? start,
    summary: event.title,
    location: locationOf(event, text.online),
    description: text.description,
    url: pageUrlHref(event.eventPageUrl),
    product: 'event-tickets',
    now,
  });
}
