import { useEffect, useRef, type ReactNode } from 'react';
import { useTicketingOrder } from '../../shared/data/events';
import type { TabReservation } from '../../shared/data/reservations';
import { ErrorNotice, Notice } from '../../shared/ui';
import { FlowState } from './flow-state';
import { useOrderText } from './order.text';
import { useEventsText } from './text';
import type { EventDetails } from './types';

/** Placed and not paid: the hosted checkout takes its payment. */
const PAYABLE = new Set(['PENDING', 'INITIATED']);
/** Its seats went back on sale. */
const CANCELED = new Set(['CANCELED', 'DECLINED', 'VOIDED']);

interface UnpaidOrderProps {
  event: EventDetails;
  kept: TabReservation & { orderNumber: string };
  /** The hold's countdown, shown while the order can be paid. */
  timer: ReactNode;
  /** What became of asking for the payment page, once asked. */
  payment: ReactNode;
  onPay(): void;
  /**
   * Nothing left to pay: the order was canceled, or paid meanwhile (another tab, or back here
   * after its confirmation), when the picker needs no notice.
   */
  onGone(notice?: 'reservationCanceled'): void;
  onChooseAgain(): void;
}

/**
 * Back from the hosted payment page without paying (a declined card, the back button): the
 * order holds its tickets until the reservation runs out, so the visitor may pay for it or
 * choose again.
 */
export function UnpaidOrder({
  event,
  kept,
  timer,
  payment,
  onPay,
  onGone,
  onChooseAgain,
}: UnpaidOrderProps) {
  const order = useTicketingOrder(event.id, kept.orderNumber);
  const t = useOrderText();
  const loading = useEventsText()('resuming');
  const status = order.data?.status;
  const payable = status !== undefined && PAYABLE.has(status);
  const latest = useRef(onGone);
  latest.current = onGone;
  useEffect(() => {
    if (status && !payable)
      latest.current(CANCELED.has(status) ? 'reservationCanceled' : undefined);
  }, [status, payable]);

  if (order.isError)
    return (
      <>
        <FlowState state="error" />
        <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />
      </>
    );
  if (!payable)
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
      <Notice>{t('unpaid', { number: kept.orderNumber })}</Notice>
      {payment ?? (
        <>
          <button type="button" className="sw-button sw-button-block" part="pay" onClick={onPay}>
            {t('payNow')}
          </button>
          <button
            type="button"
            className="sw-button sw-button-quiet sw-button-block"
            part="choose-again"
            onClick={onChooseAgain}
          >
            {t('chooseAgain')}
          </button>
        </>
      )}
    </div>
  );
}
