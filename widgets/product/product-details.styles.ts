import { DETAILS } from '../reserved-boxes';

/**
 * `<product-details>`: one column, two from 640px of widget width (a container query, so the
 * layout follows the space the page gives the widget, not the window).
 */
export const productDetailsCss = `
.sw-root { container-type: inline-size; }
.details { display: grid; gap: ${DETAILS.gap}em; grid-template-columns: minmax(0, 1fr); }
@container (min-width: ${DETAILS.twoColumnsFrom}px) { .details { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
.gallery { display: flex; flex-direction: column; gap: ${DETAILS.galleryGap}em; }
.main-image {
  aspect-ratio: var(--_sw-image-aspect-ratio); overflow: hidden;
  border-radius: var(--_sw-radius); background: var(--_sw-color-muted);
}
.main-image .image, .main-image .no-image { display: block; width: 100%; height: 100%; object-fit: contain; }
.thumbnails { display: flex; flex-wrap: wrap; gap: 0.5em; margin: 0; padding: 0; list-style: none; }
.thumbnail {
  width: ${DETAILS.thumbnail}em; height: ${DETAILS.thumbnail}em; padding: 0; overflow: hidden; cursor: pointer;
  border: 2px solid transparent; border-radius: calc(var(--_sw-radius) / 2); background: none;
}
.thumbnail[aria-pressed="true"] { border-color: var(--_sw-color-primary); }
.thumbnail img { display: block; width: 100%; height: 100%; object-fit: cover; }
.info { display: flex; flex-direction: column; gap: 0.75em; align-items: flex-start; }
.info > * { margin: 0; }
.name { font-size: 1.5em; line-height: 1.3; }
.ribbon {
  padding: 0.15em 0.6em; border-radius: 999px; font-size: 0.75em; font-weight: 600;
  background: var(--_sw-color-ribbon); color: var(--_sw-color-on-ribbon);
}
.price { font-size: 1.25em; font-variant-numeric: tabular-nums; }
.original-price { color: var(--_sw-color-text-muted); font-size: 0.8em; }
.sale-price { color: var(--_sw-color-sale); font-weight: 600; }
.stock { font-size: 0.875em; color: var(--_sw-color-text-muted); }
.description, .section { width: 100%; }
.section { border-top: 1px solid var(--_sw-color-border); padding-top: 0.5em; }
.section summary { cursor: pointer; font-weight: 600; min-height: 2.75em; display: flex; align-items: center; gap: 0.5em; }
.section summary::before { content: '▸'; }
.section[open] summary::before { content: '▾'; }
.section summary::-webkit-details-marker { display: none; }
.section summary { list-style: none; }
.bar { display: block; height: 1.25em; width: 60%; }
.bar.wide { height: 2em; width: 80%; }
`;
