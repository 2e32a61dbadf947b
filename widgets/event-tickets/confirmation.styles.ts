/** The confirmation (confirmation.tsx) and its receipt, added with its chunk before it paints. */
export const confirmationCss = `
.sw-confirmation { display: grid; gap: 0.5em; justify-items: start; }
.sw-confirmation h3 { margin: 0; }
.sw-receipt { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.35em; justify-self: stretch; }
.sw-receipt li { display: flex; justify-content: space-between; gap: 1em; font-variant-numeric: tabular-nums; }
.sw-receipt-total { font-weight: 700; padding-top: 0.35em; border-top: 1px solid var(--_sw-color-border); }
`;
