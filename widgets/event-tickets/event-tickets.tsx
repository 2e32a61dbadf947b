import { useCallback, useState } from 'react';
import { linkHref } from '../../shared/client';
import { pageUrlHref } from './page-url';
import { useEvent, type EventRef } from '../../shared/data/events';
import { useHost, type WidgetState } from '../../shared/element';
import { missingAttribute, problemOf, useReportProblem } from '../../shared/element/widget-problem';
import { ErrorNotice, headingLevel, Notice } from '../../shared/ui';
import { EventHeader } from './event-header';
import { TitleLevel } from './heading-level';
import { FlowState, FlowStateProvider } from './flow-state';
import { returnedOrder } from './hosted-return';
import { registrationState, type RegistrationState } from './registration-state';
import { loadTicketFlow, TicketFlow } from './lazy-ticket-flow';
import { useEventsText } from './text';
import type { EventDetails } from './types';
import { useReadAgainOnWake } from './wake';

export interface EventTicketsProps {
  eventId?: string;
  eventSlug?: string;
  /** The event title's heading level, 2 to 6 (default 2); ticket names are one under it. */
  headingLevel?: number;
}

/** What the widget needs of the event; the platform may leave out fields not asked for. */
const FIELDS = ['DETAILS', 'TEXTS', 'REGISTRATION', 'URLS', 'FORM'];

const refOf = ({ eventId, eventSlug }: EventTicketsProps): EventRef | undefined =>
  eventId ? { id: eventId } : eventSlug ? { slug: eventSlug } : undefined;

/** The part below the header: tickets, or why there are none here. */
function Registration({ event }: { event: EventDetails }) {
  // Read once: the return parameters describe how this page was opened.
  const [orderNumber] = useState(() => returnedOrder(location.href, event.id));
  const state = registrationState(event);
  // The flow reports its own state: "ready" only once the picker is on screen. An order back
  // from the hosted checkout is shown whatever the event's state now (its last seats, sold).
  if (orderNumber || state === 'open') return <TicketFlow event={event} returned={orderNumber} />;
  return (
    <>
      <FlowState state="ready" />
      <NoTicketsHere event={event} state={state} />
    </>
  );
}

/** Why this widget sells no tickets for the event, and where to go instead. */
function NoTicketsHere({ event, state }: { event: EventDetails; state: RegistrationState }) {
  const t = useEventsText();
  // Links from platform data are http(s) or not links at all (never javascript: or data:).
  const pageHref = pageUrlHref(event.eventPageUrl);
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
  switch (state) {
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
  }
  const why = { 'sold-out': 'soldOutEvent', canceled: 'canceledEvent' } as const;
  return <Notice>{t(why[state as keyof typeof why] ?? 'closedEvent')}</Notice>;
}

/** One event and its tickets: what `<event-tickets>` shows, and the list's ticket dialog. */
export function EventTicketsPanel({ eventRef }: { eventRef: EventRef }) {
  const event = useEvent<EventDetails>(eventRef, FIELDS);
  // Its registration changes with time (sales closing, the event over): read again on waking.
  useReadAgainOnWake();
  // Once read, the event stays (and the ticket flow in it): a refetch that fails changes nothing.
  const failed = event.isError && !event.data ? problemOf(event.error) : null;
  // A 400 on the event's own read: its id or slug refused as malformed (no retry changes it).
  const problem =
    failed && (event.error as { status?: number } | null)?.status === 400
      ? { ...failed, code: 'INVALID_ATTRIBUTE' as const }
      : failed;
  useReportProblem(problem);
  // Early, beside the event's read; if it fails, the flow asks again when it renders.
  loadTicketFlow().catch(() => {});
  const t = useEventsText();
  if (event.isPending) return <Loading />;
  if (!event.data)
    return (
      <>
        <FlowState state="error" />
        {/* No such event, or an id or slug that cannot name one: no retry helps. The owner's
            detail went with widget-error; the visitor reads the page's language. */}
        {problem?.code === 'NOT_FOUND' || problem?.code === 'INVALID_ATTRIBUTE' ? (
          <Notice tone="error">{t('eventNotFound')}</Notice>
        ) : (
          <ErrorNotice
            error={event.error}
            // Retrying cannot help a refused client id.
            onRetry={problem?.code ? undefined : () => void event.refetch()}
          />
        )}
      </>
    );
  return (
    <article className="sw-event-tickets" part="event">
      <EventHeader event={event.data} />
      <Registration event={event.data} />
    </article>
  );
}

function Loading() {
  return (
    <>
      <FlowState state="loading" />
      <p>{useEventsText()('loadingEvent')}</p>
    </>
  );
}

export function EventTickets(props: EventTicketsProps) {
  const { host } = useHost();
  const t = useEventsText();
  const reflect = useCallback((state: WidgetState) => host.setAttribute('state', state), [host]);
  const eventRef = refOf(props);
  useReportProblem(eventRef ? null : missingAttribute('event-tickets', 'event-id or event-slug'));
  return (
    <FlowStateProvider value={reflect}>
      {eventRef ? (
        <TitleLevel.Provider value={headingLevel(props.headingLevel, 2)}>
          <EventTicketsPanel eventRef={eventRef} />
        </TitleLevel.Provider>
      ) : (
        <>
          <FlowState state="error" />
          <Notice tone="error">{t('needsEvent')}</Notice>
        </>
      )}
    </FlowStateProvider>
  );
}
