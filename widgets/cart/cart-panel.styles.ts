/**
 * The cart's lines, coupon form and totals, adopted with their chunk (cart-panel.tsx): a page
 * whose cart is a count and a closed drawer loads neither. The cart is a size container: its
 * lines follow the width the page (or the drawer) gives it, not the window's.
 */
export const cartPanelCss = `
/* One column no wider than the cart: a long word or a button label (German) wraps or shrinks
   its row instead of widening the cart past a phone's drawer. */
.cart {
  display: grid; grid-template-columns: minmax(0, 1fr); gap: 1em; align-content: start;
  outline: none; container-type: inline-size;
}
/* Inline, the empty cart, or the notice of a cart that could not be read, fills the box reserved
   while it loaded, as a panel, not blank space. */
:host(:not([mode="drawer"])) .cart:has(> .empty, > [role="alert"]) { min-height: inherit; align-content: stretch; }
.cart > [role="alert"] { align-content: center; }
.lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75em; }
.line {
  display: grid; grid-template-columns: 64px 1fr auto; gap: 0.75em; align-items: start;
  padding-bottom: 0.75em; border-bottom: 1px solid var(--_sw-color-border);
}
.line[aria-busy="true"] { opacity: 0.6; }
.line-image {
  display: block; width: 64px; height: 64px; object-fit: cover;
  border-radius: calc(var(--_sw-radius) / 2); background: var(--_sw-color-muted);
}
.line-name { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.line-name a { color: inherit; }
.line-availability { margin: 0.25em 0 0; font-size: 0.875em; color: var(--_sw-color-danger); }
.line-price, .line-unit-price { margin-top: 0.25em; display: flex; gap: 0.5em; font-variant-numeric: tabular-nums; }
.line-full-price, .line-unit-price { color: var(--_sw-color-text-muted); }
.line-unit-price { font-size: 0.875em; }
.line-spacer { display: none; }
.line-actions { display: grid; gap: 0.5em; justify-items: end; }
.remove { padding: 0.25em 0.75em; font-size: 0.875em; min-height: 3.15em; }
.line-error { grid-column: 1 / -1; }
.coupon-row { display: flex; gap: 0.5em; align-items: center; }
.coupon-row .sw-input { flex: 1; min-width: 0; }
.coupon-applied { flex: 1; }
.totals dl { margin: 0; display: grid; gap: 0.35em; }
.totals-row { display: flex; justify-content: space-between; gap: 1em; min-height: 1.5em; }
.totals-row dd { margin: 0; font-variant-numeric: tabular-nums; }
.totals-total { font-weight: 700; font-size: 1.1em; }
.totals-skeleton { display: inline-block; width: 5em; height: 1em; }
.empty {
  display: grid; place-content: center; margin: 0; padding: 1.5em 1em; text-align: center;
  color: var(--_sw-color-text-muted); background: var(--_sw-color-surface-muted);
  border: 1px dashed var(--_sw-color-border); border-radius: var(--_sw-radius);
}
@container (max-width: 24em) {
  .line { grid-template-columns: 48px minmax(0, 1fr); }
  .line-image { width: 48px; height: 48px; }
  .line-actions { grid-column: 1 / -1; display: flex; justify-content: space-between; align-items: center; }
  .line-spacer { display: flex; visibility: hidden; }
}
`;
