import { useState } from 'react';
import { linkHref } from '../../shared/client';
import { useEvent } from '../../shared/data/events';
import { useHostState } from '../../shared/element';
import { ErrorNotice, Notice } from '../../shared/ui';
import { EventHeader } from './event-header';
import { returnedOrder } from './hosted-return';
import { registrationState } from './registration-state';
import { ReturnedOrder } from './returned-order';
import { loadTicketFlow, TicketFlow } from './lazy-ticket-flow';
import { useEventsText } from './text';
import type { EventDetails } from './types';

export interface EventTicketsProps {
  eventId?: string;
  eventSlug?: string;
}

/** What the widget needs of the event; the platform may leave out fields not asked for. */
const FIELDS = ['DETAILS', 'TEXTS', 'REGISTRATION', 'URLS', 'FORM'];

const refOf = ({ eventId, eventSlug }: EventTicketsProps) =>
  eventId ? { id: eventId } : eventSlug ? { slug: eventSlug } : undefined;

/** The part below the header: tickets, or why there are none here. */
function Registration({ event }: { event: EventDetails }) {
  // Read once: the return parameters describe how this page was opened.
  const [orderNumber] = useState(() => returnedOrder(location.href, event.id));
  const t = useEventsText();
  if (orderNumber) return <ReturnedOrder event={event} orderNumber={orderNumber} />;
  // Links from platform data are http(s) or not links at all (never javascript: or data:).
  const pageHref = linkHref(event.eventPageUrl);
  const externalHref = linkHref(event.registration?.external?.url);
  const pageLink = pageHref ? <a href={pageHref}>{t('eventPage')}</a> : t('eventPage');
  /** A sentence with the page link in place of `{link}`. */
  const withLink = (key: 'elsewhere' | 'rsvpOnly') => {
    const [before, after] = t(key).split('{link}');
    return (
      <Notice>
        {before}
        {pageLink}
        {after}
      </Notice>
    );
  };
  switch (registrationState(event)) {
    case 'open':
      return <TicketFlow event={event} />;
    case 'sold-out':
      return <Notice>{t('soldOutEvent')}</Notice>;
    case 'external':
      return externalHref ? (
        <p>
          <a className="sw-button" part="external-link" href={externalHref}>
            {t('registerElsewhere')}
          </a>
        </p>
      ) : (
        withLink('elsewhere')
      );
    case 'rsvp':
    case 'scheduled':
      return withLink('rsvpOnly');
    case 'canceled':
      return <Notice>{t('canceledEvent')}</Notice>;
    default:
      return <Notice>{t('closedEvent')}</Notice>;
  }
}

export function EventTickets(props: EventTicketsProps) {
  const event = useEvent<EventDetails>(refOf(props), FIELDS);
  void loadTicketFlow();
  const t = useEventsText();
  const missing = !props.eventId && !props.eventSlug;
  useHostState(missing || event.isError ? 'error' : event.isPending ? 'loading' : 'ready');
  if (missing) return <Notice tone="error">{t('needsEvent')}</Notice>;
  if (event.isPending) return <p>{t('loadingEvent')}</p>;
  if (event.isError)
    return <ErrorNotice error={event.error} onRetry={() => void event.refetch()} />;
  return (
    <article className="sw-event-tickets" part="event">
      <EventHeader event={event.data} />
      <Registration event={event.data} />
    </article>
  );
}
