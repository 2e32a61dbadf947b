import { EVENT_LIST } from './boxes';

/**
 * <event-list>: a responsive card grid, themed by --sw-* and ::part(list|item|image|title|...):
 * the boxes its skeleton keeps. What only the loaded list shows (links, actions, the ticket
 * dialog) comes with the list's chunk: event-list-view.styles.ts.
 */
export const eventListCss = `
.sw-event-items {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1em;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${EVENT_LIST.itemMinWidth}em), 1fr));
}
.sw-event-item {
  display: flex; flex-direction: column; overflow: hidden;
  border: 1px solid var(--_sw-color-border); border-radius: var(--_sw-radius);
  background: var(--_sw-color-surface);
}
/* Scoped to the item: the ticket dialog's header (event-tickets.styles.ts) shares the names. */
.sw-event-item .sw-event-image {
  display: block; width: 100%; height: auto; aspect-ratio: ${EVENT_LIST.imageRatio}; object-fit: cover;
  background: var(--_sw-color-muted); border-radius: 0;
}
.sw-event-body { padding: 0.75em 1em 1em; display: grid; gap: 0.25em; }
.sw-event-item .sw-event-title {
  margin: 0; font-size: 1.125em; line-height: 1.5; height: 3em; overflow: hidden;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow-wrap: anywhere;
}
/* Dates get two lines and wrap between date and time (event-when.tsx), never cut. */
.sw-event-item .sw-event-when, .sw-event-item .sw-event-where {
  margin: 0; font-size: 0.9375em; line-height: 1.5; overflow: hidden;
}
.sw-event-item .sw-event-when { height: 3em; }
.sw-event-item .sw-event-where { height: 1.5em; white-space: nowrap; text-overflow: ellipsis; }
.sw-event-state {
  margin: ${0.25 / 0.875}em 0 0; height: ${EVENT_LIST.action / 0.875}em;
  display: flex; align-items: center; font-size: 0.875em; font-weight: 600;
}
span.sw-event-title, span.sw-event-when, span.sw-event-where, span.sw-event-state { display: block; width: 70%; }
.sw-event-pager {
  display: flex; justify-content: space-between; gap: 1em; margin-top: ${EVENT_LIST.pagerGap}em;
  height: ${EVENT_LIST.pager}em;
}
`;
