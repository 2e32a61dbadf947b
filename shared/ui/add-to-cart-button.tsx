import { useEffect, useState } from 'react';
import { LiveRegion } from './live-region';
import { useSharedText } from './messages.text';
import { ErrorNotice } from './notice';

/** Where the add-to-cart call is: a mutation's status, as TanStack Query names it. */
export type AddToCartStatus = 'idle' | 'pending' | 'success' | 'error';

interface AddToCartButtonProps {
  status: AddToCartStatus;
  error?: unknown;
  /** False while there is nothing to add yet (e.g. the product is still loading). */
  canAdd: boolean;
  /** Why the item cannot be added yet (e.g. "Choose a size"); the button is disabled with it. */
  blockedReason?: string | undefined;
  productName?: string | undefined;
  className?: string;
  onAdd: () => void;
}

/**
 * The one add-to-cart button (cards, details, `<add-to-cart>`), presentational: the caller
 * runs the call (shared/element/add-to-cart-action.tsx). Pending while the call runs; the server's
 * message on failure; a spoken confirmation.
 */
export function AddToCartButton({
  status,
  error,
  canAdd,
  blockedReason,
  productName,
  className,
  onAdd,
}: AddToCartButtonProps) {
  const t = useSharedText();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (status === 'success') setAnnouncement(t('added', { name: productName ?? t('item') }));
  }, [status, productName, t]);

  const pending = status === 'pending';
  return (
    <div className={className} part="add-to-cart">
      <button
        type="button"
        className="sw-button sw-button-block"
        part="add-to-cart-button"
        disabled={!canAdd || Boolean(blockedReason)}
        // While adding, `aria-disabled`: a disabled button would drop the focus to the body.
        aria-disabled={pending || undefined}
        aria-busy={pending}
        onClick={() => {
          if (pending) return;
          setAnnouncement('');
          onAdd();
        }}
      >
        {pending ? t('adding') : (blockedReason ?? t('addToCart'))}
      </button>
      {status === 'error' ? <ErrorNotice error={error} /> : null}
      {/* Only from the first click: the empty region is in place while the call runs, so
          the confirmation is announced, and a page of cards does not carry one per card. */}
      {status === 'idle' ? null : <LiveRegion message={announcement} />}
    </div>
  );
}
