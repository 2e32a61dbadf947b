/**
 * A line's chosen options (line-options.tsx): in the cart's rows and the order confirmation's.
 * The colour's dot keeps its colour in forced colours, as the product's swatch does
 * (purchase.styles.ts): forced, it was an empty ring beside the colour's name.
 */
export const lineOptionsCss = `
.line-options { margin: 0.25em 0 0; font-size: 0.875em; color: var(--_sw-color-text-muted); }
.line-options div { display: flex; gap: 0.25em; }
.line-options dt::after { content: ":"; }
.line-options dd { margin: 0; display: inline-flex; align-items: center; gap: 0.3em; }
.swatch {
  display: inline-block; width: 0.9em; height: 0.9em; border-radius: 50%;
  border: 1px solid var(--_sw-color-border);
  forced-color-adjust: none;
}
`;
