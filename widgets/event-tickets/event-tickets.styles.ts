import { EVENT_TICKETS } from './boxes';

const { imageRatio, imageMax, rows } = EVENT_TICKETS;

/**
 * <event-tickets>: its loading box and the event's header, themed by --sw-* and ::part. The
 * ticket flow's parts bring theirs with their chunks: ticket-flow.styles.ts (picker, timer,
 * reservation), checkout-form.styles.ts, confirmation.styles.ts.
 */
export const eventTicketsCss = `
/* Loading: a float the height of a typical event (boxes.ts) keeps the box beside what shows. */
:host(event-tickets[state="loading"]) .sw-root { display: flow-root; }
:host(event-tickets[state="loading"]) .sw-root::before {
  content: ""; float: left; padding-bottom: calc(min(${imageRatio * 100}%, ${imageMax}em) + ${rows}em);
}
.sw-event-tickets { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1em; }
/* Every line may break anywhere: one long word (a title, a venue, a summary) from the platform
   would otherwise set the grid's column, and the page, that wide. */
.sw-event-header { display: grid; gap: 0.25em; overflow-wrap: anywhere; }
/* Wide boxes would make the 1200x630 hero taller than a screen: its height stops at 20em. */
.sw-event-image {
  display: block; width: 100%; height: auto; max-height: ${imageMax}em; aspect-ratio: 1200 / 630; object-fit: cover;
  border-radius: var(--_sw-radius);
}
.sw-event-title { margin: 0.25em 0 0; font-size: 1.5em; line-height: 1.2; }
.sw-event-when, .sw-event-where, .sw-event-summary { margin: 0; }
.sw-keep { white-space: nowrap; }
`;
