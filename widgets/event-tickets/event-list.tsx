import { useEffect, useRef, useState } from 'react';
import { linkHref } from '../../shared/client';
import { useSiteConfig } from '../../shared/data';
import { useEventList } from '../../shared/data/events';
import { useHostState } from '../../shared/element';
import { ErrorNotice, Notice } from '../../shared/ui';
import { EVENT_LIST } from '../reserved-boxes';
import { formatEventDates, placeOf } from './event-dates';
import { registrationState } from './registration-state';
import { useEventsText } from './text';
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
  pageSize && Number.isFinite(pageSize)
    ? Math.min(100, Math.max(1, Math.floor(pageSize)))
    : EVENT_LIST.pageSize;

export function EventList({ pageSize, status }: EventListProps) {
  const { locale } = useSiteConfig();
  const t = useEventsText();
  const limit = pageSizeOf(pageSize);
  const statuses = statusesOf(status);
  const [offset, setOffset] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const query = useEventList({ statuses, limit, offset });
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

  if (query.isPending) return <EventListSkeleton pageSize={limit} label={t('loadingEvents')} />;
  if (query.isError)
    return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (!events.length) return <Notice>{t('noEvents')}</Notice>;

  return (
    <section className="sw-event-list" aria-label={t('events')} aria-busy={query.isFetching}>
      <ul className="sw-event-items" ref={listRef} tabIndex={-1} part="list">
        {events.map((event) => (
          <EventItem key={event.id} event={event} locale={locale} />
        ))}
        {/* A short page keeps the page-size box (no layout shift): invisible fillers. */}
        {Array.from({ length: Math.max(0, limit - events.length) }, (_, i) => (
          <li key={`filler-${i}`} className="sw-event-item sw-event-filler" aria-hidden />
        ))}
      </ul>
      {offset > 0 || hasNext ? (
        <nav className="sw-event-pager" aria-label={t('eventPages')} part="pager">
          <button
            type="button"
            className="sw-button sw-button-quiet"
            disabled={offset === 0}
            onClick={() => turnTo(offset - limit)}
          >
            {t('previous')}
          </button>
          <button
            type="button"
            className="sw-button sw-button-quiet"
            disabled={!hasNext}
            onClick={() => turnTo(offset + limit)}
          >
            {t('next')}
          </button>
        </nav>
      ) : (
        <div className="sw-event-pager" aria-hidden />
      )}
    </section>
  );
}

/**
 * The loaded list's boxes: page-size items of fixed rows, and the pager's slot. Without a
 * label while the list's text has not arrived (defineWidget's skeleton).
 */
export function EventListSkeleton({ pageSize, label }: EventListProps & { label?: string }) {
  return (
    <section className="sw-event-list" aria-busy="true">
      {label ? <p className="sw-visually-hidden">{label}</p> : null}
      <ul className="sw-event-items" aria-hidden>
        {Array.from({ length: pageSizeOf(pageSize) }, (_, i) => (
          <li key={i} className="sw-event-item">
            <span className="sw-event-image sw-skeleton" />
            <div className="sw-event-body">
              <span className="sw-event-title sw-skeleton" />
              <span className="sw-event-when sw-skeleton" />
              <span className="sw-event-where sw-skeleton" />
              <span className="sw-event-state sw-skeleton" />
            </div>
          </li>
        ))}
      </ul>
      <div className="sw-event-pager" />
    </section>
  );
}

function EventItem({ event, locale }: { event: EventDetails; locale: string }) {
  const t = useEventsText();
  const state = registrationState(event);
  const image = event.mainImage;
  const pageHref = linkHref(event.eventPageUrl); // never a javascript: or data: link
  return (
    <li className="sw-event-item" part="item">
      {!image?.url ? (
        <span className="sw-event-image" aria-hidden />
      ) : (
        <img
          className="sw-event-image"
          part="image"
          src={image.url}
          alt=""
          width={image.width ?? 1200}
          height={image.height ?? 630}
          loading="lazy"
        />
      )}
      <div className="sw-event-body">
        {/* h2, like <event-tickets>'s title: the list usually sits right under the page's h1. */}
        <h2 className="sw-event-title" part="title">
          {pageHref ? <a href={pageHref}>{event.title}</a> : event.title}
        </h2>
        <p className="sw-event-when" part="dates">
          {formatEventDates(event, locale, t)}
        </p>
        <p className="sw-event-where" part="location">
          {placeOf(event, t)}
        </p>
        <p className="sw-event-state" part="registration" data-state={state}>
          {t(state)}
        </p>
      </div>
    </li>
  );
}
