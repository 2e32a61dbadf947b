/**
 * `<back-in-stock>`: a small form under a product, themed through `--sw-*`. The email field,
 * the button and the field's error share a wrapping row: field and button side by side, the
 * error under both; too narrow for that (the widest button is German), the field takes the
 * whole line and the button goes last, so the error stays right under its field instead of
 * under a button that wrapped between them. The error follows the field in the document, so
 * a screen reader's order (swiping on a phone) is the order seen there; wide, it is moved
 * after the button. The row is the query container, not the form: the form is as wide as its
 * title where the page sizes it to its content (a flex row, a table). An email refused takes the
 * danger colour's border, as a wrong field of `<member-login>` does (member-login.styles.ts).
 */
export const backInStockCss = `
:host { display: block; }
:host([state="empty"]) { display: none; }
.bis { display: grid; gap: 0.5em; margin: 0; padding: 0; border: 0; }
/* It names the product: one long word from the platform breaks instead of widening the page. */
.bis-title { font-weight: 600; margin: 0; overflow-wrap: anywhere; }
.bis-row { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: flex-start; container-type: inline-size; }
.bis-row .sw-input { flex: 1 1 12em; min-width: 0; }
.bis-row .sw-field-error { flex-basis: 100%; order: 1; }
.sw-input[aria-invalid="true"] { border-color: var(--_sw-color-danger); }
@container (max-width: 25em) { .bis-row .sw-input { flex-basis: 100%; } .bis-row .sw-field-error { order: 0; } }
.bis-done { display: grid; gap: 0.5em; justify-items: start; }
`;
