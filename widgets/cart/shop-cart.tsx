import { useEffect } from 'react';
import { useCart } from '../../shared/data/cart-view';
import { useHostState } from '../../shared/element';
import { CartDrawer, loadDrawerDialog } from './cart-drawer';
import { cartStateOf } from './cart-lines';
import { CartPanel, loadCartPanel, loadWhenIdle } from './lazy-cart-panel';

export interface ShopCartProps {
  /** `drawer`: a modal opened by `<cart-count>`; anything else: in the page. */
  mode?: string;
}

/** `<shop-cart mode="drawer|inline">` */
export function ShopCart({ mode }: ShopCartProps) {
  // Read here as well as in the panel, so a closed drawer still reflects the cart's state.
  useHostState(cartStateOf(useCart()));
  const drawer = mode === 'drawer';
  useEffect(() => {
    if (drawer) loadWhenIdle(() => void Promise.all([loadCartPanel(), loadDrawerDialog()]));
  }, [drawer]);
  return drawer ? <CartDrawer /> : <CartPanel />;
}
