import { useEffect, useRef } from 'react';
import { useLiveReservation, type TabReservation } from '../../shared/data/reservations';
import { FlowState } from './flow-state';
import type { HeldReservation } from './held-reservation';
import { useEventsText } from './text';
import type { EventDetails } from './types';

interface ResumeProps {
  event: EventDetails;
  kept: TabReservation;
  /** Still held: the reservation with the server's expiry as it stands now. */
  onHeld(reservation: HeldReservation): void;
  /** Expired or released meanwhile. */
  onGone(): void;
}

/** Back after a reload: asks the platform whether the kept reservation still holds. */
export function ResumeReservation({ event, kept, onHeld, onGone }: ResumeProps) {
  const t = useEventsText();
  const live = useLiveReservation(event.id, kept.reservationId);
  const done = useRef({ onHeld, onGone });
  done.current = { onHeld, onGone };
  useEffect(() => {
    if (live.isError) done.current.onGone();
    if (!live.isSuccess) return;
    done.current.onHeld({
      reservation: {
        id: kept.reservationId,
        expires: live.data.expires || kept.expires,
        reservations: live.data.reservations ?? [],
      },
      skew: kept.skew,
    });
  }, [live.isError, live.isSuccess, live.data, kept]);
  return (
    <>
      <FlowState state="loading" />
      <p role="status">{t('resuming')}</p>
    </>
  );
}
