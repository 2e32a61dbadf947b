/** The loaded details: main image, name, price, stock, chosen thumbnail, info sections. */
export const detailsViewCss = `
.main-image .image, .main-image .no-image { display: block; width: 100%; height: 100%; object-fit: contain; }
.info > * { margin: 0; }
.thumbnail[aria-pressed="true"] { border-color: var(--_sw-color-primary); }
/* Forced colours paint every thumbnail's border alike (CanvasText): the chosen one takes the
   system's selection colour and a thicker border, a cue that is not colour alone. */
@media (forced-colors: active) { .thumbnail[aria-pressed="true"] { border: 4px solid Highlight; } }
.thumbnail img { display: block; width: 100%; height: 100%; object-fit: cover; }
.name { font-size: 1.5em; line-height: 1.3; overflow-wrap: anywhere; }
.ribbon {
  padding: 0.15em 0.6em; border-radius: 999px; font-size: 0.75em; font-weight: 600;
  background: var(--_sw-color-ribbon); color: var(--_sw-color-on-ribbon);
}
.price { font-size: 1.25em; font-variant-numeric: tabular-nums; }
.original-price { color: var(--_sw-color-text-muted); font-size: 0.8em; }
.sale-price { color: var(--_sw-color-sale); font-weight: 600; }
.stock { font-size: 0.875em; color: var(--_sw-color-text-muted); }
/* The info column lines its items up at the start, each as wide as its content: the
   description's box spans the column instead, so a wide image in it shrinks to fit. */
[part="description"], .description, .section { width: 100%; }
.section { border-top: 1px solid var(--_sw-color-border); padding-top: 0.5em; }
.section summary { cursor: pointer; font-weight: 600; min-height: 2.75em; display: flex; align-items: center; gap: 0.5em; overflow-wrap: anywhere; }
.section summary::before { content: '▸'; }
.section[open] summary::before { content: '▾'; }
.section summary::-webkit-details-marker { display: none; }
.section summary { list-style: none; }
`;
