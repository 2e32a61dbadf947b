/**
 * The quantity stepper (quantity-stepper.tsx), in its own chunk with it: only lazy parts show
 * one (the purchase block, the cart's lines, the ticket rows), and each adds this sheet to its
 * widget's shadow root before it paints, so no family's first load carries it.
 */
export const stepperCss = `
.sw-stepper { display: inline-flex; align-items: center; border: 1px solid var(--_sw-input-border); border-radius: var(--_sw-radius); }
.sw-stepper button { font: inherit; width: 2.75em; height: 2.75em; border: 0; background: transparent; cursor: pointer; color: inherit; }
.sw-stepper button[aria-disabled="true"] { color: color-mix(in srgb, currentColor 45%, transparent); cursor: not-allowed; }
@media (forced-colors: active) { .sw-stepper button[aria-disabled="true"] { color: GrayText; } }
.sw-stepper output { min-width: 2em; text-align: center; font-variant-numeric: tabular-nums; }
`;
