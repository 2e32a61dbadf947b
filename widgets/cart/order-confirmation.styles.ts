/** The order confirmation (order-confirmation.tsx): it arrives with its own chunk. */
export const orderConfirmationCss = `
.confirmation { display: grid; gap: 0.75em; }
.confirmation > * { margin: 0; }
.confirmation-title { font-size: 1.25em; outline: none; }
.confirmation-subtitle { font-size: 1em; }
.order-number strong { font-variant-numeric: tabular-nums; }
.order-lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.35em; }
.order-line, .order-row { display: flex; justify-content: space-between; gap: 1em; }
.order-line > :last-child, .order-row dd { margin: 0; font-variant-numeric: tabular-nums; }
.order-summary { margin: 0; display: grid; gap: 0.25em; padding-top: 0.5em; border-top: 1px solid var(--_sw-color-border); }
.order-total { font-weight: 700; }
.confirmation-actions { display: flex; flex-wrap: wrap; gap: 0.5em; }
.confirmation-actions .sw-button { text-decoration: none; }
`;
