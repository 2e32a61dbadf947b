/**
 * The purchase block (purchase.tsx) of `<product-details>` and the card's quick view: option
 * pickers, quantity and add. A sold-out colour is struck through, as its name says "(out of
 * stock)" to screen readers. It arrives with the block's chunk (see usePurchaseStyles).
 */
export const purchaseCss = `
/* At most the column's width: a long option name (one word, 50 letters) wraps, and its select
   (as wide as its longest choice) shrinks, instead of widening the page. */
.option { border: 0; padding: 0; margin: 0; min-width: 12em; max-width: 100%; overflow-wrap: anywhere; }
.option .sw-select { width: 100%; }
.swatches { display: flex; flex-wrap: wrap; gap: 0.5em; }
.swatches legend { width: 100%; }
.swatch { display: inline-flex; cursor: pointer; border-radius: 50%; }
.swatch-colour {
  width: 2.75em; height: 2.75em; border-radius: 50%;
  border: 1px solid var(--_sw-color-border); box-shadow: inset 0 0 0 2px #fff;
  forced-color-adjust: none; /* its colour is what it says, in high contrast too */
}
.swatch[data-out-of-stock] .swatch-colour {
  opacity: 0.5;
  background-image: linear-gradient(to top right, transparent calc(50% - 1.5px), var(--_sw-color-danger) calc(50% - 1.5px) calc(50% + 1.5px), transparent calc(50% + 1.5px));
}
.swatch input:checked + .swatch-colour { outline: 2px solid var(--_sw-color-primary); outline-offset: 2px; }
.swatch input:focus-visible + .swatch-colour { outline: 2px solid var(--_sw-color-focus); outline-offset: 4px; }
/* The swatch keeps its author colours in forced colours (above), its rings too: a site's primary
   or focus colour may vanish on the visitor's Canvas, so the rings take system colours there. */
@media (forced-colors: active) {
  .swatch input:checked + .swatch-colour { outline-color: CanvasText; }
  .swatch input:focus-visible + .swatch-colour { outline-color: Highlight; }
}
.buy { display: flex; flex-wrap: wrap; gap: 0.75em; align-items: flex-start; width: 100%; }
.buy .add { flex: 1 1 12em; }
`;
