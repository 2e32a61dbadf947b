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
/** A card is its image (square: as wide as the card's content box) plus these rows. */
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

/** The card's content (inside its shadow root) fills the box the loader's sheet gives the host. */
export const CARD_CONTENT = '.sw-root{position:absolute;inset:0}';
