import { useEffect, useId, useRef } from 'react';
import { useOrderText } from './order.text';

/**
 * Asked when the ticket dialog is closed while it holds seats: closing gives them back and
 * drops the answers. Keeping them is the default (it has the focus, Escape means it).
 */
export function LeaveQuestion({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  const t = useOrderText();
  const id = useId();
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <div className="sw-notice sw-leave" part="leave-question">
      <p id={id}>{t('leaveQuestion')}</p>
      <div>
        <button
          ref={stay}
          type="button"
          className="sw-button"
          aria-describedby={id}
          onClick={onStay}
        >
          {t('keepTickets')}
        </button>
        <button type="button" className="sw-button sw-button-quiet" onClick={onLeave}>
          {t('releaseTickets')}
        </button>
      </div>
    </div>
  );
}
