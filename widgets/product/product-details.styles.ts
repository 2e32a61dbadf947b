import { DETAILS } from './boxes';

/**
 * `<product-details>`: one column, two from 640px of widget width (a container query, so the
 * layout follows the space the page gives the widget, not the window). What the skeleton
 * needs; the rest (product-details-view.styles.ts) comes with the details' own chunk.
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
.thumbnails { display: flex; flex-wrap: wrap; gap: 0.5em; margin: 0; padding: 0; list-style: none; }
.thumbnail {
  width: ${DETAILS.thumbnail}em; height: ${DETAILS.thumbnail}em; padding: 0; overflow: hidden; cursor: pointer;
  border: 2px solid transparent; border-radius: calc(var(--_sw-radius) / 2); background: none;
}
.info { display: flex; flex-direction: column; gap: 0.75em; align-items: flex-start; }
/* Below the gallery (one column): a typical product's info (boxes.ts), not three bars' height.
   Beside it (two), the gallery sets the height: the loader's box counts no info then. */
.info-skeleton { min-height: ${DETAILS.infoSkeleton}em; }
@container (min-width: ${DETAILS.twoColumnsFrom}px) { .info-skeleton { min-height: 0; } }
.bar { display: block; height: 1.25em; width: 60%; }
.bar.wide { height: 2em; width: 80%; }
`;
