// The product family chunk: `<product-card>`, `<product-list>`, `<product-details>`.
import '../../shared/element/runtime-entry';
import { defineWidget } from '../../shared/element';
import { uiCss } from '../../shared/ui';
import { lazyPart } from '../../shared/element/lazy-part';
import { ProductCard } from './product-card';
import { earlyProductsOrTimeout, SKELETON_DELAY_MS } from './early-products-wait';
import { DetailsSkeleton } from './product-details-skeleton';
import { productCardCss } from './product-card.styles';
import { CARD_CONTENT } from './boxes';
import { productDetailsCss } from './product-details.styles';
import { ProductListSkeleton } from './product-list-skeleton';
import { ProductTileSkeleton } from './product-tile';
import { productListCss } from './product-list.styles';

// Details (gallery, option pickers, rich text) load with the first <product-details>, and the
// list (paging, sorting) with the first <product-list>: cards, the common case, do not pay for
// them (DESIGN.md §7). Each keeps its skeleton's box meanwhile; code that failed to arrive
// says so in the widget's box, with Try again (lazyPart).
const ProductDetails = lazyPart(() =>
  import('./product-details').then((module) => module.ProductDetails),
);
const ProductList = lazyPart(() => import('./product-list').then((module) => module.ProductList));

// Until a German (or other) text table has arrived, each widget's skeleton keeps its box.
// Cards come once the loader's products are here, or SKELETON_DELAY_MS later with skeletons.
void earlyProductsOrTimeout(SKELETON_DELAY_MS).then(() =>
  defineWidget('product-card', ProductCard, {
    props: {
      productId: 'string',
      productSlug: 'string',
      productPage: 'string',
      headingLevel: 'number',
    },
    styles: [uiCss, productCardCss, CARD_CONTENT],
    skeleton: ProductTileSkeleton,
  }),
);

defineWidget('product-list', ProductList, {
  props: {
    collectionId: 'string',
    collectionSlug: 'string',
    pageSize: 'number',
    sort: 'string',
    productPage: 'string',
    label: 'string',
    headingLevel: 'number',
  },
  styles: [uiCss, productCardCss, productListCss],
  skeleton: ProductListSkeleton,
});

defineWidget('product-details', ProductDetails, {
  props: { productId: 'string', productSlug: 'string', headingLevel: 'number' },
  styles: [uiCss, productDetailsCss],
  skeleton: DetailsSkeleton,
});
