import { useEffect, useRef, type ReactNode } from 'react';
import type { TicketingOrder } from '../../shared/client';
import { useTicketingOrder } from '../../shared/data/events';
import { isRefusal } from '../../shared/data/query-client';
import { ErrorNotice, Notice } from '../../shared/ui';
import { FlowState } from './flow-state';
import { useOrderText } from './order.text';
import { useEventsText } from './text';
import type { EventDetails } from './types';

/** Its seats went back on sale. */
const CANCELED = new Set(['CANCELED', 'DECLINED', 'VOIDED']);
/**
 * Placed and not paid: "waiting for payment at the cashier" (the SDK's `INITIATED`). Any other
 * status is paid, free, or a payment on its way (`PENDING`: paid, held by the payment provider).
 */
const UNPAID = 'INITIATED';

interface ReturnedOrderProps {
  event: EventDetails;
  orderNumber: string;
  /** The countdown of its seats' hold, when this tab kept it. */
  timer: ReactNode;
  /** What became of asking for the payment page, once asked. */
  payment: ReactNode;
  onPay(reservationId: string): void;
  onPlaced(order: TicketingOrder): void;
  /**
   * To the picker: the order was canceled (saying so), the visitor chose other tickets, or the
   * platform knows no such order of theirs (a return address someone else shared).
   */
  onGone(notice?: 'reservationCanceled'): void;
}

/**
 * An order back from the hosted checkout: the platform's status says what is left. Placed (paid,
 * free, or its payment on the way) goes to the confirmation; canceled goes back to the picker;
 * not paid (a declined card, the back button, the checkout left) offers its payment again, or
 * other tickets, while its seats are held.
 */
export function ReturnedOrder({
  event,
  orderNumber,
  timer,
  payment,
  onPay,
  onPlaced,
  onGone,
}: ReturnedOrderProps) {
  const order = useTicketingOrder(event.id, orderNumber);
  const t = useOrderText();
  const loading = useEventsText()('loadingOrder');
  const data = order.data;
  const unpaid = data?.status === UNPAID;
  const refused = order.isError && isRefusal(order.error);
  const latest = useRef({ onPlaced, onGone });
  latest.current = { onPlaced, onGone };
  useEffect(() => {
    if (refused) latest.current.onGone();
    if (!data || unpaid) return;
    if (CANCELED.has(data.status)) latest.current.onGone('reservationCanceled');
    else latest.current.onPlaced(data);
  }, [data, unpaid, refused]);

  if (order.isError && !refused)
    return (
      <>
        <FlowState state="error" />
        <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />
      </>
    );
  if (!unpaid)
    return (
      <>
        <FlowState state="loading" />
        <p role="status">{loading}</p>
      </>
    );
  return (
    <div className="sw-reserved" part="unpaid-order">
      <FlowState state="ready" />
      {timer}
      <Notice>{t('unpaid', { number: orderNumber })}</Notice>
      {payment ?? (
        <>
          <button
            type="button"
            className="sw-button sw-button-block"
            part="pay"
            onClick={() => onPay(data.reservationId ?? '')}
          >
            {t('payNow')}
          </button>
          <button
            type="button"
            className="sw-button sw-button-quiet sw-button-block"
            part="choose-again"
            onClick={() => onGone()}
          >
            {t('chooseAgain')}
          </button>
        </>
      )}
    </div>
  );
}
