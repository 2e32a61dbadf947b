/**
 * The boxes widgets reserve before their content arrives (DESIGN.md §7: no layout shift), as
 * the loader's sheet gives them to tags whose family chunk has not loaded yet. Built with the
 * loader (vite.config.ts), never bundled. One source for both sides, so they cannot drift:
 * each family's `boxes.ts` holds its sizes, for this sheet and for the family's own styles
 * (skeleton and loaded rows), and only that family's chunk carries them.
 */

import { RENDERED_STATE } from '../shared/element/rendered-state';
import { u } from './box-unit';
import { ADD_TO_CART, CART_COUNT, INLINE_CART } from './cart/boxes';
import { EVENT_LIST, EVENT_TICKETS } from './event-tickets/boxes';
import { LOGIN, MEMBER_MENU } from './login/boxes';
import { PREVIEW } from './preview';
import { cardBox, cardRows, DETAILS, LIST } from './product/boxes';

/**
 * `<product-card>`'s own box, from rules of the loader's sheet for every state of the element
 * (before its code loads, before its first render, loaded), whatever its content: the image's
 * box (`::before`, inside the card's padding and border, which its margins stand for; square
 * unless the page sets `--sw-image-aspect-ratio`) plus
 * the rows below it. The rendered card sits over that box (product/boxes.ts CARD_CONTENT), so
 * neither an empty shadow root nor a long name or a large image can change it. Its own width
 * never depends on content either (inline-size containment): in a flex row or a table cell it
 * is `--sw-card-min-width` unless the page sizes it, and in a grid of `1fr` tracks it does not
 * widen its column. Zero specificity, like a `:host` rule: any rule of the page's own about
 * the element wins.
 */
const productCardBox = (tag: string, pending: string) =>
  cardBox(`:where(${tag})`, `:where(${tag})::before`) +
  // Until the card renders, the image the loader's early start found for it (preview.ts).
  `:where(${tag}${pending})::before{background:var(${PREVIEW}) center/cover no-repeat}`;

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
  const rows = `round(up, min(100, attr(page-size type(<number>), ${LIST.pageSize})) / var(--_sw-r-cols), 1)`;
  const list = [
    `--_sw-r-cols:${cols}`,
    `--_sw-r-rows:${rows}`,
    `padding-top:calc(var(--_sw-r-rows) * ${cardHeight(`(100% + ${g}) / var(--_sw-r-cols) - ${g}`)} + (var(--_sw-r-rows) - 1) * ${g} + ${u(LIST.toolbar + LIST.more + 2 * LIST.gap)})`,
  ].join(';');
  // product-details: one column below 640px of widget width, two from there.
  const dc = `clamp(1, round(down, 100% / ${DETAILS.twoColumnsFrom}px, 1) + 1, 2)`;
  const gallery = DETAILS.galleryGap + DETAILS.thumbnail;
  const details = [
    `--_sw-r-cols:${dc}`,
    `padding-top:calc((100% - (var(--_sw-r-cols) - 1) * ${u(DETAILS.gap)}) / var(--_sw-r-cols) + ${u(gallery)} + (2 - var(--_sw-r-cols)) * ${u(DETAILS.gap + DETAILS.infoSkeleton)})`,
  ].join(';');
  // event-list: like the product grid, items of width w are w * 630/1200 + body (+ 2px borders).
  const eg = u(EVENT_LIST.gap);
  // An item and its gap as one term: the same width in fewer of the loader's bytes.
  const ecols = `max(1, round(down, (100% + ${eg}) / ${u(EVENT_LIST.itemMinWidth + EVENT_LIST.gap)}, 1))`;
  const erows = `round(up, min(100, attr(page-size type(<number>), ${EVENT_LIST.pageSize})) / var(--_sw-r-cols), 1)`;
  const eitem = `(((100% + ${eg}) / var(--_sw-r-cols) - ${eg} - 2px) * 630 / 1200 + 2px + ${u(EVENT_LIST.body)})`;
  const events = [
    `--_sw-r-cols:${ecols}`,
    `--_sw-r-rows:${erows}`,
    `padding-top:calc(var(--_sw-r-rows) * ${eitem} + (var(--_sw-r-rows) - 1) * ${eg} + ${u(EVENT_LIST.pagerGap + EVENT_LIST.pager)})`,
  ].join(';');
  // Until defined and, where custom states work, until its first render (rendered-state.ts):
  // `:is()` forgives a selector it does not know, so older browsers keep the first half.
  const pending = `:is(:not(:defined),:not(:state(${RENDERED_STATE})))`;
  const css = [
    `event-list:not(:defined){display:block;box-sizing:content-box;${events}}`,
    `event-tickets:not(:defined){display:block;box-sizing:content-box;padding-top:calc(min(${EVENT_TICKETS.imageRatio * 100}%, ${u(EVENT_TICKETS.imageMax)}) + ${u(EVENT_TICKETS.rows)})}`,
    `product-details:not(:defined){display:block;box-sizing:content-box;${details}}`,
    `shop-cart:not(:defined):not([mode=drawer]){display:block;min-height:${u(INLINE_CART.minHeight)}}`,
    `member-login:not(:defined){display:block;min-height:${u(LOGIN.form)}}`,
    `member-login[mode=hosted]:not(:defined){min-height:${u(LOGIN.hosted)}}`,
    `cart-count:not(:defined){display:inline-block;width:${u(CART_COUNT.size)};height:${u(CART_COUNT.size)}}`,
    `add-to-cart:not(:defined){display:inline-block;height:${u(ADD_TO_CART.height)}}`,
    `member-menu:not(:defined){display:inline-block;width:${u(MEMBER_MENU.width)};height:${u(MEMBER_MENU.height)}}`,
    // In every state, a line's baseline centred in the inline widgets' box: their content is
    // floated (it never sets one), so a widget sits centred on the text beside it, not raised
    // on its bottom edge, and the text does not move as its content arrives.
    `:where(cart-count,member-menu)::before{content:"";display:inline-block;height:100%;vertical-align:middle}`,
    `product-list:not(:defined){display:block;box-sizing:content-box;${list}}`,
  ]
    .join('')
    .replaceAll(':not(:defined)', pending)
    .concat(productCardBox('product-card', pending));
  return squeezed(css);
}

/**
 * What CSS can do without, for the loader's bytes: spaces after commas and around `*` and `/`,
 * and `calc()` inside another math function (plain parentheses do there).
 */
function squeezed(css: string): string {
  return css
    .replace(/(,|\s[*/]) /g, (_, kept: string) => kept.trim())
    .replace(/([^:])calc\(/g, '$1(');
}
