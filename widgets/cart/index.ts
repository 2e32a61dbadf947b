/** The cart family chunk: `<shop-cart>`, `<cart-count>`, `<add-to-cart>`. */
import '../../shared/element/runtime-entry';
import { defineWidget } from '../../shared/element';
import { uiCss } from '../../shared/ui';
import { AddToCart, type AddToCartProps } from './add-to-cart';
import { addToCartCss } from './add-to-cart.styles';
import { CartCount } from './cart-count';
import { cartCountCss } from './cart-count.styles';
import { ShopCart, type ShopCartProps } from './shop-cart';
import { shopCartCss } from './shop-cart.styles';

// Until a German (or other) text table has arrived, nothing shows in the reserved box.
defineWidget<ShopCartProps>('shop-cart', ShopCart, {
  props: { mode: 'string', headingLevel: 'number' },
  styles: [uiCss, shopCartCss],
});
defineWidget('cart-count', CartCount, { styles: [uiCss, cartCountCss] });
defineWidget<AddToCartProps>('add-to-cart', AddToCart, {
  props: { productId: 'string', productSlug: 'string', variantId: 'string', quantity: 'number' },
  styles: [uiCss, addToCartCss],
});
