import type { ReactNode } from 'react';
import { closeCartDrawer } from './drawer-state';
import { useCartText } from './text';

/** Modal from its first render: above the page, its first control (Try again) focused. */
const showModal = (dialog: HTMLDialogElement | null) => dialog?.showModal();

/**
 * The opened drawer whose code could not be fetched (`notice`, lazyPart's): it says so where
 * the visitor looks once they pressed the cart button, not in the drawer's place, at the foot
 * of a long page, where the button would seem to do nothing. The browser's own modal, as the
 * drawer's dialog module could not come either: Escape, the backdrop and Close shut it, and the
 * browser gives the focus back to the cart button.
 */
export function DrawerNotice({ open, children: notice }: { open: boolean; children: ReactNode }) {
  const t = useCartText();
  return open ? (
    <dialog
      ref={showModal}
      aria-label={t('yourCart')}
      closedby="any"
      onClose={closeCartDrawer}
      part="dialog"
    >
      {notice}
      <form method="dialog">
        <button className="sw-button sw-button-quiet">{t('close')}</button>
      </form>
    </dialog>
  ) : null;
}
