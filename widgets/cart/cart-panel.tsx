import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Cart } from '../../shared/client';
import { useSiteConfig } from '../../shared/data';
import { useCart } from '../../shared/data/cart-view';
import { cartLapsed, forgetLapsedCart } from '../../shared/data/lapsed-cart';
import { addStyles, useHost } from '../../shared/element';
import { ErrorNotice, LiveRegion, stepperCss } from '../../shared/ui';
import { useAnnouncer } from './announcer';
import { linesOf } from './cart-lines';
import { CheckoutButton } from './checkout-button';
import { NotPlaced, ReturnedOrder, useCheckoutReturn } from './checkout-return';
import { cartPanelCss } from './cart-panel.styles';
import { lineOptionsCss } from './line-options.styles';
import { CartSkeleton } from './cart-skeleton';
import { CouponForm } from './coupon-form';
import { LineItem } from './line-item';
import { usePanelText } from './panel.text';
import { useCartText } from './text';
import { Totals } from './totals';

interface ContentProps {
  announce(message: string): void;
  onRemoved(name: string): void;
  /** Says `message` as a change of the visitor's empties the cart, keeping the focus in it. */
  onEmptied(message: string): void;
}

/**
 * The cart in every state; the same in the drawer and inline. The live region sits outside
 * the state switch so "Removed …" is still heard when the last line goes and the cart empties.
 */
export function CartPanel() {
  const { host } = useHost();
  useLayoutEffect(() => {
    // Before it paints; the lines' steppers' first, so the cart's own rules come after.
    addStyles(host.shadowRoot, stepperCss);
    addStyles(host.shadowRoot, cartPanelCss);
    addStyles(host.shadowRoot, lineOptionsCss);
  }, [host]);
  const [announcement, announce] = useAnnouncer();
  const panelRef = useRef<HTMLDivElement>(null);
  const t = usePanelText();
  // The removed row took the focused Remove button with it, an emptied cart its coupon field:
  // keep focus in the cart.
  const sayKeepingFocus = (message: string) => {
    announce(message);
    panelRef.current?.focus();
  };
  const onRemoved = (name: string) => sayKeepingFocus(t('removed', { name }));
  return (
    <div className="cart" tabIndex={-1} ref={panelRef}>
      <CartContent announce={announce} onRemoved={onRemoved} onEmptied={sayKeepingFocus} />
      <LiveRegion message={announcement} />
    </div>
  );
}

/** Back from the hosted checkout: the order's confirmation, or the cart with why it is still there. */
function CartContent(props: ContentProps) {
  const returned = useCheckoutReturn();
  if (returned?.outcome === 'placed') {
    return <ReturnedOrder {...returned} />;
  }
  return (
    <>
      {returned ? <NotPlaced /> : null}
      <CurrentCart {...props} />
    </>
  );
}

function CurrentCart(props: ContentProps) {
  // Mounted when the drawer opens, possibly long after the cart failed to load.
  const cart = useCart({ retryOnMount: false });
  // Once read, the cart stays: a later read that fails (on focus, offline) changes nothing shown.
  if (cart.data === undefined)
    return cart.isError ? (
      <ErrorNotice error={cart.error} onRetry={() => void cart.refetch()} />
    ) : (
      <CartSkeleton />
    );
  if (!cart.data || linesOf(cart.data).length === 0) return <EmptyCart />;
  return <FilledCart cart={cart.data} {...props} />;
}

/** Empty; if the cart the visitor had went with their lapsed visit, it says so, once. */
function EmptyCart() {
  const config = useSiteConfig();
  const [lapsed] = useState(() => cartLapsed(config));
  useEffect(() => {
    if (lapsed) forgetLapsedCart(config);
  }, [lapsed, config]);
  const t = useCartText();
  const panelText = usePanelText();
  return (
    <p className="empty" part="empty">
      {lapsed ? panelText('lapsed') : t('empty')}
    </p>
  );
}

function FilledCart({ cart, announce, onRemoved, onEmptied }: ContentProps & { cart: Cart }) {
  const t = usePanelText();
  return (
    <>
      <ul className="lines" part="line-items" aria-label={t('items')}>
        {linesOf(cart).map((line) => (
          <LineItem
            key={line.id}
            line={line}
            currency={cart.currency}
            announce={announce}
            onRemoved={onRemoved}
          />
        ))}
      </ul>
      <CouponForm cart={cart} announce={announce} onEmptied={onEmptied} />
      <Totals cart={cart} />
      <CheckoutButton
        marked={linesOf(cart).some((l) => (l.availability?.status ?? 'AVAILABLE') !== 'AVAILABLE')}
      />
    </>
  );
}

/** Reserves about the space of a one-line cart, so the page does not jump when it loads. */
