import type { Translate } from '../../shared/ui';
import { eventsEnglish, type EventsKey } from './text';
import type { EventDetails } from './types';

const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** A formatter in the event's own time zone: a 8 pm show is 8 pm wherever the visitor is. */
function formatterFor(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { ...OPTIONS, timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, OPTIONS); // unknown zone id: the visitor's zone
  }
}

/** One moment, like a ticket's sale start, in the event's time zone. */
export function formatInZone(iso: string, locale: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatterFor(locale, timeZone).format(date);
}

/** "Sat, Mar 5, 2030, 8:00 – 11:00 PM PST", or "Date to be announced". */
export function formatEventDates(
  event: EventDetails,
  locale: string,
  t: Translate<EventsKey> = eventsEnglish,
): string {
  const settings = event.dateAndTimeSettings;
  const start = settings?.startDate ? new Date(settings.startDate) : undefined;
  if (!settings || settings.dateAndTimeTbd || !start || Number.isNaN(start.getTime())) {
    return t('tba');
  }
  const format = formatterFor(locale, settings.timeZoneId);
  const end = settings.endDate ? new Date(settings.endDate) : undefined;
  if (!end || Number.isNaN(end.getTime()) || end <= start) return format.format(start);
  return format.formatRange(start, end);
}

export function placeOf(event: EventDetails, t: Translate<EventsKey> = eventsEnglish): string {
  const location = event.location;
  if (!location || location.type === 'ONLINE') return t('online');
  return location.name || location.address?.formatted || '';
}
