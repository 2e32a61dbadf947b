import { u } from '../box-unit';

/** The product family's reserved boxes (see ../reserved-boxes.ts), in widget font-size units. */

/** One product card (`<product-card>` and each card of `<product-list>`), rows in em. */
export const CARD = {
  padding: 0.75,
  gap: 0.5,
  name: 2.8, // two lines of 1.4
  price: 1.5,
  stock: 1.5 * 0.875, // 1.5 lines of the 0.875em stock text
  button: 2.75, // 44px: a touch target
};
/**
 * A card is its image (as wide as the card's content box, square unless the page sets
 * `--sw-image-aspect-ratio`) plus these rows.
 */
export const cardRows = CARD.gap * 4 + CARD.name + CARD.price + CARD.stock + CARD.button;

/** `<product-list>`: toolbar, grid, "load more" slot; the default page size of the widget. */
export const LIST = {
  toolbar: 2.5,
  gap: 1,
  gridGap: 1,
  more: 2.75,
  cardMinWidth: 220,
  pageSize: 12,
};

/**
 * `<product-details>`: in two columns the gallery (square image, one row of thumbnails) sets the
 * height; in one, the info below it adds a typical product's (`infoSkeleton`: name, price,
 * stock, one option, quantity, the button and some description; 19-32 em in the demo's).
 */
export const DETAILS = {
  gap: 1.5,
  galleryGap: 0.75,
  thumbnail: 4,
  twoColumnsFrom: 640,
  infoSkeleton: 22,
};

/**
 * `<product-card>`'s own box (../reserved-boxes.ts says how it is made): `host` selects the
 * element, `before` its `::before`, the image's square.
 */
export const cardBox = (host: string, before: string) =>
  `${host}{display:block;min-width:0;` +
  // Layout containment: the card's content (absolute) is laid out in this box.
  `contain:inline-size layout;contain-intrinsic-inline-size:var(--sw-card-min-width,${LIST.cardMinWidth}px);` +
  `padding-bottom:${u(cardRows)}}` +
  `${before}{content:"";display:block;aspect-ratio:var(--sw-image-aspect-ratio,1);margin:calc(${u(CARD.padding)} + 1px)}`;

/**
 * The card's content (inside its shadow root) fills the box the loader's sheet gives the host.
 * The card gives itself that box too: in a shadow root of the page's own (a Lit component's,
 * docs/spa.md) the loader's sheet, adopted by the document, does not reach the element, and
 * without a box the absolute content would cover the page. In the document the page's sheet
 * wins over `:host` rules, so a page's own rule about the element still does.
 */
export const CARD_CONTENT =
  cardBox(':host', ':host::before') + '.sw-root{position:absolute;inset:0}';
