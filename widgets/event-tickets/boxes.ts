/** The events family's reserved boxes (see ../reserved-boxes.ts), in widget font-size units. */

/**
 * `<event-list>`: items of fixed rows (image 1200/630, title and dates two lines each, place,
 * the action or state), the pager's slot always there. `body` is the item's text block in em,
 * borders aside.
 */
const EVENT_ACTION = 2.75; // the "Tickets" button (a 44px target), or the state text in its place
export const EVENT_LIST = {
  itemMinWidth: 16,
  gap: 1,
  imageRatio: '1200 / 630',
  // padding, gaps, title (2 lines), dates (2 lines), place, action row and its margin
  body: 0.75 + 1 + 0.25 * 3 + 1.125 * 3 + 0.9375 * 1.5 * 3 + EVENT_ACTION + 0.25,
  action: EVENT_ACTION,
  pagerGap: 1,
  pager: 2.75,
  pageSize: 6,
};

/**
 * `<event-tickets>` while it loads, before and after its code has arrived: the box of a typical
 * event (its 1200/630 image, at most `imageMax` high, then title, date, place, a line of summary,
 * one ticket type and the button), so what follows it on the page moves little when the event
 * arrives. What stays is the difference an event's own summary and ticket types make.
 */
export const EVENT_TICKETS = { imageRatio: 630 / 1200, imageMax: 20, rows: 22 };
