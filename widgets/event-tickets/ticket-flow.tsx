import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TicketingOrder, TicketQuantity } from '../../shared/client';
import { usePlatform, useSiteConfig } from '../../shared/data';
import {
  pageOf,
  releaseReservation,
  useCancelReservation,
  useEventsHostedCheckout,
  useTabReservations,
  type TabReservation,
} from '../../shared/data/reservations';
import { addStyles, dispatchWidgetEvent, useHost, useNavigationGuard } from '../../shared/element';
import { ErrorNotice, stepperCss } from '../../shared/ui';
import { CheckoutForm, Confirmation, ReturnedOrder } from './lazy-ticket-flow';
import { returnUrl } from './hosted-return';
import { ReservationTimer } from './reservation-timer';
import { ResumeReservation } from './resume-reservation';
import { useReleaseOnLeave } from './release-on-leave';
import { KeepOnClose, useReportHolding } from './holding';
import { TicketPicker } from './ticket-picker';
import { ticketFlowCss } from './ticket-flow.styles';
import { useEventsText } from './text';
import type { EventDetails } from './types';
import type { HeldReservation } from './held-reservation';

type Step =
  | { kind: 'pick'; notice?: 'expired' | 'reservationCanceled' | undefined }
  | { kind: 'resume'; kept: TabReservation }
  /** Back from the hosted checkout (or a reload after): its hold, when this tab kept it. */
  | { kind: 'returned'; orderNumber: string; kept?: TabReservation | undefined }
  | { kind: 'details'; held: HeldReservation; lines: TicketQuantity[]; paying?: boolean }
  /** `fresh`: placed from this tab (in the flow, or the order it kept): the page is told. */
  | { kind: 'done'; order: TicketingOrder; fresh: boolean };

/**
 * Where the flow starts: the kept reservation's form (made since any return: the visitor chose
 * again), the order the page came back from the hosted checkout with, the kept reservation's
 * order sent there (a reload, the back button), or the picker.
 */
function comeBack(kept: TabReservation | undefined, returned = kept?.orderNumber): Step {
  if (kept && !kept.orderNumber) return { kind: 'resume', kept };
  if (returned)
    return {
      kind: 'returned',
      orderNumber: returned,
      kept: kept?.orderNumber === returned ? kept : undefined,
    };
  return { kind: 'pick' };
}

/** The seats this step holds, if any: a reservation on its way to payment is no longer ours. */
function heldBy(step: Step): string | undefined {
  if (step.kind === 'resume') return step.kept.reservationId;
  if (step.kind === 'details' && !step.paying) return step.held.reservation.id;
  return undefined;
}

/**
 * Pick tickets → reserve (countdown) → details → confirmation or hosted payment, and back from
 * it the order as the platform has it (returned-order.tsx). The reservation is kept for the
 * tab, so a reload comes back to the form; closing the flow or leaving the page releases the
 * seats (release-on-leave.ts says how the two are told apart), but for the list's dialog
 * closed by the browser itself (ticket-dialog.tsx).
 */
export function TicketFlow({
  event,
  returned,
}: {
  event: EventDetails;
  /** The order number this page came back from the hosted checkout with. */
  returned?: string | undefined;
}) {
  const { host } = useHost();
  useLayoutEffect(() => {
    // Before it paints; the rows' steppers' first, so the flow's own rules come after.
    addStyles(host.shadowRoot, stepperCss);
    addStyles(host.shadowRoot, ticketFlowCss);
  }, [host]);
  const { apiBase } = useSiteConfig();
  const client = usePlatform();
  const tab = useTabReservations();
  const [step, setStep] = useState(() => comeBack(tab.kept(event.id), returned));
  const cancel = useCancelReservation(event.id);
  const guard = useNavigationGuard();
  // Paid orders are paid on the hosted events checkout, which sends the visitor back here.
  const pay = useEventsHostedCheckout((fullUrl) => location.assign(guard(fullUrl)));
  const t = useEventsText();
  const stepBox = useStepFocus(step);

  const held = heldBy(step);
  useReportHolding(Boolean(held));
  const release = useRef<() => void>(undefined);
  release.current = held
    ? () => {
        tab.forget(event.id);
        releaseReservation(client, apiBase, { eventId: event.id, reservationId: held });
      }
    : undefined;
  // Closed (the list's dialog, an app removing the element) while seats are held: release,
  // unless the browser closed the dialog without asking: then the tab keeps them (holding.ts).
  const keep = useContext(KeepOnClose);
  useEffect(() => () => void (keep?.current || release.current?.()), [keep]);
  useReleaseOnLeave(
    held
      ? () => {
          release.current?.();
          // Should the page come back from the back-forward cache, it starts over.
          setStep({ kind: 'pick', notice: 'reservationCanceled' });
        }
      : undefined,
  );
  // Back from the payment page through the back-forward cache, unpaid: the order still waits.
  const { reset } = pay;
  useEffect(() => {
    const back = (pageShow: PageTransitionEvent) => {
      const kept = tab.kept(event.id);
      if (!pageShow.persisted || !kept?.orderNumber) return;
      reset();
      setStep(comeBack(kept));
    };
    addEventListener('pageshow', back);
    return () => removeEventListener('pageshow', back);
  }, [tab, event.id, reset]);
  // A reservation this tab made for another event on another page: the visitor moved on.
  useEffect(() => {
    for (const kept of tab.takeAbandoned(event.id, pageOf(location.href)))
      releaseReservation(client, apiBase, kept);
  }, [tab, event.id, client, apiBase]);

  const reserved = (reservation: HeldReservation, lines: TicketQuantity[]) => {
    const { id, expires } = reservation.reservation;
    tab.keep({
      eventId: event.id,
      reservationId: id,
      expires,
      skew: reservation.skew,
      lines,
      page: pageOf(location.href),
    });
    dispatchWidgetEvent(host, 'reservation-created', {
      reservationId: id,
      eventId: event.id,
      expires,
    });
    setStep({ kind: 'details', held: reservation, lines });
  };
  // The visitor's clock was set while the seats are held: a reload counts from the new setting.
  const keepSkew = (skew: number) => {
    const kept = tab.kept(event.id);
    if (kept) tab.keep({ ...kept, skew });
  };
  const startOver = (notice?: 'expired' | 'reservationCanceled') => {
    tab.forget(event.id);
    setStep({ kind: 'pick', notice });
  };

  if (step.kind === 'pick')
    return (
      <div className="sw-step" ref={stepBox} tabIndex={-1}>
        <TicketPicker event={event} notice={step.notice && t(step.notice)} onReserved={reserved} />
      </div>
    );
  if (step.kind === 'resume')
    return (
      <ResumeReservation
        event={event}
        kept={step.kept}
        onHeld={(reservation) => {
          // The skew as the clock is set now: a return from the hosted checkout counts by it.
          keepSkew(reservation.skew);
          setStep({ kind: 'details', held: reservation, lines: step.kept.lines });
        }}
        onGone={() => startOver('expired')}
      />
    );
  if (step.kind === 'done')
    return <Confirmation event={event} order={step.order} announce={step.fresh} />;
  const toPayment = (reservationId: string, orderNumber: string) =>
    pay.mutate({
      eventSlug: event.slug ?? '',
      reservationId,
      postFlowUrl: returnUrl(location.href, event.id, orderNumber),
    });
  // On the way to the payment page, asked again if opening it failed.
  const payment = pay.error ? (
    <ErrorNotice error={pay.error} onRetry={() => pay.variables && pay.mutate(pay.variables)} />
  ) : (
    <p role="status">{t('toPayment')}</p>
  );
  if (step.kind === 'returned') {
    const { orderNumber, kept } = step;
    return (
      <div className="sw-step" ref={stepBox} tabIndex={-1}>
        <ReturnedOrder
          event={event}
          orderNumber={orderNumber}
          timer={
            kept && (
              <ReservationTimer
                eventId={event.id}
                reservationId={kept.reservationId}
                expires={kept.expires}
                skew={kept.skew}
                kept
                onExpired={() => startOver('expired')}
                onSkew={keepSkew}
              />
            )
          }
          payment={pay.isIdle ? undefined : payment}
          onPay={(reservationId) => toPayment(reservationId, orderNumber)}
          // A return address opened again elsewhere (another tab, a link) shows the order, but
          // nothing was bought now: only the tab that kept the order tells the page.
          onPlaced={(order) => setStep({ kind: 'done', order, fresh: kept !== undefined })}
          onGone={startOver}
        />
      </div>
    );
  }

  const { reservation, skew } = step.held;
  const expired = () => {
    dispatchWidgetEvent(host, 'reservation-expired', {
      reservationId: reservation.id,
      eventId: event.id,
    });
    startOver('expired');
  };
  const cancelled = () =>
    cancel.mutate(reservation.id, { onSuccess: () => startOver('reservationCanceled') });
  const ordered = (order: TicketingOrder) => {
    const kept = tab.kept(event.id);
    if (order.status === 'FREE') {
      tab.forget(event.id);
      return setStep({ kind: 'done', order, fresh: true });
    }
    if (kept) tab.keep({ ...kept, orderNumber: order.orderNumber });
    setStep({ ...step, paying: true });
    toPayment(order.reservationId ?? '', order.orderNumber);
  };
  const ticketCount = step.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className="sw-reserved" part="reservation" ref={stepBox} tabIndex={-1}>
      <ReservationTimer
        eventId={event.id}
        reservationId={reservation.id}
        expires={reservation.expires}
        skew={skew}
        onExpired={expired}
        onSkew={keepSkew}
      />
      {step.paying ? (
        // The order is placed: what is left is the way to the payment page (the form and
        // Cancel would only meet a confirmed reservation now).
        payment
      ) : (
        <>
          <CheckoutForm
            event={event}
            reservationId={reservation.id}
            ticketCount={ticketCount}
            lines={reservation.reservations}
            onOrder={ordered}
            onExpired={expired}
          />
          {cancel.error ? <ErrorNotice error={cancel.error} /> : null}
          <button
            type="button"
            className="sw-button sw-button-quiet sw-button-block"
            part="cancel"
            aria-disabled={cancel.isPending || undefined}
            onClick={() => cancel.isPending || cancelled()}
          >
            {t('cancelReservation')}
          </button>
        </>
      )}
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
