/**
 * The ticket flow (ticket-flow.tsx): the picker's rows, the reservation and its timer, added
 * with the flow's chunk before it paints; <event-tickets> keeps its box meanwhile. The fields'
 * frame is here too: the donation amount's and, inside the reservation, the checkout form's.
 */
export const ticketFlowCss = `
.sw-tickets { list-style: none; margin: 0 0 1em; padding: 0; display: grid; gap: 0.75em; }
.sw-ticket {
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.75em;
  padding: 0.75em 1em; border: 1px solid var(--_sw-color-border);
  border-radius: var(--_sw-radius); background: var(--_sw-color-surface);
}
/* Muted, not faded: opacity would take the "Sold out" text below AA contrast. */
.sw-ticket[data-on-sale="false"] { background: var(--_sw-color-surface-muted); }
/* A ticket's name or description may be one long word: it breaks, so the list stays as wide
   as the widget (the grid's column would otherwise take the word's width, and the page). */
.sw-ticket-info { flex: 1 1 14em; overflow-wrap: anywhere; }
.sw-ticket-info p { margin: 0.125em 0 0; }
.sw-ticket-name { margin: 0; font-size: 1em; }
.sw-ticket-description, .sw-ticket-limit, .sw-ticket-fee { font-size: 0.875em; }
.sw-ticket-price { font-weight: 600; }
.sw-ticket-sale { font-size: 0.875em; font-weight: 600; }
.sw-ticket-sale[data-status="SOLD_OUT"], .sw-ticket-sale[data-status="SALE_ENDED"] {
  color: var(--_sw-color-danger);
}
/* At the row's end even when wrapped under the info (a phone): the price field that appears
   under the stepper widens the box leftwards, and the stepper stays under the finger. */
.sw-ticket-choose {
  display: grid; gap: 0.5em; justify-items: end; align-content: start; margin-inline-start: auto;
}
.sw-donation { width: 8em; }
.sw-picker, .sw-reserved { display: grid; gap: 0.75em; }
.sw-timer {
  padding: 0.5em 1em; border-radius: var(--_sw-radius);
  background: var(--_sw-color-surface-muted); font-weight: 600;
}
.sw-timer-clock { font-variant-numeric: tabular-nums; }
.sw-field { display: grid; }
.sw-field .sw-input, .sw-field .sw-select { width: 100%; }
`;
