import { LIST } from './boxes';
import { cardContentHeight } from './product-card.styles';

/**
 * The list around the cards, as its skeleton keeps it (card styles come from
 * product-card.styles.ts; the sort control and "Load more" from product-list-view.styles.ts).
 */
export const productListCss = `
.list { display: flex; flex-direction: column; gap: ${LIST.gap}em; }
.toolbar { height: ${LIST.toolbar}em; display: flex; align-items: center; justify-content: flex-end; gap: 0.5em; }
.grid {
  display: grid; gap: var(--_sw-grid-gap); margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--_sw-card-min-width)), 1fr));
}
/* Before the browser has seen which cards are near the viewport, each is as high as it will be:
   its column's width (the li's, a container), not the usual card's, which moved everything
   below the grid on a phone as the cards in view took their height. */
.grid > li { container-type: inline-size; }
.grid .card { contain-intrinsic-block-size: auto ${cardContentHeight('100cqi')}; }
/* Always there, a button high: "Load more" appearing after the first page shifts nothing. */
.more { display: flex; justify-content: center; height: ${LIST.more}em; }
`;
