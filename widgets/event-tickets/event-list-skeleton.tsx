import { pageSizeOf } from '../../shared/element/page-size';
import { EVENT_LIST } from './boxes';
import type { EventListProps } from './event-list';

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
        {Array.from({ length: pageSizeOf(pageSize, EVENT_LIST.pageSize) }, (_, i) => (
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
