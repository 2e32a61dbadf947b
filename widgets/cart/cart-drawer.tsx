import { useEffect, useState } from 'react';
import { Dialog, DialogClose } from '../../shared/ui';
import { CartPanel } from './lazy-cart-panel';
import { useCheckoutReturn } from './checkout-return';
import { useCartText } from './text';
import { closeCartDrawer, openCartDrawer, registerDrawer, useDrawerOpen } from './drawer-state';

/**
 * Pages (or their own cart buttons) open the drawer with this event on `document`: public API,
 * documented in widgets/catalogue.ts (PAGE_EVENTS), the README and `WidgetPageEventName`.
 */
export const OPEN_CART_EVENT = 'sw-open-cart';

/**
 * The cart as a modal drawer: nothing visible until `<cart-count>` (or `sw-open-cart`) opens
 * it, or the page is back from the hosted checkout; Escape, the backdrop and Close shut it, and focus goes back to the opener.
 */
export function CartDrawer() {
  const [token] = useState(() => Symbol('cart drawer'));
  const open = useDrawerOpen(token);
  const t = useCartText();

  const returned = useCheckoutReturn() !== null;
  useEffect(() => registerDrawer(token), [token]);
  // Back from the hosted checkout, the drawer opens on what became of the order.
  useEffect(() => {
    if (returned) openCartDrawer();
  }, [returned]);
  useEffect(() => {
    document.addEventListener(OPEN_CART_EVENT, openCartDrawer);
    return () => document.removeEventListener(OPEN_CART_EVENT, openCartDrawer);
  }, []);

  return (
    <Dialog open={open} onClose={closeCartDrawer} label={t('yourCart')} className="drawer">
      <div className="drawer-header" part="drawer-header">
        <h2 className="drawer-title">{t('yourCart')}</h2>
        <DialogClose label={t('close')} onClose={closeCartDrawer} />
      </div>
      <CartPanel />
    </Dialog>
  );
}
