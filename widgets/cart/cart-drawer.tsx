import { useEffect, type MouseEvent } from 'react';
import { useHost } from '../../shared/element';
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
export const CLOSE_CART_EVENT = 'sw-close-cart';

/** A plain click on a link: the page goes there (a new tab or window leaves it as it is). */
const follows = (event: MouseEvent) =>
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
  (event.target as Element).closest('a[href]') !== null;

/**
 * Open, the drawer closes when the page's address changes under it (Back, a hash route): a
 * single-page app's next view must not sit under the last one's cart.
 */
function useCloseOnNavigation(open: boolean) {
  useEffect(() => {
    if (!open) return;
    window.addEventListener('popstate', closeCartDrawer);
    window.addEventListener('hashchange', closeCartDrawer);
    return () => {
      window.removeEventListener('popstate', closeCartDrawer);
      window.removeEventListener('hashchange', closeCartDrawer);
    };
  }, [open]);
}

/**
 * The cart as a modal drawer: nothing visible until `<cart-count>` (or `sw-open-cart`) opens
 * it, or the page is back from the hosted checkout; Escape, the backdrop and Close shut it, and focus goes back to the opener.
 */
export function CartDrawer() {
  const { host } = useHost();
  const open = useDrawerOpen(host);
  const t = useCartText();

  const returned = useCheckoutReturn() !== null;
  useEffect(() => registerDrawer(host), [host]);
  // Back from the hosted checkout, the drawer opens on what became of the order.
  useEffect(() => {
    if (returned) openCartDrawer();
  }, [returned]);
  useEffect(() => {
    document.addEventListener(OPEN_CART_EVENT, openCartDrawer);
    document.addEventListener(CLOSE_CART_EVENT, closeCartDrawer);
    return () => {
      document.removeEventListener(OPEN_CART_EVENT, openCartDrawer);
      document.removeEventListener(CLOSE_CART_EVENT, closeCartDrawer);
    };
  }, []);
  useCloseOnNavigation(open);

  return (
    <Dialog open={open} onClose={closeCartDrawer} label={t('yourCart')} className="drawer">
      <div className="drawer-header" part="drawer-header">
        <h2 className="drawer-title">{t('yourCart')}</h2>
        <DialogClose label={t('close')} onClose={closeCartDrawer} />
      </div>
      {/* A line's product link, followed: in a single-page app the page stays, the cart goes. */}
      <div
        className="drawer-body"
        onClick={(event) => {
          if (follows(event)) closeCartDrawer();
        }}
      >
        <CartPanel />
      </div>
    </Dialog>
  );
}
