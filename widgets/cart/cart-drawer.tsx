import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../shared/element/lazy-part';
import { useHost } from '../../shared/element';
import { useCheckoutReturn } from './checkout-return';
import { closeCartDrawer, openCartDrawer, registerDrawer, useDrawerOpen } from './drawer-state';
import { DrawerNotice } from './drawer-notice';
import type * as DrawerDialogModule from './drawer-dialog';

/**
 * Pages (or their own cart buttons) open the drawer with this event on `document`: public API,
 * documented in widgets/catalogue.ts (PAGE_EVENTS), the README and `WidgetPageEventName`.
 */
export const OPEN_CART_EVENT = 'sw-open-cart';
export const CLOSE_CART_EVENT = 'sw-close-cart';

let drawerDialog: Promise<typeof DrawerDialogModule> | undefined;
/** As loadCartPanel: a failed fetch is forgotten, so opening the drawer fetches it anew. */
export const loadDrawerDialog = () =>
  (drawerDialog ??= import('./drawer-dialog').catch((error: unknown) => {
    drawerDialog = undefined;
    throw error;
  }));
// Its code failed to arrive: the notice in a dialog of its own (drawer-notice.tsx).
const LazyDrawerDialog = lazyPart(
  () => loadDrawerDialog().then(({ DrawerDialog }) => DrawerDialog),
  DrawerNotice,
);

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
  // Nothing until the first opening: then the dialog stays, to close and return focus.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

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

  return opened ? (
    <Suspense fallback={null}>
      <LazyDrawerDialog open={open} />
    </Suspense>
  ) : null;
}
