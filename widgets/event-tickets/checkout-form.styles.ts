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
/* A date field's calendar icon in the field's text colour: the browser draws it black for a light
   page whatever the field's surface (1.2:1 on a dark theme's fields), in forced colours too (on a
   black Field). In forced colours a background turns Canvas unless kept: keep FieldText. */
.sw-checkout input::-webkit-calendar-picker-indicator {
  background: currentColor;
  -webkit-mask: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z'/%3E%3C/svg%3E") center / contain no-repeat;
}
@media (forced-colors: active) {
  .sw-checkout input::-webkit-calendar-picker-indicator { background: FieldText; forced-color-adjust: none; }
}
`;
