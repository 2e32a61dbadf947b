export { Money } from './money';
export { Dialog } from './dialog';
export { Notice, ErrorNotice } from './notice';
export { messageOf } from './messages';
export { QuantityStepper } from './quantity-stepper';
export { LiveRegion } from './live-region';
export { uiCss } from './styles';
export { formatMoney, formatNumber, formatDateTime } from './format';
export { AddToCartButton } from './add-to-cart-button';
export { RichText, loadSanitizer, textOf, useSanitizerReady } from './rich-text';
export {
  defineMessages,
  translator,
  fill,
  plural,
  languageOf,
  withFallback,
  type Translate,
} from './i18n';
export { useSharedText } from './messages.text';
