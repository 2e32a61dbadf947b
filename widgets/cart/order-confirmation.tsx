// Back from the hosted checkout with an order: loaded only then (see checkout-return.ts).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { StoreOrder } from '../../shared/client';
import { usePlatform, useSiteConfig } from '../../shared/data';
import { accountPageUrl, useMember } from '../../shared/data/member';
import { isRefusal } from '../../shared/data/query-client';
import { usePlacedOrder } from '../../shared/data/store-order';
import { addStyles, dispatchWidgetEvent, useHost, useNavigationGuard } from '../../shared/element';
import { ErrorNotice, formatNumber, Money, Notice } from '../../shared/ui';
import { claimOrderAnnouncement } from '../order-announcement';
import { useCartHeading } from './cart-heading';
import { orderConfirmationCss } from './order-confirmation.styles';
import { LineOptions } from './line-options';
import { lineOptionsCss } from './line-options.styles';
import { lineTotal } from './line-total';
import { rowsOf } from './price-summary';
import { useOrderText } from './order.text';

interface ConfirmationProps {
  /** The checkout the return address names (checkout-return.ts). */
  checkoutId: string;
  orderId: string;
  /** "Loading your order…", in the cart's words (they are here before this chunk). */
  loading: string;
  /** This page without the return's marks: the way back to the shop. */
  shopUrl: string;
}

/** The placed order: its number, what was bought, the email on its way, the ways on. */
export function OrderConfirmation({ checkoutId, orderId, loading, shopUrl }: ConfirmationProps) {
  const { host } = useHost();
  const { order, fresh } = usePlacedOrder(orderId, checkoutId);
  useLayoutEffect(() => {
    addStyles(host.shadowRoot, orderConfirmationCss);
    addStyles(host.shadowRoot, lineOptionsCss);
  }, [host]);
  if (order.isPending) return <p role="status">{loading}</p>;
  if (order.isError && isRefusal(order.error)) return <UnreadableOrder shopUrl={shopUrl} />;
  if (order.isError)
    return <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />;
  return <PlacedOrder order={order.data} fresh={fresh} shopUrl={shopUrl} />;
}

/** `fresh`: this tab's checkout just placed it (usePlacedOrder), so the page is told. */
function PlacedOrder({
  order,
  fresh,
  shopUrl,
}: {
  order: StoreOrder;
  fresh: boolean;
  shopUrl: string;
}) {
  const { host } = useHost();
  const t = useOrderText();
  const signedIn = useMember().loggedIn;
  const heading = useRef<HTMLHeadingElement>(null);
  const Title = useCartHeading();
  // The page just loaded on the shop: the confirmation is what the buyer came back for, so it
  // comes into view and a screen reader starts there (on a phone it may be far down the page).
  useEffect(() => heading.current?.focus(), []);
  const email = order.buyerInfo?.email;
  useEffect(() => {
    if (fresh && claimOrderAnnouncement(`store:${order.id}`)) {
      dispatchWidgetEvent(host, 'order-created', { orderNumber: order.number, orderId: order.id });
    }
  }, [host, fresh, order.id, order.number]);
  return (
    <section className="confirmation" part="confirmation" aria-labelledby="sw-order-title">
      <Title id="sw-order-title" className="confirmation-title" tabIndex={-1} ref={heading}>
        {t('orderThanks')}
      </Title>
      <p className="order-number">
        {t('orderNumber')} <strong part="order-number">{order.number}</strong>
      </p>
      <OrderLines order={order} />
      <p>{email ? t('emailOnItsWay', { email }) : t('emailOnItsWayNoAddress')}</p>
      <div className="confirmation-actions">
        <a className="sw-button" part="continue-shopping" href={shopUrl}>
          {t('continueShopping')}
        </a>
        {signedIn ? <MyOrders returnUrl={shopUrl} /> : null}
      </div>
    </section>
  );
}

/**
 * The platform will not show this order to whoever is here now: the buyer signed in after
 * ordering as a visitor (the member is someone else to it), or the address was opened in
 * another browser. Asking again changes nothing; its email is where the order is.
 */
function UnreadableOrder({ shopUrl }: { shopUrl: string }) {
  const t = useOrderText();
  return (
    <div className="confirmation" part="order-unavailable">
      <Notice>{t('orderUnavailable')}</Notice>
      <div className="confirmation-actions">
        <a className="sw-button" part="continue-shopping" href={shopUrl}>
          {t('continueShopping')}
        </a>
      </div>
    </div>
  );
}

function OrderLines({ order }: { order: StoreOrder }) {
  const t = useOrderText();
  const { locale } = useSiteConfig();
  const Subtitle = useCartHeading(1);
  return (
    <>
      <Subtitle className="confirmation-subtitle">{t('orderItems')}</Subtitle>
      <ul className="order-lines" part="order-lines">
        {order.lineItems.map((line) => (
          <li key={line.id} className="order-line">
            <div>
              {line.productName?.original ?? t('item')} × {formatNumber(line.quantity, locale)}
              <LineOptions line={line} />
            </div>
            <Money amount={lineTotal(line)} currency={order.currency} />
          </li>
        ))}
      </ul>
      {order.priceSummary ? (
        <dl className="order-summary">
          {rowsOf(order.priceSummary).map((row) => (
            <div key={row.label} className={row.total ? 'order-row order-total' : 'order-row'}>
              <dt>{t(row.label)}</dt>
              <dd>
                <Money amount={row.money?.amount} currency={order.currency} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}

/** A member's own orders, on the platform's account pages (a redirect session). */
function MyOrders({ returnUrl }: { returnUrl: string }) {
  const platform = usePlatform();
  const guard = useNavigationGuard();
  const t = useOrderText();
  const open = useMutation({
    mutationFn: async () =>
      location.assign(guard(await accountPageUrl(platform, 'ORDERS', returnUrl))),
  });
  return (
    <>
      <button
        type="button"
        className="sw-button sw-button-quiet"
        part="my-orders"
        disabled={open.isPending}
        onClick={() => open.mutate()}
      >
        {t('myOrders')}
      </button>
      {open.isError ? <ErrorNotice error={open.error} /> : null}
    </>
  );
}
