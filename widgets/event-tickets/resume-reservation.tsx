import { useEffect, useRef } from 'react';
import { isRefusal } from '../../shared/data/query-client';
import { useLiveReservation, type TabReservation } from '../../shared/data/reservations';
import { ErrorNotice } from '../../shared/ui';
import { FlowState } from './flow-state';
import { holdEnded, resumedSkew, type HeldReservation } from './held-reservation';
import { useEventsText } from './text';
import type { EventDetails } from './types';

interface ResumeProps {
  event: EventDetails;
  kept: TabReservation;
  /** Still held: the reservation with the server's expiry and clock as they stand now. */
  onHeld(reservation: HeldReservation): void;
  /** Expired or released meanwhile. */
  onGone(): void;
}

/**
 * Back after a reload: asks the platform whether the kept reservation still holds. Only the
 * platform's refusal, or its answer that the hold expired or was given back, means it is gone;
 * a failure to ask keeps it, with a way to ask again.
 */
export function ResumeReservation({ event, kept, onHeld, onGone }: ResumeProps) {
  const t = useEventsText();
  const live = useLiveReservation(event.id, kept.reservationId);
  const done = useRef({ onHeld, onGone });
  done.current = { onHeld, onGone };
  const gone = live.isError ? isRefusal(live.error) : live.isSuccess && holdEnded(live.data);
  useEffect(() => {
    if (gone) done.current.onGone();
    if (!live.isSuccess || gone) return;
    done.current.onHeld({
      reservation: {
        id: kept.reservationId,
        expires: live.data.expires || kept.expires,
        reservations: live.data.reservations ?? [],
      },
      skew: resumedSkew(live.data, kept.skew),
    });
  }, [gone, live.isSuccess, live.data, kept]);
  if (live.isError && !gone)
    return (
      <>
        <FlowState state="error" />
        <ErrorNotice error={live.error} onRetry={() => void live.refetch()} />
      </>
    );
  return (
    <>
      <FlowState state="loading" />
      <p role="status">{t('resuming')}</p>
    </>
  );
}
