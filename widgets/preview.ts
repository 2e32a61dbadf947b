/**
 * The custom property that holds, on a first-screen `<product-card>` whose product the loader
 * already has, that product's image as a CSS `url()` (early-start.ts): until the card renders,
 * its box shows the image where the card's own image will be (reserved-boxes.ts), before the
 * runtime has even loaded. Internal, like the reserved boxes' other `--_sw-r-*` properties. Its
 * own module: the loader takes this name and nothing else.
 */
export const PREVIEW = '--_sw-r-image';
