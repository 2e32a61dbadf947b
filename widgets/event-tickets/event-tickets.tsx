import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePlatform } from '../../shared/data';
import { useHostState } from '../../shared/element';
import { ErrorNotice, Notice } from '../../shared/ui';
import { EventHeader } from './event-header';
import { returnedOrder } from './hosted-return';
import { registrationState } from './registration-state';
import { ReturnedOrder } from './returned-order';
import { TicketFlow } from './ticket-flow';
import type { EventDetails } from './types';

export interface EventTicketsProps {
  eventId?: string;
  eventSlug?: string;
}

/** What the widget needs of the event; the platform may leave out fields not asked for. */
const FIELDS = ['DETAILS', 'TEXTS', 'REGISTRATION', 'URLS', 'FORM'];

function useEvent({ eventId, eventSlug }: EventTicketsProps) {
  const client = usePlatform();
  return useQuery({
    queryKey: ['events', 'detail', eventId ? { id: eventId } : { slug: eventSlug }],
    enabled: Boolean(eventId || eventSlug),
    queryFn: async () =>
      (eventId
        ? await client.events.getEvent(eventId, FIELDS)
        : await client.events.getEventBySlug(eventSlug ?? '', FIELDS)
      ).event as EventDetails,
  });
}

/** The part below the header: tickets, or why there are none here. */
function Registration({ event }: { event: EventDetails }) {
  // Read once: the return parameters describe how this page was opened.
  const [orderNumber] = useState(() => returnedOrder(location.href, event.id));
  if (orderNumber) return <ReturnedOrder event={event} orderNumber={orderNumber} />;
  const pageLink = event.eventPageUrl ? (
    <a href={event.eventPageUrl}>the event page</a>
  ) : (
    'the event page'
  );
  switch (registrationState(event)) {
    case 'open':
      return <TicketFlow event={event} />;
    case 'sold-out':
      return <Notice>This event is sold out.</Notice>;
    case 'external':
      return event.registration?.external?.url ? (
        <p>
          <a className="sw-button" part="external-link" href={event.registration.external.url}>
            Register on the organiser&apos;s site
          </a>
        </p>
      ) : (
        <Notice>Registration happens elsewhere; see {pageLink}.</Notice>
      );
    case 'rsvp':
    case 'scheduled':
      return (
        <Notice>
          This event takes RSVPs, which this widget does not handle. Please RSVP on {pageLink}.
        </Notice>
      );
    case 'canceled':
      return <Notice>This event has been canceled.</Notice>;
    default:
      return <Notice>Registration is closed.</Notice>;
  }
}

export function EventTickets(props: EventTicketsProps) {
  const event = useEvent(props);
  const missing = !props.eventId && !props.eventSlug;
  useHostState(missing || event.isError ? 'error' : event.isPending ? 'loading' : 'ready');
  if (missing)
    return (
      <Notice tone="error">
        Add an event-id or event-slug attribute to &lt;event-tickets&gt;.
      </Notice>
    );
  if (event.isPending) return <p>Loading event…</p>;
  if (event.isError)
    return <ErrorNotice error={event.error} onRetry={() => void event.refetch()} />;
  return (
    <article className="sw-event-tickets" part="event">
      <EventHeader event={event.data} />
      <Registration event={event.data} />
    </article>
  );
}
