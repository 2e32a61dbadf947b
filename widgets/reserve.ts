/**
 * The boxes widgets reserve before their content arrives (DESIGN.md §7: no layout shift).
 * One source for both sides, so they cannot drift: the widgets' styles (skeleton and loaded
 * rows) and the loader's sheet for tags whose family chunk has not loaded yet.
 *
 * Sizes are in units of the widget font size: inside the shadow root that is `em`; on the host
 * (outside, where the page's own font size applies) it is `var(--sw-font-size, 16px)`.
 */

/** `n` widget-font-size units, usable on the host element. */
export const u = (n: number) => `calc(${n} * var(--sw-font-size, 16px))`;

/** Header widgets: a fixed box whatever the data (count, member name). */
export const CART_COUNT = { size: 2.75 };
export const MEMBER_MENU = { width: 8, height: 2.625 };

/** One product card (`<product-card>` and each card of `<product-list>`), rows in em. */
export const CARD = {
  padding: 0.75,
  gap: 0.5,
  name: 2.8, // two lines of 1.4
  price: 1.5,
  stock: 1.5 * 0.875, // 1.5 lines of the 0.875em stock text
  button: 2.625,
};
/** A card is its image (square: as wide as the card's content box) plus these rows. */
const cardRows = CARD.gap * 4 + CARD.name + CARD.price + CARD.stock + CARD.button;

/** `<product-list>`: toolbar, grid, "load more" slot; the default page size of the widget. */
export const LIST = {
  toolbar: 2.5,
  gap: 1,
  gridGap: 1,
  more: 2.625,
  cardMinWidth: 220,
  pageSize: 12,
};

/**
 * A card's height for a given width `w` (a CSS length): the square image is `w` minus the
 * card's padding and 1px borders, so the height is `w + rows + padding`, the borders cancel.
 */
const cardHeight = (w: string) => `(${w} + ${u(cardRows)})`;

/**
 * Host rules per tag for not-yet-defined elements. Widths come from percentages of padding
 * (relative to the containing block's width, which is the host's for a block in flow).
 */
export function reservedCss(): string {
  const g = u(LIST.gridGap);
  // product-list: columns as the grid's auto-fill makes them, rows from page-size.
  const cols = `max(1, round(down, (100% + ${g}) / (${LIST.cardMinWidth}px + ${g}), 1))`;
  const rows = `round(up, min(100, attr(page-size type(<number>), ${LIST.pageSize})) / var(--sw-r-cols), 1)`;
  const list = [
    `--sw-r-cols:${cols}`,
    `--sw-r-rows:${rows}`,
    `padding-top:calc(var(--sw-r-rows) * ${cardHeight(`(100% + ${g}) / var(--sw-r-cols) - ${g}`)} + (var(--sw-r-rows) - 1) * ${g} + ${u(LIST.toolbar + LIST.more + 2 * LIST.gap)})`,
  ].join(';');
  return [
    `cart-count:not(:defined){display:inline-block;width:${u(CART_COUNT.size)};height:${u(CART_COUNT.size)}}`,
    `member-menu:not(:defined){display:inline-block;width:${u(MEMBER_MENU.width)};height:${u(MEMBER_MENU.height)}}`,
    `product-card:not(:defined){display:block;box-sizing:content-box;padding-top:100%;height:${u(cardRows)}}`,
    `product-list:not(:defined){display:block;box-sizing:content-box;${list}}`,
  ].join('');
}
