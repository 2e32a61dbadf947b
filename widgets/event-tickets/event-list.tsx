import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { usePlatform, useSiteConfig } from '../../shared/data';
import { useHostState } from '../../shared/element';
import { ErrorNotice, Notice } from '../../shared/ui';
import { formatEventDates, placeOf } from './event-dates';
import { REGISTRATION_LABELS, registrationState } from './registration-state';
import type { EventDetails } from './types';

export interface EventListProps {
  pageSize?: number;
  /** Event statuses to show, comma or space separated; default UPCOMING and STARTED. */
  status?: string;
}

const DEFAULT_STATUSES = ['UPCOMING', 'STARTED'];

export const statusesOf = (status: string | undefined): string[] => {
  const list = (status ?? '')
    .toUpperCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return list.length ? list : DEFAULT_STATUSES;
};

const pageSizeOf = (pageSize: number | undefined) =>
  pageSize && Number.isFinite(pageSize) ? Math.min(100, Math.max(1, Math.floor(pageSize))) : 6;

export function EventList({ pageSize, status }: EventListProps) {
  const client = usePlatform();
  const { locale } = useSiteConfig();
  const limit = pageSizeOf(pageSize);
  const statuses = statusesOf(status);
  const [offset, setOffset] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const query = useQuery({
    queryKey: ['events', 'list', statuses, limit, offset],
    queryFn: () =>
      client.events.queryEvents({
        filter: { status: { $in: statuses } },
        sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' }],
        paging: { limit, offset },
      }),
    placeholderData: keepPreviousData,
  });
  const events = (query.data?.events ?? []) as EventDetails[];
  const paging = query.data?.pagingMetadata;
  const hasNext = paging?.hasNext ?? offset + events.length < (paging?.total ?? 0);

  useHostState(
    query.isPending ? 'loading' : query.isError ? 'error' : events.length ? 'ready' : 'empty',
  );

  // A new page replaces the list: move focus to it so keyboard users are not left behind.
  const turnTo = (next: number) => {
    setOffset(Math.max(0, next));
    listRef.current?.focus();
  };
  useEffect(() => setOffset(0), [limit, status]);

  if (query.isPending) return <p className="sw-event-list-loading">Loading events…</p>;
  if (query.isError)
    return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (!events.length) return <Notice>No upcoming events right now.</Notice>;

  return (
    <section className="sw-event-list" aria-label="Events" aria-busy={query.isFetching}>
      <ul className="sw-event-items" ref={listRef} tabIndex={-1} part="list">
        {events.map((event) => (
          <EventItem key={event.id} event={event} locale={locale} />
        ))}
      </ul>
      {offset > 0 || hasNext ? (
        <nav className="sw-event-pager" aria-label="Event pages" part="pager">
          <button
            type="button"
            className="sw-button sw-button-quiet"
            disabled={offset === 0}
            onClick={() => turnTo(offset - limit)}
          >
            Previous
          </button>
          <button
            type="button"
            className="sw-button sw-button-quiet"
            disabled={!hasNext}
            onClick={() => turnTo(offset + limit)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function EventItem({ event, locale }: { event: EventDetails; locale: string }) {
  const state = registrationState(event);
  const image = event.mainImage;
  return (
    <li className="sw-event-item" part="item">
      {image?.url ? (
        <img
          className="sw-event-image"
          part="image"
          src={image.url}
          alt=""
          width={image.width ?? 1200}
          height={image.height ?? 630}
          loading="lazy"
        />
      ) : null}
      <div className="sw-event-body">
        {/* h2, like <event-tickets>'s title: the list usually sits right under the page's h1. */}
        <h2 className="sw-event-title" part="title">
          {event.eventPageUrl ? <a href={event.eventPageUrl}>{event.title}</a> : event.title}
        </h2>
        <p className="sw-event-when" part="dates">
          {formatEventDates(event, locale)}
        </p>
        <p className="sw-event-where" part="location">
          {placeOf(event)}
        </p>
        <p className="sw-event-state" part="registration" data-state={state}>
          {REGISTRATION_LABELS[state]}
        </p>
      </div>
    </li>
  );
}
