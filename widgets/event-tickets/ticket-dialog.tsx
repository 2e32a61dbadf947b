import { Dialog, DialogClose } from '../../shared/ui';
import { EventTicketsPanel } from './event-tickets';
import { useEventsText } from './text';
import type { EventDetails } from './types';

/**
 * `<event-tickets>`'s flow over the list, for sites without an event page: a modal dialog
 * (focus in and kept there, Escape or Close shut it, focus back on the event's button), on
 * screen while mounted. Closing unmounts it and the flow, which releases any seats it held
 * (ticket-flow.tsx).
 */
export function TicketDialog({
  event,
  onClose,
  returnFocus,
}: {
  event: EventDetails;
  onClose(): void;
  /** The event's button, for a dialog the list opened itself (after a reload). */
  returnFocus(): HTMLElement | null | undefined;
}) {
  const t = useEventsText();
  return (
    <Dialog
      open
      onClose={onClose}
      label={t('ticketsFor', { title: event.title })}
      className="sw-ticket-dialog"
      returnFocus={returnFocus}
    >
      <div className="sw-ticket-dialog-bar">
        <DialogClose label={t('close')} onClose={onClose} />
      </div>
      <EventTicketsPanel eventRef={{ id: event.id }} />
    </Dialog>
  );
}
