import { useStoreCheckout } from '../../shared/element/store-checkout';
import { ErrorNotice } from '../../shared/ui';
import { navigateToCheckout } from './checkout-navigation';
import { useCartText } from './text';

/** Goes to the hosted checkout; pending until the page navigates away, or the server's error. */
export function CheckoutButton() {
  const checkout = useStoreCheckout(navigateToCheckout);
  const t = useCartText();
  // After success the page is leaving: keep the button busy rather than clickable again.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <div className="checkout">
      <button
        type="button"
        className="sw-button sw-button-block"
        part="checkout-button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => checkout.mutate()}
      >
        {t(busy ? 'goingToCheckout' : 'checkout')}
      </button>
      {checkout.isError ? <ErrorNotice error={checkout.error} /> : null}
    </div>
  );
}
