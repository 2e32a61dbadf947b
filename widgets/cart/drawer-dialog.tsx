import { useContext, useLayoutEffect, type MouseEvent } from 'react';
import { addStyles, useHost } from '../../shared/element';
import { Dialog, DialogClose } from '../../shared/ui';
import { drawerCss } from './drawer-dialog.styles';
import { closeCartDrawer } from './drawer-state';
import { useCartHeading } from './cart-heading';
import { CartHeadingLevel } from './heading-level';
import { CartPanel } from './lazy-cart-panel';
import { useCartText } from './text';

/** A plain click on a link: the page goes there (a new tab or window leaves it as it is). */
const follows = (event: MouseEvent) =>
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
  (event.target as Element).closest('a[href]') !== null;

/**
 * The drawer's modal, its own chunk with the dialog's code: a page loads it when idle or on
 * the first opening, not up front (cart-drawer.tsx).
 */
export function DrawerDialog({ open }: { open: boolean }) {
  const t = useCartText();
  const Title = useCartHeading();
  const level = useContext(CartHeadingLevel);
  const { host } = useHost();
  useLayoutEffect(() => addStyles(host.shadowRoot, drawerCss), [host]); // before it paints
  return (
    <Dialog open={open} onClose={closeCartDrawer} label={t('yourCart')} className="drawer">
      <div className="drawer-header" part="drawer-header">
        <Title className="drawer-title">{t('yourCart')}</Title>
        <DialogClose label={t('close')} onClose={closeCartDrawer} />
      </div>
      {/* A line's product link, followed: in a single-page app the page stays, the cart goes. */}
      <div
        className="drawer-body"
        onClick={(event) => {
          if (follows(event)) closeCartDrawer();
        }}
      >
        {/* What the cart shows (the order's confirmation) sits under the drawer's title. */}
        <CartHeadingLevel.Provider value={Math.min(level + 1, 6)}>
          <CartPanel />
        </CartHeadingLevel.Provider>
      </div>
    </Dialog>
  );
}
