import { useEffect, useRef, useState } from 'react';
import { useSiteConfig } from '../../shared/data';
import { isRefusal } from '../../shared/data/query-client';
import { useLiveReservation } from '../../shared/data/reservations';
import { LiveRegion, plural } from '../../shared/ui';
import {
  anchorAt,
  clockJump,
  DRIFT,
  formatClock,
  rebased,
  remainingMs,
  spokenTimeLeft,
  thresholdOf,
  unlessSetBack,
} from './countdown';
import { holdEnded, resumedSkew } from './held-reservation';
import { useEventsText } from './text';

interface ReservationTimerProps {
  eventId: string;
  reservationId: string;
  expires: string;
  skew: number;
  onExpired(): void;
  /** The skew corrected after the visitor's clock was set (kept for a reload). */
  onSkew?(skew: number): void;
  /**
   * `skew` is the tab's, kept from before the page was away (the hosted checkout): the clock
   * may have been set meanwhile, which no timer saw. The platform is asked at once, and nothing
   * is said nor ended before its answer.
   */
  kept?: boolean;
}

/**
 * The time left on the reservation. The visible clock ticks every second but is hidden from
 * screen readers; they hear the time left only at a few thresholds (10, 5, 2, 1 min, 30 s).
 *
 * Counted on the visitor's clock and the steady one (countdown.ts `ClockAnchor`). A clock set
 * back (139:59 for a 20-minute hold) is taken as such. A clock run ahead of the steady one is
 * a sleep or a clock set forward: the countdown follows it (the less time left), but before it
 * says the hold is over when the steady clock says otherwise, it asks the platform. Still held:
 * the clock was set, the countdown goes on by the steady clock, or by the answer's `Date` where
 * that disagrees (resumedSkew). Until the platform answers (a
 * connection back after a sleep), nothing is said and the steady clock counts: the checkout's
 * own answer says if the hold is gone.
 */
export function ReservationTimer({
  eventId,
  reservationId,
  expires,
  skew,
  onExpired,
  onSkew,
  kept = false,
}: ReservationTimerProps) {
  const [left, setLeft] = useState(() => remainingMs(expires, skew));
  const [spoken, setSpoken] = useState('');
  const t = useEventsText();
  const { locale } = useSiteConfig();
  const said = useRef({ t, locale });
  said.current = { t, locale };
  // Nothing said yet: a hold that starts under a threshold is announced on the first tick.
  const lastThreshold = useRef<number | undefined>(undefined);
  const latest = useRef({ onExpired, onSkew });
  latest.current = { onExpired, onSkew };
  const anchor = useRef(anchorAt(skew));
  /** When the platform was asked whether it still holds the seats (`Date.now()`), or 0. */
  const [asked, setAsked] = useState(() => (kept ? Date.now() : 0));
  /** The kept skew not yet checked by the platform's answer: nothing to say by it. */
  const unchecked = useRef(kept);
  const live = useLiveReservation(eventId, reservationId, asked > 0);
  const over = useRef(false);
  // Over: said once, however many ticks a clock run past 0:00 (a sleep, a site's test with a
  // fake clock) or answers bring before the flow's next render takes the timer away.
  const expire = () => {
    if (!over.current) latest.current.onExpired();
    over.current = true;
  };

  useEffect(() => {
    anchor.current = anchorAt(skew);
    over.current = false;
    const tick = () => {
      anchor.current = unlessSetBack(anchor.current);
      const jump = clockJump(anchor.current);
      const byClock = remainingMs(expires, anchor.current.skew);
      const bySteady = remainingMs(expires, anchor.current.skew - jump);
      const doubt = !byClock && bySteady > 0 && jump > DRIFT;
      const now = doubt ? bySteady : byClock;
      setLeft(now);
      const threshold = thresholdOf(now);
      if (unchecked.current) return;
      if (threshold !== undefined && threshold !== lastThreshold.current && now > 0) {
        lastThreshold.current = threshold;
        setSpoken(spokenTimeLeft(threshold, said.current.t, said.current.locale));
      }
      if (doubt) setAsked((at) => at || Date.now());
      if (now > 0) return;
      clearInterval(timer);
      expire();
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [expires, skew]);

  // The platform's answer to the doubt: an answer from before the question does not count.
  const answered = live.isSuccess && live.dataUpdatedAt >= asked;
  const ended = answered && holdEnded(live.data);
  const held = answered && !ended;
  const gone = ended || (live.isError && isRefusal(live.error) && live.errorUpdatedAt >= asked);
  useEffect(() => {
    if (!asked) return;
    // Not asked again: a failure to ask leaves the kept skew to count by, as before.
    if (held || gone || live.isError) unchecked.current = false;
    if (gone) expire();
    if (!held) return;
    anchor.current = anchorAt(resumedSkew(live.data, rebased(anchor.current).skew));
    latest.current.onSkew?.(anchor.current.skew);
    setAsked(0);
  }, [asked, held, gone, live.isError, live.data]);

  return (
    <div className="sw-timer" part="timer" role="timer">
      <span>{t('heldFor')}</span>
      <span className="sw-timer-clock" aria-hidden="true">
        {formatClock(left, locale)}
      </span>
      {/* Read when reached, never announced: the live region below does the announcing. */}
      <span className="sw-visually-hidden">
        {plural(locale, Math.ceil(left / 60_000), {
          one: t('aboutMinutesOne'),
          other: t('aboutMinutesOther'),
        })}
      </span>
      <LiveRegion message={spoken} />
    </div>
  );
}
