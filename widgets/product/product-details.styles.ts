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
  aspect-ratio: var(--sw-image-aspect-ratio, 1 / 1); overflow: hidden;
  border-radius: var(--sw-radius, 8px); background: var(--sw-color-muted, #f4f4f5);
}
.main-image .image, .main-image .no-image { display: block; width: 100%; height: 100%; object-fit: contain; }
.thumbnails { display: flex; flex-wrap: wrap; gap: 0.5em; margin: 0; padding: 0; list-style: none; }
.thumbnail {
  width: ${DETAILS.thumbnail}em; height: ${DETAILS.thumbnail}em; padding: 0; overflow: hidden; cursor: pointer;
  border: 2px solid transparent; border-radius: calc(var(--sw-radius, 8px) / 2); background: none;
}
.thumbnail[aria-pressed="true"] { border-color: var(--sw-color-primary, #1d4ed8); }
.thumbnail img { display: block; width: 100%; height: 100%; object-fit: cover; }
.info { display: flex; flex-direction: column; gap: 0.75em; align-items: flex-start; }
.info > * { margin: 0; }
.name { font-size: 1.5em; line-height: 1.3; }
.ribbon {
  padding: 0.15em 0.6em; border-radius: 999px; font-size: 0.75em; font-weight: 600;
  background: var(--sw-color-ribbon, #1c1b1f); color: var(--sw-color-on-ribbon, #fff);
}
.price { font-size: 1.25em; font-variant-numeric: tabular-nums; }
.original-price { color: var(--sw-color-muted-text, #52525b); font-size: 0.8em; }
.sale-price { color: var(--sw-color-sale, #b91c1c); font-weight: 600; }
.stock { font-size: 0.875em; color: var(--sw-color-muted-text, #52525b); }
.option { border: 0; padding: 0; margin: 0; min-width: 12em; }
.option .sw-select { width: 100%; }
.swatches { display: flex; flex-wrap: wrap; gap: 0.5em; }
.swatches legend { width: 100%; }
.swatch { display: inline-flex; cursor: pointer; border-radius: 50%; }
.swatch-colour {
  width: 2em; height: 2em; border-radius: 50%;
  border: 1px solid var(--sw-color-border, #d4d4d8); box-shadow: inset 0 0 0 2px #fff;
}
.swatch input:checked + .swatch-colour { outline: 2px solid var(--sw-color-primary, #1d4ed8); outline-offset: 2px; }
.swatch input:focus-visible + .swatch-colour { outline: 2px solid var(--sw-color-focus, #2563eb); outline-offset: 4px; }
.buy { display: flex; flex-wrap: wrap; gap: 0.75em; align-items: flex-start; width: 100%; }
.buy .add { flex: 1 1 12em; }
.description, .section { width: 100%; }
.section { border-top: 1px solid var(--sw-color-border, #d4d4d8); padding-top: 0.5em; }
.section summary { cursor: pointer; font-weight: 600; }
.bar { display: block; height: 1.25em; width: 60%; }
.bar.wide { height: 2em; width: 80%; }
`;
