export { defineWidget, type WidgetOptions } from './define-widget';
export {
  dispatchWidgetEvent,
  type WidgetEventMap,
  type WidgetEventName,
  type WidgetErrorDetail,
} from './events';
export { useHost, useHostState, type WidgetState } from './host';
export { useNavigationGuard } from './navigation-guard';
export { useCartChange, useAddToCart } from './cart-events';
export { adoptStyles, addStyles, sheetFor, baseCss } from './styles';
export { startRuntime } from './runtime';
export { getSharedRoot } from './shared-root';
export { AddToCartAction } from './add-to-cart-action';
