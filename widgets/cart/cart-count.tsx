import { useSiteConfig } from '../../shared/data';
import { useCart } from '../../shared/data/cart-view';
import { useHostState } from '../../shared/element';
import { formatNumber, plural } from '../../shared/ui';
import { cartStateOf, quantityOf } from './cart-lines';
import { openCartDrawer, useHasDrawer } from './drawer-state';
import { useCartText } from './text';

/** `<cart-count>`: the cart button with its item count; opens the drawer cart if there is one. */
export function CartCount() {
  const cart = useCart(); // reads only: a visitor without a cart never gets one from here
  const t = useCartText();
  const { locale } = useSiteConfig();
  const count = quantityOf(cart.data);
  const hasDrawer = useHasDrawer();
  useHostState(cartStateOf(cart));
  return (
    <button
      type="button"
      className="count"
      part="count"
      // Until the cart is read (or when it could not be), no count: "0 items" would be false.
      aria-label={
        cart.data !== undefined
          ? plural(locale, count, { one: t('cartOne'), other: t('cartOther') })
          : t('yourCart')
      }
      aria-haspopup={hasDrawer ? 'dialog' : undefined}
      onClick={openCartDrawer}
    >
      <CartIcon />
      <span className="badge" part="badge" data-count={count} aria-hidden>
        {cart.data !== undefined ? formatNumber(count, locale) : ''}
      </span>
    </button>
  );
}

function CartIcon() {
  return (
    <svg className="icon" part="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5h.01M17 20.5h.01"
      />
    </svg>
  );
}
