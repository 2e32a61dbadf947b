import { EVENT_LIST } from './boxes';
import type { EventListProps } from './event-list';

/** At most 100 a page, at least one; anything else gets the default. */
export const pageSizeOf = (pageSize: number | undefined) =>
  pageSize && Number.isFinite(pageSize)
    ? Math.min(100, Math.max(1, Math.floor(pageSize)))
    : EVENT_LIST.pageSize;

/**
 * The loaded list's boxes: page-size items of fixed rows, and the pager's slot. Without a
 * label while the list's code or text has not arrived (defineWidget's skeleton): its own
 * module, so a page with only `<event-tickets>` does not load the list.
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
