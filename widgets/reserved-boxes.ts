/**
 * The boxes widgets reserve before their content arrives (DESIGN.md §7: no layout shift).
 * One source for both sides, so they cannot drift: the widgets' styles (skeleton and loaded
 * rows) and the loader's sheet for tags whose family chunk has not loaded yet.
 *
 * Sizes are in units of the widget font size: inside the shadow root that is `em`; on the host
 * (outside, where the page's own font size applies) it is `var(--sw-font-size, 16px)`: the
 * shadow root's private `--_sw-*` tokens do not exist there (see shared/element/tokens.ts;
 * a test keeps this 16px equal to the default there: the loader must not import that table).
 */

import { RENDERED_STATE } from '../shared/element/rendered-state';

/** `n` widget-font-size units, usable on the host element. */
export const u = (n: number) => `calc(${n} * var(--sw-font-size, 16px))`;

/** Header widgets: a fixed box whatever the data (count, member name). */
export const CART_COUNT = { size: 2.75 };
export const MEMBER_MENU = { width: 10, height: 2.75 };

/**
 * Inline `<shop-cart>` and `<member-login>`: a box of fixed minimum height in every state
 * (loading, empty, signed in), so the page below stays put while they load. Content taller
 * than it (many lines, an error message) grows only after the visitor acts.
 */
export const INLINE_CART = { minHeight: 15 }; // the loading skeleton's height
export const LOGIN = { form: 22.3, hosted: 2.75 }; // the sign-in form; the hosted button

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

/** `<product-details>`: the gallery (square image, one row of thumbnails) sets the height. */
export const DETAILS = {
  gap: 1.5,
  galleryGap: 0.75,
  thumbnail: 4,
  twoColumnsFrom: 640,
  infoSkeleton: 6,
};

/**
 * `<event-list>`: items of fixed rows (image 1200/630, title and dates two lines each, place,
 * the action or state),
 * the pager's slot always there. `body` is the item's text block in em, borders aside.
 */
const EVENT_ACTION = 2.75; // the "Tickets" button (a 44px target), or the state text in its place
export const EVENT_LIST = {
  itemMinWidth: 16,
  gap: 1,
  imageRatio: '1200 / 630',
  // padding, gaps, title (2 lines), dates (2 lines), place, action row and its margin
  body: 0.75 + 1 + 0.25 * 3 + 1.125 * 3 + 0.9375 * 1.5 * 3 + EVENT_ACTION + 0.25,
  action: EVENT_ACTION,
  pagerGap: 1,
  pager: 2.75,
  pageSize: 6,
};

/**
 * `<product-card>`'s own box, one rule of the loader's sheet for every state of the element
 * (before its code loads, before its first render, loaded), whatever its content: a square as wide
 * as the element (`::before`; the image is that wide less padding and borders, which the rows'
 * padding gives back) plus the rows below it. The rendered card sits over that box
 * (CARD_CONTENT), so neither an empty shadow root nor a long name or a large image can change
 * it. Its own width never depends on content either (inline-size containment): in a flex row
 * or a table cell it is `--sw-card-min-width` unless the page sizes it, and in a grid of `1fr`
 * tracks it does not widen its column.
 */
const cardBox = (self: string) =>
  `${self}{display:block;min-width:0;` +
  // Layout containment: the card's content (absolute) is laid out in this box.
  `contain:inline-size layout;contain-intrinsic-inline-size:var(--sw-card-min-width,${LIST.cardMinWidth}px);` +
  `padding-bottom:${u(cardRows)}}` +
  `${self}::before{content:"";display:block;aspect-ratio:1}`;

/** The card's content (inside its shadow root) fills the box the loader's sheet gives the host. */
export const CARD_CONTENT = '.sw-root{position:absolute;inset:0}';

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
  // product-details: one column below 640px of widget width, two from there.
  const dc = `clamp(1, round(down, 100% / ${DETAILS.twoColumnsFrom}px, 1) + 1, 2)`;
  const gallery = DETAILS.galleryGap + DETAILS.thumbnail;
  const details = [
    `--sw-r-cols:${dc}`,
    `padding-top:calc((100% - (var(--sw-r-cols) - 1) * ${u(DETAILS.gap)}) / var(--sw-r-cols) + ${u(gallery)} + (2 - var(--sw-r-cols)) * ${u(DETAILS.gap + DETAILS.infoSkeleton)})`,
  ].join(';');
  // event-list: like the product grid, items of width w are w * 630/1200 + body (+ 2px borders).
  const eg = u(EVENT_LIST.gap);
  const ecols = `max(1, round(down, (100% + ${eg}) / (${u(EVENT_LIST.itemMinWidth)} + ${eg}), 1))`;
  const erows = `round(up, min(100, attr(page-size type(<number>), ${EVENT_LIST.pageSize})) / var(--sw-r-cols), 1)`;
  const eitem = `(((100% + ${eg}) / var(--sw-r-cols) - ${eg} - 2px) * 630 / 1200 + 2px + ${u(EVENT_LIST.body)})`;
  const events = [
    `--sw-r-cols:${ecols}`,
    `--sw-r-rows:${erows}`,
    `padding-top:calc(var(--sw-r-rows) * ${eitem} + (var(--sw-r-rows) - 1) * ${eg} + ${u(EVENT_LIST.pagerGap + EVENT_LIST.pager)})`,
  ].join(';');
  // Until defined and, where custom states work, until its first render (rendered-state.ts):
  // `:is()` forgives a selector it does not know, so older browsers keep the first half.
  const pending = `:is(:not(:defined),:not(:state(${RENDERED_STATE})))`;
  return (
    [
      `event-list:not(:defined){display:block;box-sizing:content-box;${events}}`,
      `product-details:not(:defined){display:block;box-sizing:content-box;${details}}`,
      `shop-cart:not(:defined):not([mode=drawer]){display:block;min-height:${u(INLINE_CART.minHeight)}}`,
      `member-login:not(:defined){display:block;min-height:${u(LOGIN.form)}}`,
      `member-login[mode=hosted]:not(:defined){min-height:${u(LOGIN.hosted)}}`,
      `cart-count:not(:defined){display:inline-block;width:${u(CART_COUNT.size)};height:${u(CART_COUNT.size)}}`,
      `member-menu:not(:defined){display:inline-block;width:${u(MEMBER_MENU.width)};height:${u(MEMBER_MENU.height)}}`,
      `product-list:not(:defined){display:block;box-sizing:content-box;${list}}`,
    ]
      .join('')
      .replaceAll(':not(:defined)', pending)
      // Zero specificity, like a `:host` rule: any rule of the page's own about the element wins.
      .concat(cardBox(':where(product-card)'))
  );
}
