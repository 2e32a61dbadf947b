import { useEffect, useRef, useState } from 'react';
import type { TicketingOrder } from '../../shared/client';
import { useCancelReservation, useEventsHostedCheckout } from '../../shared/data/reservations';
import { dispatchWidgetEvent, useHost, useNavigationGuard } from '../../shared/element';
import { ErrorNotice } from '../../shared/ui';
import { CheckoutForm, Confirmation } from './lazy-ticket-flow';
import { returnUrl } from './hosted-return';
import { ReservationTimer } from './reservation-timer';
import { TicketPicker } from './ticket-picker';
import { useEventsText } from './text';
import type { EventDetails } from './types';
import type { HeldReservation } from './held-reservation';

type Step =
  | { kind: 'pick'; notice?: 'expired' | 'reservationCanceled' }
  | { kind: 'details'; held: HeldReservation }
  | { kind: 'done'; order: TicketingOrder };

/** Pick tickets → reserve (countdown) → details → confirmation or hosted payment. */
export function TicketFlow({ event }: { event: EventDetails }) {
  const { host } = useHost();
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const cancel = useCancelReservation(event.id);
  const guard = useNavigationGuard();
  // Paid orders are paid on the hosted events checkout, which sends the visitor back here.
  const pay = useEventsHostedCheckout((fullUrl) => location.assign(guard(fullUrl)));
  const t = useEventsText();
  const stepBox = useStepFocus(step);

  const reserved = (held: HeldReservation) => {
    const { id, expires } = held.reservation;
    dispatchWidgetEvent(host, 'reservation-created', {
      reservationId: id,
      eventId: event.id,
      expires,
    });
    setStep({ kind: 'details', held });
  };

  if (step.kind === 'pick')
    return (
      <div className="sw-step" ref={stepBox} tabIndex={-1}>
        <TicketPicker event={event} notice={step.notice && t(step.notice)} onReserved={reserved} />
      </div>
    );
  if (step.kind === 'done') return <Confirmation event={event} order={step.order} />;

  const { reservation, skew } = step.held;
  const expired = () => {
    dispatchWidgetEvent(host, 'reservation-expired', {
      reservationId: reservation.id,
      eventId: event.id,
    });
    setStep({ kind: 'pick', notice: 'expired' });
  };
  const release = () =>
    cancel.mutate(reservation.id, {
      onSuccess: () => setStep({ kind: 'pick', notice: 'reservationCanceled' }),
    });
  const ordered = (order: TicketingOrder) =>
    order.status === 'FREE'
      ? setStep({ kind: 'done', order })
      : pay.mutate({
          eventSlug: event.slug ?? '',
          reservationId: order.reservationId ?? '',
          postFlowUrl: returnUrl(location.href, event.id, order.orderNumber),
        });
  const ticketCount = reservation.reservations.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className="sw-reserved" part="reservation" ref={stepBox} tabIndex={-1}>
      <ReservationTimer expires={reservation.expires} skew={skew} onExpired={expired} />
      <CheckoutForm
        event={event}
        reservationId={reservation.id}
        ticketCount={ticketCount}
        onOrder={ordered}
        onExpired={expired}
      />
      {pay.isPending || pay.isSuccess ? <p role="status">{t('toPayment')}</p> : null}
      {pay.error ? <ErrorNotice error={pay.error} /> : null}
      {cancel.error ? <ErrorNotice error={cancel.error} /> : null}
      <button
        type="button"
        className="sw-button sw-button-quiet sw-button-block"
        part="cancel"
        aria-disabled={cancel.isPending || undefined}
        onClick={() => cancel.isPending || release()}
      >
        {t('cancelReservation')}
      </button>
    </div>
  );
}

/**
 * The step's box takes the focus when the step changes (reserved, canceled, expired): the
 * button the visitor pressed is gone, and the focus must not fall to the page's body. Not on
 * the first render (the page's focus is not ours to take), nor for the confirmation, which
 * focuses its own heading.
 */
function useStepFocus(step: Step) {
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else if (step.kind !== 'done') box.current?.focus();
  }, [step]);
  return box;
}
