import type { Cart } from '../client';
// Direct module paths, as the rest of this layer: the runtime chunk takes only what it uses.
import { addToCart, useCartMutation, type CartChange } from '../data/cart';
import { dispatchWidgetEvent } from './events';
import { useHost } from './host';

/**
 * The cart's mutations as widgets run them: the data layer changes the cart and updates every
 * cart widget; this layer tells the page, from the widget's own element, as `cart-updated`.
 */
export function useCartChange<Variables>(change: CartChange<Variables>) {
  const { host } = useHost();
  return useCartMutation(change, (cart: Cart | null) =>
    dispatchWidgetEvent(host, 'cart-updated', { cart }),
  );
}

export const useAddToCart = () => useCartChange(addToCart);
