/**
 * The checkout form (checkout-form.tsx), added with its chunk before it paints; its fields'
 * frame comes with the ticket flow around it (ticket-flow.styles.ts).
 */
export const checkoutFormCss = `
.sw-checkout { display: grid; gap: 0.75em; }
/* A field with an error says so by its border too, not by the text under it alone. */
.sw-checkout [aria-invalid="true"] { border-color: var(--_sw-color-danger); }
.sw-guest, .sw-fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 0.75em; min-width: 0; }
.sw-guest > legend { font-weight: 700; margin-bottom: 0.5em; padding: 0; }
.sw-fieldset > legend { padding: 0; }
/* The whole label is the target of a radio or checkbox: 44px high, like every control. */
.sw-option { display: flex; align-items: center; gap: 0.5em; min-height: 2.75em; cursor: pointer; }
.sw-option input { width: 1.25em; height: 1.25em; margin: 0; accent-color: var(--_sw-color-primary); }
`;
