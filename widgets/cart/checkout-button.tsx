import { useEffect } from 'react';
import { useStoreCheckout } from '../../shared/element/store-checkout';
import { ErrorNotice, Notice } from '../../shared/ui';
import { navigateToCheckout } from './checkout-navigation';
import { useLatestError } from './latest-error';
import { usePanelText } from './panel.text';

/**
 * Goes to the hosted checkout; pending until the page navigates away, or the server's error.
 * With lines marked short or gone (`marked`), a refusal says to fix those: the platform's own
 * sentence is English only, and elsewhere reads as "check your details", which are not the cause.
 */
export function CheckoutButton({ marked }: { marked: boolean }) {
  const checkout = useStoreCheckout(navigateToCheckout);
  const t = usePanelText();
  // After success the page is leaving: keep the button busy rather than clickable again.
  const busy = checkout.isPending || checkout.isSuccess;
  const error = useLatestError(checkout);
  // Back from the checkout through the back-forward cache, the page is as it was left: busy.
  // The visitor has not gone anywhere yet, so the button is a button again.
  const { reset } = checkout;
  useEffect(() => {
    const back = (pageShow: PageTransitionEvent) => pageShow.persisted && reset();
    addEventListener('pageshow', back);
    return () => removeEventListener('pageshow', back);
  }, [reset]);
  return (
    <div className="checkout">
      <button
        type="button"
        className="sw-button sw-button-block"
        part="checkout-button"
        aria-disabled={busy || undefined} // not `disabled`: that drops the focus
        aria-busy={busy}
        onClick={() => busy || checkout.mutate()}
      >
        {t(busy ? 'goingToCheckout' : 'checkout')}
      </button>
      {error && marked ? (
        <Notice tone="error">{t('fixMarked')}</Notice>
      ) : error ? (
        <ErrorNotice error={error} />
      ) : null}
    </div>
  );
}
