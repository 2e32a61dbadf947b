import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { EventMoney, TicketingOrder } from '../../shared/client';
import { useTabReservations } from '../../shared/data/reservations';
import { addStyles, dispatchWidgetEvent, useHost } from '../../shared/element';
import { formatNumber, Money, Notice, useSiteLocale } from '../../shared/ui';
import { confirmationCss } from './confirmation.styles';
import { amountOf } from './event-money';
import { claimOrderAnnouncement } from '../order-announcement';
import { useHeading } from './heading-level';
import { buildIcs } from './ics';
import { useOrderText } from './order.text';
import { useEventsText } from './text';
import type { EventDetails } from './types';

const WAITING = new Set(['PENDING', 'INITIATED', 'OFFLINE_PENDING']);

/** A download link for the event as a calendar file; the Blob URL is freed on unmount. */
function useIcsUrl(event: EventDetails, orderNumber: string): string {
  const t = useOrderText();
  const url = useMemo(() => {
    const text = {
      description: t('calendarDescription', { number: orderNumber }),
      online: t('online'),
    };
    const ics = buildIcs({ event, orderNumber, text });
    return URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  }, [event, orderNumber, t]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

/** An amount of the receipt; nothing to pay reads "Free", as the ticket picker said. */
function ReceiptAmount({ money }: { money: EventMoney | undefined }) {
  const t = useEventsText();
  const amount = amountOf(money);
  if (money && Number(amount) === 0) return <span>{t('free')}</span>;
  return <Money amount={amount} currency={money?.currency} />;
}

/** The invoice's lines and total, as a receipt: what the buyer has just paid for. */
function TicketsBought({ invoice }: { invoice: TicketingOrder['invoice'] }) {
  const t = useOrderText();
  const { locale } = useSiteLocale();
  const items = invoice?.items ?? [];
  if (!items.length) return null;
  const total = invoice?.grandTotal;
  return (
    <ul className="sw-receipt" part="tickets-bought">
      {items.map((item, index) => (
        <li key={item.id ?? index}>
          <span>
            {item.name} × {formatNumber(item.quantity ?? 1, locale)}
          </span>
          <ReceiptAmount money={item.total} />
        </li>
      ))}
      {total ? (
        <li className="sw-receipt-total">
          <span>{t('total')}</span>
          <ReceiptAmount money={total} />
        </li>
      ) : null}
    </ul>
  );
}

interface ConfirmationProps {
  event: EventDetails;
  order: TicketingOrder;
  /** Placed from this tab: `order-created`, once per order. */
  announce: boolean;
}

/**
 * The order is placed: its number, the tickets and total, where they are sent, a calendar
 * file, and, when this tab placed it, `order-created`.
 */
export function Confirmation({ event, order, announce }: ConfirmationProps) {
  const { host } = useHost();
  useLayoutEffect(() => addStyles(host.shadowRoot, confirmationCss), [host]); // before it paints
  const icsUrl = useIcsUrl(event, order.orderNumber);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useOrderText();
  const Title = useHeading(1);
  const tab = useTabReservations();
  // Placed and shown: a later visit to the page starts from the picker, not this order.
  useEffect(() => tab.forget(event.id), [tab, event.id]);
  // The form the visitor was in is gone: continue from the confirmation's heading.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (announce && claimOrderAnnouncement(order.orderNumber)) {
      dispatchWidgetEvent(host, 'order-created', {
        orderNumber: order.orderNumber,
        eventId: event.id,
      });
    }
  }, [host, announce, order.orderNumber, event.id]);
  const waiting = WAITING.has(order.status);
  return (
    <section
      className="sw-confirmation"
      part="confirmation"
      aria-labelledby="sw-confirmation-title"
    >
      <Title id="sw-confirmation-title" tabIndex={-1} ref={heading}>
        {t(waiting ? 'waiting' : 'going')}
      </Title>
      <p>
        {t('orderNumber')} <strong part="order-number">{order.orderNumber}</strong>
      </p>
      <TicketsBought invoice={order.invoice} />
      {waiting ? (
        <Notice>{t('confirmByEmail')}</Notice>
      ) : order.email ? (
        <p>{t('ticketsOnTheirWay', { email: order.email })}</p>
      ) : null}
      <a
        className="sw-button sw-button-quiet"
        part="calendar"
        href={icsUrl}
        download={`${event.slug || event.id}.ics`}
      >
        {t('addToCalendar')}
      </a>
    </section>
  );
}
