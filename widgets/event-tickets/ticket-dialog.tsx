import { Suspense, useRef, useState } from 'react';
import { useTabReservations, type TabReservation } from '../../shared/data/reservations';
import { Dialog, DialogClose } from '../../shared/ui';
import { deepActiveElement } from '../../shared/ui/dialog';
import { EventTicketsPanel } from './event-tickets';
import { HoldingContext, KeepOnClose } from './holding';
import { LeaveQuestion } from './leave-question';
import { useEventsText } from './text';
import type { EventDetails } from './types';

/**
 * `<event-tickets>`'s flow over the list, for sites without an event page: a modal dialog
 * (focus in and kept there, Escape or Close shut it, focus back on the event's button), on
 * screen while mounted. Closing unmounts it and the flow, which releases any seats it held
 * (ticket-flow.tsx): while it holds some, a close (Escape, Close, a tap beside it) asks first,
 * as an Escape meant for a field or a stray tap would otherwise lose the seats and the answers.
 * When the browser closes it without letting it ask (Escape after Escape), nothing is lost:
 * the seats stay held for the tab as over a reload (the list says so by the event's button),
 * the event's button opens the dialog on them again, and they end at the platform's expiry.
 */
export function TicketDialog({
  event,
  onClose,
  returnFocus,
}: {
  event: EventDetails;
  /** `kept`: closed by the browser on seats the tab still holds for the event. */
  onClose(kept?: TabReservation): void;
  /** The event's button, for a dialog the list opened itself (after a reload). */
  returnFocus(): HTMLElement | null | undefined;
}) {
  const t = useEventsText();
  const [holding, setHolding] = useState(false);
  const [asking, setAsking] = useState(false);
  // Where the visitor was when the close was asked for: they go on from there if they stay.
  const before = useRef<Element | null>(null);
  const tab = useTabReservations();
  const keep = useRef(false);
  const forced = () => {
    // Only seats the tab kept can be found again; any others go back as the flow unmounts.
    const kept = holding ? tab.kept(event.id) : undefined;
    keep.current = Boolean(kept);
    onClose(kept);
  };
  const close = () => {
    if (!holding) return onClose();
    before.current = deepActiveElement();
    setAsking(true);
  };
  const stay = () => {
    setAsking(false);
    (before.current as HTMLElement | null)?.focus();
  };
  return (
    <Dialog
      open
      onClose={(browser) => (browser ? forced() : asking ? stay() : close())}
      label={t('ticketsFor', { title: event.title })}
      className="sw-ticket-dialog"
      returnFocus={returnFocus}
    >
      <div className="sw-ticket-dialog-bar">
        <DialogClose label={t('close')} onClose={close} />
      </div>
      {asking ? (
        <Suspense fallback={null}>
          <LeaveQuestion onStay={stay} onLeave={() => onClose()} />
        </Suspense>
      ) : null}
      <HoldingContext.Provider value={setHolding}>
        <KeepOnClose.Provider value={keep}>
          <EventTicketsPanel eventRef={{ id: event.id }} />
        </KeepOnClose.Provider>
      </HoldingContext.Provider>
    </Dialog>
  );
}
