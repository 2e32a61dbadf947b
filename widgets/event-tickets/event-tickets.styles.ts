import { EVENT_TICKETS } from './boxes';

const { imageRatio, imageMax, rows } = EVENT_TICKETS;

/** <event-tickets>: header, ticket rows, timer, form, confirmation; themed by --sw-* and ::part. */
export const eventTicketsCss = `
/* Loading: a float the height of a typical event (boxes.ts) keeps the box beside what shows. */
:host(event-tickets[state="loading"]) .sw-root { display: flow-root; }
:host(event-tickets[state="loading"]) .sw-root::before {
  content: ""; float: left; padding-bottom: calc(min(${imageRatio * 100}%, ${imageMax}em) + ${rows}em);
}
.sw-event-tickets { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1em; }
.sw-event-header { display: grid; gap: 0.25em; }
/* Wide boxes would make the 1200x630 hero taller than a screen: its height stops at 20em. */
.sw-event-image {
  display: block; width: 100%; height: auto; max-height: ${imageMax}em; aspect-ratio: 1200 / 630; object-fit: cover;
  border-radius: var(--_sw-radius);
}
.sw-event-title { margin: 0.25em 0 0; font-size: 1.5em; line-height: 1.2; }
.sw-event-title, .sw-ticket-name { overflow-wrap: anywhere; }
.sw-event-when, .sw-event-where, .sw-event-summary { margin: 0; }
.sw-tickets { list-style: none; margin: 0 0 1em; padding: 0; display: grid; gap: 0.75em; }
.sw-ticket {
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.75em;
  padding: 0.75em 1em; border: 1px solid var(--_sw-color-border);
  border-radius: var(--_sw-radius); background: var(--_sw-color-surface);
}
/* Muted, not faded: opacity would take the "Sold out" text below AA contrast. */
.sw-ticket[data-on-sale="false"] { background: var(--_sw-color-surface-muted); }
.sw-ticket-info { flex: 1 1 14em; }
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
.sw-picker, .sw-checkout, .sw-reserved { display: grid; gap: 0.75em; }
/* Focused by script when the step changes, as a place to continue from: no ring around it all. */
.sw-step:focus, .sw-reserved:focus { outline: none; box-shadow: none; }
.sw-timer {
  padding: 0.5em 1em; border-radius: var(--_sw-radius);
  background: var(--_sw-color-surface-muted); font-weight: 600;
}
.sw-timer-clock { font-variant-numeric: tabular-nums; }
/* A field with an error says so by its border too, not by the text under it alone. */
.sw-checkout [aria-invalid="true"] { border-color: var(--_sw-color-danger); }
.sw-guest, .sw-fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 0.75em; min-width: 0; }
.sw-guest > legend { font-weight: 700; margin-bottom: 0.5em; padding: 0; }
.sw-fieldset > legend { padding: 0; }
.sw-field { display: grid; }
.sw-field .sw-input, .sw-field .sw-select { width: 100%; }
/* The whole label is the target of a radio or checkbox: 44px high, like every control. */
.sw-option { display: flex; align-items: center; gap: 0.5em; min-height: 2.75em; cursor: pointer; }
.sw-option input { width: 1.25em; height: 1.25em; margin: 0; accent-color: var(--_sw-color-primary); }
.sw-confirmation { display: grid; gap: 0.5em; justify-items: start; }
.sw-confirmation h3 { margin: 0; }
/* Focused by script, for screen readers to start there: no ring, as in the cart's. */
.sw-confirmation h3:focus { outline: none; }
.sw-receipt { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.35em; justify-self: stretch; }
.sw-receipt li { display: flex; justify-content: space-between; gap: 1em; font-variant-numeric: tabular-nums; }
.sw-receipt-total { font-weight: 700; padding-top: 0.35em; border-top: 1px solid var(--_sw-color-border); }
.sw-keep { white-space: nowrap; }
`;
