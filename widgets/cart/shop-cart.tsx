import { useEffect } from 'react';
import { useCart } from '../../shared/data/cart-view';
import { useHostState } from '../../shared/element';
import { headingLevel } from '../../shared/ui';
import { CartDrawer, loadDrawerDialog } from './cart-drawer';
import { cartStateOf } from './cart-lines';
import { CartHeadingLevel } from './heading-level';
import { CartPanel, loadCartPanel, loadWhenIdle } from './lazy-cart-panel';

export interface ShopCartProps {
  /** `drawer`: a modal opened by `<cart-count>`; anything else: in the page. */
  mode?: string;
  /** The drawer's title and the order confirmation's, 2 to 6 (see catalogue.ts). */
  headingLevel?: number;
}

/** `<shop-cart mode="drawer|inline" heading-level>` */
export function ShopCart({ mode, headingLevel: level }: ShopCartProps) {
  // Read here as well as in the panel, so a closed drawer still reflects the cart's state.
  useHostState(cartStateOf(useCart()));
  const drawer = mode === 'drawer';
  useEffect(() => {
    // Ahead of a click; failed (offline), the opening fetches again, so nothing is lost here.
    if (drawer)
      loadWhenIdle(() => void Promise.all([loadCartPanel(), loadDrawerDialog()]).catch(() => {}));
  }, [drawer]);
  return (
    <CartHeadingLevel.Provider value={headingLevel(level, 2)}>
      {drawer ? <CartDrawer /> : <CartPanel />}
    </CartHeadingLevel.Provider>
  );
}
