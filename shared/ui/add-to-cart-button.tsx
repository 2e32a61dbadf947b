import { useEffect, useRef, useState } from 'react';
import { useAddToCart, type AddToCartVariables } from '../data/cart';
import { LiveRegion } from './live-region';
import { useSharedText } from './messages.text';
import { ErrorNotice } from './notice';

interface AddToCartButtonProps {
  item: AddToCartVariables | null;
  /** Why the item cannot be added yet (e.g. "Choose a size"); the button is disabled with it. */
  blockedReason?: string | undefined;
  productName?: string | undefined;
  className?: string;
}

/**
 * The one add-to-cart button (cards, details, `<add-to-cart>`): pending while the call runs,
 * so a double click adds once; the server's message on failure; a spoken confirmation.
 */
export function AddToCartButton({
  item,
  blockedReason,
  productName,
  className,
}: AddToCartButtonProps) {
  const add = useAddToCart();
  const t = useSharedText();
  const inFlight = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (add.isSuccess) setAnnouncement(t('added', { name: productName ?? t('item') }));
  }, [add.isSuccess, productName, t]);

  const onClick = () => {
    if (!item || inFlight.current) return;
    inFlight.current = true;
    setAnnouncement('');
    add.mutate(item, { onSettled: () => (inFlight.current = false) });
  };

  return (
    <div className={className} part="add-to-cart">
      <button
        type="button"
        className="sw-button sw-button-block"
        part="add-to-cart-button"
        disabled={!item || Boolean(blockedReason) || add.isPending}
        aria-busy={add.isPending}
        onClick={onClick}
      >
        {add.isPending ? t('adding') : (blockedReason ?? t('addToCart'))}
      </button>
      {add.isError ? <ErrorNotice error={add.error} /> : null}
      {/* Only from the first click: the empty region is in place while the call runs, so
          the confirmation is announced, and a page of cards does not carry one per card. */}
      {add.isIdle ? null : <LiveRegion message={announcement} />}
    </div>
  );
}
