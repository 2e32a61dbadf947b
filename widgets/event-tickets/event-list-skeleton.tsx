import { EVENT_LIST } from './boxes';
import type { EventListProps } from './event-list';

/** The platform caps a page at 100; anything not a positive whole number gets the default. */
export const pageSizeOf = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value > 0
    ? Math.min(value, 100)
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
