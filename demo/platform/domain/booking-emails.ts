import { calendarFile } from '../../../shared/client/ics.ts';
import type { Platform } from '../context.ts';
import type { StoredEvent } from '../db/types.ts';
import { formattedDates } from './event-dates.ts';
import { placeOf } from './events.ts';
import { escapeHtml as esc, sendEmail } from './outbox.ts';

/** The site's own page of this event, when the site registered one (SandboxConfig.eventPage). */
export const siteEventPage = (p: Platform, event: StoredEvent): string | undefined =>
  p.config.eventPage?.replaceAll('{slug}', encodeURIComponent(event.slug));

export interface Booking {
  event: StoredEvent;
  to: string;
  subject: string;
  /** "Thank you, Ada! Your order AB12-CD34 is confirmed." */
  greeting: string;
  /** The order or RSVP number: the calendar entry's id, so importing twice updates it. */
  reference: string;
  /** One line per ticket or guest. */
  lines: string[];
  /** "Total: $25.00", when there is money to name. */
  total?: string | undefined;
  data: Record<string, unknown>;
}

const CALENDAR_NOTE = 'The calendar file is attached: open it to add the event to your calendar.';

/**
 * What the box office sends once tickets or an RSVP are confirmed: the event, its local time
 * (in the event's zone, the zone named), the place, the tickets and the calendar file.
 */
export const sendBookingEmail = (p: Platform, booking: Booking) => {
  const { event } = booking;
  const when = formattedDates(event.dateAndTimeSettings).dateAndTime;
  const where = placeOf(event);
  const page = siteEventPage(p, event);
  const text = [
    booking.greeting,
    '',
    event.title,
    when,
    where,
    '',
    ...booking.lines,
    ...(booking.total ? [booking.total] : []),
    '',
    ...(page ? [`Event page: ${page}`] : []),
    CALENDAR_NOTE,
  ].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px">
<p>${esc(booking.greeting)}</p>
<h1 style="font-size:20px;margin:16px 0 4px">${esc(event.title)}</h1>
<p style="margin:0"><strong>${esc(when)}</strong></p>
<p style="margin:0 0 16px">${esc(where)}</p>
<ul>${booking.lines.map((line) => `<li>${esc(line)}</li>`).join('')}</ul>
${booking.total ? `<p><strong>${esc(booking.total)}</strong></p>` : ''}
${page ? `<p><a href="${esc(page)}">Event page</a></p>` : ''}
<p style="color:#666">${esc(CALENDAR_NOTE)}</p></div>`;
  const ics = calendarFile({
    uid: `${event.id}-${booking.reference}@sandbox.lantern-room`,
    start: event.dateAndTimeSettings.startDate,
    end: event.dateAndTimeSettings.endDate,
    summary: event.title,
    location: where,
    description: `${booking.subject}\n${booking.lines.join('\n')}`,
    url: page,
    product: 'sandbox-platform',
    now: p.clock.now(),
  });
  return sendEmail(p, {
    to: booking.to,
    subject: booking.subject,
    text,
    html,
    data: booking.data,
    attachments: [
      { filename: `${event.slug}.ics`, contentType: 'text/calendar; charset=utf-8', content: ics },
    ],
  });
};
