import { useEffect, useState } from 'react';
import { LiveRegion } from './live-region';
import { useAddToCartText } from './add-to-cart-button.text';
import { ErrorNotice } from './notice';

/** Where the add-to-cart call is: a mutation's status, as TanStack Query names it. */
export type AddToCartStatus = 'idle' | 'pending' | 'success' | 'error';

/** How long the button says the item is in the cart, before it offers to add again. */
export const ADDED_MS = 2500;

interface AddToCartButtonProps {
  status: AddToCartStatus;
  /** When the last add was asked for (a mutation's `submittedAt`): tells one success from the next. */
  submittedAt: number;
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
 * Whether the last add has just succeeded: for a moment after each success, so a visitor who
 * cannot see the cart's count (a phone, scrolled down) sees the tap did something.
 */
function useJustAdded(status: AddToCartStatus, submittedAt: number): boolean {
  const [justAdded, setJustAdded] = useState(false);
  useEffect(() => {
    if (status !== 'success') return;
    setJustAdded(true);
    const timer = setTimeout(() => setJustAdded(false), ADDED_MS);
    return () => clearTimeout(timer);
  }, [status, submittedAt]);
  return justAdded && status === 'success';
}

/**
 * The one add-to-cart button (cards, details, `<add-to-cart>`), presentational: the caller
 * runs the call (shared/element/add-to-cart-action.tsx). Pending while the call runs; the server's
 * message on failure; on success, "Added to cart" on the button for a moment and a spoken
 * confirmation naming the item.
 */
export function AddToCartButton({
  status,
  submittedAt,
  error,
  canAdd,
  blockedReason,
  productName,
  className,
  onAdd,
}: AddToCartButtonProps) {
  const t = useAddToCartText();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (status === 'success') setAnnouncement(t('added', { name: productName ?? t('item') }));
  }, [status, submittedAt, productName, t]);

  const justAdded = useJustAdded(status, submittedAt);
  const pending = status === 'pending';
  const label = pending
    ? t('adding')
    : (blockedReason ?? t(justAdded ? 'addedButton' : 'addToCart'));
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
        // A page of cards has a dozen of these: a list of its buttons tells them apart by name.
        aria-label={productName && `${label}, ${productName}`}
        onClick={() => {
          if (pending) return;
          setAnnouncement('');
          onAdd();
        }}
      >
        {label}
      </button>
      {status === 'error' ? <ErrorNotice error={error} /> : null}
      {/* Only from the first click: the empty region is in place while the call runs, so
          the confirmation is announced, and a page of cards does not carry one per card. */}
      {status === 'idle' ? null : <LiveRegion message={announcement} />}
    </div>
  );
}
