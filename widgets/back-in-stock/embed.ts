// What product cards and details load when a visitor asks to be told about an item: the form
// and its styles, one chunk fetched on that click (not part of the product family's code).
export { BackInStockForm } from './back-in-stock-form';
export { backInStockCss } from './back-in-stock.styles';
