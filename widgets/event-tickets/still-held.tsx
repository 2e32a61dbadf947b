import { useEffect, useRef } from 'react';
import type { TabReservation } from '../../shared/data/reservations';
import { anchorAt, remainingMs, unlessSetBack } from './countdown';
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
    let anchor = anchorAt(kept.skew);
    // Looked at every second, not one timeout for the whole hold: a timeout counts steady time,
    // which stands still while the computer sleeps, and the hold ends on the platform's clock
    // meanwhile. A clock set back is taken as such (countdown.ts).
    const timer = setInterval(() => {
      anchor = unlessSetBack(anchor);
      if (remainingMs(kept.expires, anchor.skew)) return;
      clearInterval(timer);
      gone.current();
    }, 1000);
    return () => clearInterval(timer);
  }, [kept]);
  return (
    <p id={id} className="sw-still-held" part="still-held" role="status">
      {t('stillHeld')}
    </p>
  );
}
