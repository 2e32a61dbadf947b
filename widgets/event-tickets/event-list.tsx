import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { eventListQuery, useEventList, useEventPage } from '../../shared/data/events';
import { usePlatform } from '../../shared/data/use-platform';
import { pageOf, useTabReservations, type TabReservation } from '../../shared/data/reservations';
import { addStyles, useHost, useHostState } from '../../shared/element';
import {
  problemOf,
  useReportProblem,
  type WidgetProblem,
} from '../../shared/element/widget-problem';
import { ErrorNotice, headingLevel, Notice } from '../../shared/ui';
import { placeOf } from './event-dates';
import { returnedOrder } from './hosted-return';
import { EventAction } from './event-action';
import { eventImage } from './event-image';
import { EventListSkeleton, pageSizeOf } from './event-list-skeleton';
import { eventListViewCss } from './event-list-view.styles';
import { EventWhen } from './event-when';
import { registrationState } from './registration-state';
import { StillHeld } from './still-held';
import { TicketDialog } from './ticket-dialog';
import { useEventsText } from './text';
import type { EventDetails } from './types';
import { useReadAgainOnWake } from './wake';

export interface EventListProps {
  pageSize?: number;
  /** Event statuses to show, comma or space separated; default UPCOMING and STARTED. */
  status?: string;
  /** This list's event page, overriding `<site-config event-page>`: `{slug}` or `{id}`. */
  eventPage?: string;
  /** The event titles' heading level, 2 to 6 (default 2). */
  headingLevel?: number;
}

const DEFAULT_STATUSES = ['UPCOMING', 'STARTED'];
/** The statuses of events a visitor can list, the ones the owner is told to use. */
const LISTED = ['UPCOMING', 'STARTED', 'ENDED', 'CANCELED'];
/** And the platform's own for unpublished events: a visitor's list of them is empty, not wrong. */
const STATUSES = [...LISTED, 'DRAFT'];

const wordsOf = (status: string | undefined) =>
  (status ?? '')
    .toUpperCase()
    .split(/[\s,]+/)
    .filter(Boolean);

/** The known statuses `status` names, or the default when it names none. */
export const statusesOf = (status: string | undefined): string[] => {
  const list = wordsOf(status).filter((word) => STATUSES.includes(word));
  return list.length ? list : DEFAULT_STATUSES;
};

/**
 * Words of `status` no event has: the list goes on without them (with the default if nothing
 * is left), and the owner hears of them; a typo showed "No upcoming events right now".
 */
function statusProblem(status: string | undefined): WidgetProblem | null {
  const unknown = wordsOf(status).filter((word) => !STATUSES.includes(word));
  return unknown.length
    ? {
        message: `"status" has ${unknown.join(', ')}, which no event has: use ${LISTED.join(', ')}; the list shows ${statusesOf(status).join(', ')}.`,
        code: 'INVALID_ATTRIBUTE',
      }
    : null;
}

export function EventList({ pageSize, status, eventPage, headingLevel: level }: EventListProps) {
  const { host } = useHost();
  useLayoutEffect(() => addStyles(host.shadowRoot, eventListViewCss), [host]); // before it paints
  const t = useEventsText();
  const page = useEventPage(eventPage);
  // Without an event page, "Tickets" opens the picker here, in a dialog.
  const [ticketsFor, setTicketsFor] = useState<EventDetails | null>(null);
  // Seats the browser closed the dialog on, still held for the tab (ticket-dialog.tsx), by event.
  const [stillHeld, setStillHeld] = useState<Record<string, TabReservation>>({});
  const heldGone = (eventId: string) => setStillHeld(({ [eventId]: _gone, ...rest }) => rest);
  const limit = pageSizeOf(pageSize);
  const statuses = statusesOf(status);
  const [offset, setOffset] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const query = useEventList({ statuses, limit, offset });
  // Events end and sales close while a laptop sleeps: the page is read again on waking.
  useReadAgainOnWake();
  const events = (query.data?.events ?? []) as EventDetails[];
  const paging = query.data?.pagingMetadata;
  const hasNext = paging?.hasNext ?? offset + events.length < (paging?.total ?? 0);

  const invalid = 'problem' in page;
  // Once read, a page of events stays: a refetch that fails (on focus, offline) changes nothing.
  const failed = query.isError && !query.data;
  useReportProblem(
    invalid
      ? { message: `"event-page" ${page.problem}.`, code: 'INVALID_ATTRIBUTE' }
      : failed
        ? problemOf(query.error)
        : null,
  );
  useHostState(
    invalid || failed ? 'error' : query.isPending ? 'loading' : events.length ? 'ready' : 'empty',
  );
  useReportProblem(statusProblem(status));
  useReportProblem(
    pageSize === undefined || pageSize === limit
      ? null
      : {
          message: `"page-size" must be a whole number from 1 to 100; the list shows ${limit} a page.`,
          code: 'INVALID_ATTRIBUTE',
        },
  );

  // Back from a reload with seats held in this list's dialog, or from the hosted checkout with
  // an order made in it: the dialog opens on them again (its flow resumes the hold, or shows
  // the order). Looked for once, so closing the dialog stays closed.
  const tab = useTabReservations();
  const lookedForHeld = useRef(false);
  useEffect(() => {
    if (lookedForHeld.current || !events.length || 'problem' in page) return;
    lookedForHeld.current = true;
    const here = pageOf(location.href);
    const held = events.find(
      (e) =>
        !page.hrefOf(e) && (tab.kept(e.id)?.page === here || returnedOrder(location.href, e.id)),
    );
    if (held) setTicketsFor(held);
  }, [events, page, tab]);

  // The next page is read before it replaces the list: a page that cannot be read (offline)
  // leaves this one, and the focus, where they are, and says why beside the pager. A new page
  // takes the focus to the list so keyboard users are not left behind.
  const client = usePlatform();
  const queryClient = useQueryClient();
  const [turning, setTurning] = useState(false);
  const [turnFailed, setTurnFailed] = useState<{ to: number; error: unknown } | null>(null);
  const turnTo = async (next: number) => {
    if (turning) return;
    const to = Math.max(0, next);
    setTurning(true);
    try {
      await queryClient.fetchQuery(eventListQuery(client, { statuses, limit, offset: to }));
      setOffset(to);
      setTurnFailed(null);
      listRef.current?.focus();
    } catch (error) {
      setTurnFailed({ to, error });
    } finally {
      setTurning(false);
    }
  };
  useEffect(() => {
    setOffset(0);
    setTurnFailed(null);
  }, [limit, status]);

  if ('problem' in page)
    return <Notice tone="error">{t('badEventPage', { problem: page.problem })}</Notice>;
  if (query.isPending) return <EventListSkeleton pageSize={limit} label={t('loadingEvents')} />;
  if (failed) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (!events.length) return <Notice>{t('noEvents')}</Notice>;

  return (
    <section
      className="sw-event-list"
      aria-label={t('events')}
      aria-busy={query.isFetching || turning}
    >
      <ul className="sw-event-items" ref={listRef} tabIndex={-1} part="list">
        {events.map((event) => (
          <EventItem
            key={event.id}
            event={event}
            href={page.hrefOf(event)}
            level={level}
            held={stillHeld[event.id]}
            onHeldGone={() => heldGone(event.id)}
            onTickets={() => {
              heldGone(event.id); // the dialog says what becomes of them now
              setTicketsFor(event);
            }}
          />
        ))}
        {/* A short page keeps the page-size box (no layout shift): invisible fillers. */}
        {Array.from({ length: Math.max(0, limit - events.length) }, (_, i) => (
          <li key={`filler-${i}`} className="sw-event-item sw-event-filler" aria-hidden />
        ))}
      </ul>
      {turnFailed ? (
        <ErrorNotice error={turnFailed.error} onRetry={() => void turnTo(turnFailed.to)} />
      ) : null}
      {offset > 0 || hasNext ? (
        <nav className="sw-event-pager" aria-label={t('eventPages')} part="pager">
          <button
            type="button"
            className="sw-button sw-button-quiet"
            disabled={offset === 0}
            aria-disabled={turning || undefined}
            onClick={() => void turnTo(offset - limit)}
          >
            {t('previous')}
          </button>
          <button
            type="button"
            className="sw-button sw-button-quiet"
            disabled={!hasNext}
            aria-disabled={turning || undefined}
            onClick={() => void turnTo(offset + limit)}
          >
            {t('next')}
          </button>
        </nav>
      ) : (
        <div className="sw-event-pager" aria-hidden />
      )}
      {ticketsFor ? (
        <TicketDialog
          event={ticketsFor}
          onClose={(kept) => {
            setTicketsFor(null);
            if (kept) setStillHeld((all) => ({ ...all, [kept.eventId]: kept }));
          }}
          returnFocus={() =>
            listRef.current?.querySelector<HTMLElement>(
              `[data-event-id="${CSS.escape(ticketsFor.id)}"] [aria-haspopup="dialog"]`,
            )
          }
        />
      ) : null}
    </section>
  );
}

interface EventItemProps {
  event: EventDetails;
  /** The site's page for the event, when there is one. */
  href: string | undefined;
  /** The list's `heading-level`. */
  level: number | undefined;
  onTickets(): void;
  /** Seats the tab still holds for it, its dialog closed by the browser. */
  held: TabReservation | undefined;
  onHeldGone(): void;
}

function EventItem({ event, href, level, onTickets, held, onHeldGone }: EventItemProps) {
  const t = useEventsText();
  const heldId = useId();
  const Title = `h${headingLevel(level, 2)}` as 'h2';
  // Without an image, an empty box of its size, as the other items have.
  const picture = eventImage(event.mainImage, 'lazy') ?? (
    <span className="sw-event-image" aria-hidden />
  );
  return (
    <li className="sw-event-item" part="item" data-event-id={event.id}>
      {/* The title links there too: the image link is for pointers, not a second tab stop. */}
      {href ? (
        <a href={href} tabIndex={-1} aria-hidden="true" className="sw-event-image-link">
          {picture}
        </a>
      ) : (
        picture
      )}
      <div className="sw-event-body">
        {/* h2 by default, like <event-tickets>'s title: the list usually sits right under the page's h1. */}
        <Title className="sw-event-title" part="title">
          {href ? <a href={href}>{event.title}</a> : event.title}
        </Title>
        <EventWhen event={event} brief />
        <p className="sw-event-where" part="location">
          {placeOf(event, t)}
        </p>
        <EventAction
          event={event}
          state={registrationState(event)}
          href={href}
          onTickets={onTickets}
          describedBy={held && heldId}
        />
        {held ? (
          <Suspense fallback={null}>
            <StillHeld id={heldId} kept={held} onGone={onHeldGone} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}
