import { useEffect, useRef } from 'react';
import type { TabReservation } from '../../shared/data/reservations';
import { remainingMs } from './countdown';
import { useOrderText } from './order.text';

/**
 * Under an event's Tickets button once the browser has closed its dialog on seats the tab kept
 * (ticket-dialog.tsx): they are still held, and the button goes back to them. It goes when they
 * run out on the platform's clock.
 */
export function StillHeld({
  id,
  kept,
  onGone,
}: {
  id: string;
  kept: TabReservation;
  onGone(): void;
}) {
  const t = useOrderText();
  const gone = useRef(onGone);
  gone.current = onGone;
  useEffect(() => {
    const timer = setTimeout(() => gone.current(), remainingMs(kept.expires, kept.skew));
    return () => clearTimeout(timer);
  }, [kept]);
  return (
    <p id={id} className="sw-still-held" part="still-held" role="status">
      {t('stillHeld')}
    </p>
  );
}
