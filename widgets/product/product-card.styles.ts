import { CARD, cardRows, LIST } from './boxes';

/**
 * The content height of a card `width` wide, for cards not laid out yet (content-visibility):
 * the image, as wide as the content box, plus the rows. Only cards far from the viewport keep it.
 */
export const cardContentHeight = (width: string) =>
  `calc(${width} - ${2 * CARD.padding}em - 2px + ${cardRows}em)`;

/**
 * The card (`<product-card>` and each card of `<product-list>`). Every row has a fixed height
 * (the name two lines, the button one) so the skeleton and the loaded card are the same size.
 */
export const productCardCss = `
.card {
  display: flex; flex-direction: column; gap: ${CARD.gap}em; height: 100%;
  padding: var(--_sw-card-padding);
  border: 1px solid var(--_sw-color-border); border-radius: var(--_sw-radius);
  background: var(--_sw-color-surface);
  /* A page may hold hundreds of cards: the browser skips style, layout and paint of those far
     from the viewport. On the card, not the host, so its own ::part(card) shadow is not clipped. */
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${cardContentHeight(`${LIST.cardMinWidth}px`)};
}
.card > * { margin: 0; }
/* A failed card's notice sits in the middle of the frame that keeps the card's box. */
.card > .sw-notice { margin: auto 0; }
.media {
  position: relative; aspect-ratio: var(--_sw-image-aspect-ratio); overflow: hidden;
  border-radius: calc(var(--_sw-radius) / 2); background: var(--_sw-color-muted);
}
.image-link { display: block; height: 100%; }
.name-link { color: inherit; text-decoration: none; }
.name-link:hover, .name-link:focus-visible { text-decoration: underline; }
/* Inside: the name's box clips what is outside it. */
.name-link:focus-visible { outline-offset: -2px; }
.media .image, .media .no-image { display: block; width: 100%; height: 100%; object-fit: cover; }
.ribbon {
  position: absolute; top: 0.5em; inset-inline-start: 0.5em; padding: 0.15em 0.6em;
  border-radius: 999px; font-size: 0.75em; font-weight: 600; line-height: 1.5;
  background: var(--_sw-color-ribbon); color: var(--_sw-color-on-ribbon);
}
.name {
  font-size: 1em; font-weight: 600; line-height: ${CARD.name / 2}; height: ${CARD.name}em; overflow: hidden;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow-wrap: anywhere;
}
.price { height: ${CARD.price}em; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; }
.original-price { color: var(--_sw-color-text-muted); font-size: 0.875em; }
.sale-price { color: var(--_sw-color-sale); font-weight: 600; }
/* One line: a second would spill out of the row onto the button. The stock texts are kept short
   enough for a card two a row on a phone ("Partly out of stock", not "Partially …"). */
.stock {
  height: 1.5em; font-size: ${CARD.stock / 1.5}em; color: var(--_sw-color-text-muted);
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.stock[data-availability="out-of-stock"] { color: var(--_sw-color-danger); }
.actions { margin-top: auto; position: relative; }
/* A failed add's notice lies over the rows above the button: the card's box is fixed, so in the
   flow it would squeeze the image and lift the button from under the pointer. */
.actions > .sw-notice {
  position: absolute; inset-inline: 0; bottom: 100%; margin-bottom: ${CARD.gap}em;
  padding: 0.5em 0.75em; font-size: 0.875em;
}
.actions .sw-button, .button-bar { display: block; height: ${CARD.button}em; min-height: 0; }
/* Up to two lines in the row's fixed height: a narrow card (two a row on a phone) wraps a long
   label ("Choose options", "In den Warenkorb") where one line would cut it, and hyphenates a
   long word in the page's language ("Benachrich-tigen" on a German page). */
.actions .sw-button {
  padding: 0 0.5em; line-height: 1.2; text-wrap: balance; overflow-wrap: anywhere; overflow: hidden;
  hyphens: auto;
}
.bar { display: block; height: 1em; width: 80%; margin-top: 0.25em; }
.bar.short { width: 40%; }
`;
