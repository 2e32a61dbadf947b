import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../shared/ui';
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
  const closeRef = useRef<HTMLButtonElement>(null);
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
  // Runs after the Dialog's showModal(), so it wins over the browser's own focus choice.
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  return (
    <Dialog open={open} onClose={closeCartDrawer} label={t('yourCart')} className="drawer">
      <div className="drawer-header" part="drawer-header">
        <h2 className="drawer-title">{t('yourCart')}</h2>
        <button
          type="button"
          ref={closeRef}
          className="sw-button sw-button-quiet"
          part="close-button"
          onClick={closeCartDrawer}
        >
          {t('close')}
        </button>
      </div>
      <CartPanel />
    </Dialog>
  );
}
