import { Suspense, useState } from 'react';
import { checkoutReturnOf, type CheckoutReturn } from '../../shared/data/checkout-return';
import { Notice } from '../../shared/ui';
import { lazyPart } from '../../shared/element/lazy-part';
import { useCartText } from './text';

const OrderConfirmation = lazyPart(() =>
  import('./order-confirmation').then((module) => module.OrderConfirmation),
);

/** How this page was reached from the hosted checkout, read once per widget. */
export const useCheckoutReturn = (): CheckoutReturn | null =>
  useState(() => checkoutReturnOf(location.href))[0];

/** Back with an order: its confirmation, in place of the (now empty) cart. */
export function ReturnedOrder(props: { checkoutId: string; orderId: string; shopUrl: string }) {
  const t = useCartText();
  return (
    <Suspense fallback={<p role="status">{t('loadingOrder')}</p>}>
      <OrderConfirmation {...props} loading={t('loadingOrder')} />
    </Suspense>
  );
}

/** Back without one (declined, or the buyer turned back): the cart as it was, and why. */
export function NotPlaced() {
  const t = useCartText();
  return (
    <div part="checkout-not-placed">
      <Notice>{t('notPlaced')}</Notice>
    </div>
  );
}
