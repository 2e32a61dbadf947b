import { EVENT_LIST } from '../reserved-boxes';

/** <event-list>: a responsive card grid, themed by --sw-* and ::part(list|item|image|title|...). */
export const eventListCss = `
.sw-event-items {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1em;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${EVENT_LIST.itemMinWidth}em), 1fr));
}
.sw-event-items:focus { outline: none; }
.sw-event-item {
  display: flex; flex-direction: column; overflow: hidden;
  border: 1px solid var(--_sw-color-border); border-radius: var(--_sw-radius);
  background: var(--_sw-color-surface);
}
.sw-event-image {
  display: block; width: 100%; height: auto; aspect-ratio: ${EVENT_LIST.imageRatio}; object-fit: cover;
  background: var(--_sw-color-muted);
}
.sw-event-filler { visibility: hidden; }
.sw-event-body { padding: 0.75em 1em 1em; display: grid; gap: 0.25em; }
.sw-event-title {
  margin: 0; font-size: 1.125em; line-height: 1.5; height: 3em; overflow: hidden;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical;
}
.sw-event-title a { color: inherit; }
/* Dates take two lines where a narrow card needs them ("Fri, Nov 27, 2026, 12:00 – 3:00 PM PST"). */
.sw-event-when {
  margin: 0; font-size: 0.9375em; line-height: 1.5; height: 3em; overflow: hidden;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical;
}
.sw-event-where {
  margin: 0; font-size: 0.9375em; line-height: 1.5; height: 1.5em;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.sw-event-state { margin: 0.25em 0 0; font-size: 0.875em; font-weight: 600; line-height: 1.5; height: 1.5em; }
span.sw-event-title, span.sw-event-when, span.sw-event-where, span.sw-event-state { display: block; width: 70%; }
.sw-event-state[data-state="sold-out"], .sw-event-state[data-state="closed"],
.sw-event-state[data-state="canceled"] { color: var(--_sw-color-danger); }
.sw-event-pager {
  display: flex; justify-content: space-between; gap: 1em; margin-top: ${EVENT_LIST.pagerGap}em;
  height: ${EVENT_LIST.pager}em;
}
.sw-event-pager .sw-button { height: ${EVENT_LIST.pager}em; min-height: 0; }
`;
