/** The back-in-stock family chunk: `<back-in-stock>` (DESIGN.md §4). */
import '../../shared/element/runtime-entry';
import { defineWidget } from '../../shared/element';
import { uiCss } from '../../shared/ui';
import { BackInStock, type BackInStockProps } from './back-in-stock';
import { backInStockCss } from './back-in-stock.styles';

export { BackInStockForm, type BackInStockFormProps } from './back-in-stock-form';
export { backInStockCss } from './back-in-stock.styles';
export { availabilityOf } from './stock';

// Until a German (or other) text table has arrived, nothing shows.
defineWidget<BackInStockProps>('back-in-stock', BackInStock, {
  props: { productId: 'string', productSlug: 'string', variantId: 'string' },
  styles: [uiCss, backInStockCss],
});
