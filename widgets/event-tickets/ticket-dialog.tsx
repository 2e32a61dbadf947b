import { useEffect, useRef } from 'react';
import { Dialog } from '../../shared/ui';
import { EventTicketsPanel } from './event-tickets';
import { useEventsText } from './text';
import type { EventDetails } from './types';

/**
 * `<event-tickets>`'s flow over the list, for sites without an event page: a modal dialog
 * (focus in and kept there, Escape or Close shut it, focus back on the event's button), on
 * screen while mounted. Closing unmounts it and the flow, which releases any seats it held
 * (ticket-flow.tsx).
 */
export function TicketDialog({ event, onClose }: { event: EventDetails; onClose(): void }) {
  const t = useEventsText();
  const closeRef = useRef<HTMLButtonElement>(null);
  // After the Dialog's showModal(), so it wins over the browser's own focus choice.
  useEffect(() => closeRef.current?.focus(), [event]);
  return (
    <Dialog
      open
      onClose={onClose}
      label={t('ticketsFor', { title: event.title })}
      className="sw-ticket-dialog"
    >
      <div className="sw-ticket-dialog-bar">
        <button
          type="button"
          ref={closeRef}
          className="sw-button sw-button-quiet"
          part="close-button"
          onClick={onClose}
        >
          {t('close')}
        </button>
      </div>
      <EventTicketsPanel eventRef={{ id: event.id }} />
    </Dialog>
  );
}
