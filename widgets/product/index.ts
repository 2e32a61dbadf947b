// The product family chunk: `<product-card>`, `<product-list>`, `<product-details>`.
import { defineWidget, startRuntime } from '../../shared/element';
import { uiCss } from '../../shared/ui';
import { ProductCard } from './product-card';
import { productCardCss } from './product-card.styles';
import { ProductDetails } from './product-details';
import { productDetailsCss } from './product-details.styles';
import { ProductList } from './product-list';
import { productListCss } from './product-list.styles';

startRuntime();

defineWidget('product-card', ProductCard, {
  props: { productId: 'string', productSlug: 'string' },
  styles: [uiCss, productCardCss],
});

defineWidget('product-list', ProductList, {
  props: { collectionId: 'string', collectionSlug: 'string', pageSize: 'number', sort: 'string' },
  styles: [uiCss, productCardCss, productListCss],
});

defineWidget('product-details', ProductDetails, {
  props: { productId: 'string', productSlug: 'string' },
  styles: [uiCss, productDetailsCss],
});
