import { useEffect, useRef, useState } from 'react';
import { useSiteConfig } from '../../shared/data';
import { LiveRegion, plural } from '../../shared/ui';
import { formatClock, remainingMs, spokenTimeLeft, thresholdOf } from './countdown';
import { useEventsText } from './text';

interface ReservationTimerProps {
  expires: string;
  skew: number;
  onExpired(): void;
}

/**
 * The time left on the reservation. The visible clock ticks every second but is hidden from
 * screen readers; they hear the time left only at a few thresholds (10, 5, 2, 1 min, 30 s).
 */
export function ReservationTimer({ expires, skew, onExpired }: ReservationTimerProps) {
  const [left, setLeft] = useState(() => remainingMs(expires, skew));
  const [spoken, setSpoken] = useState('');
  const t = useEventsText();
  const { locale } = useSiteConfig();
  const said = useRef({ t, locale });
  said.current = { t, locale };
  // Nothing said yet: a hold that starts under a threshold is announced on the first tick.
  const lastThreshold = useRef<number | undefined>(undefined);
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    const tick = () => {
      const now = remainingMs(expires, skew);
      setLeft(now);
      const threshold = thresholdOf(now);
      if (threshold !== undefined && threshold !== lastThreshold.current && now > 0) {
        lastThreshold.current = threshold;
        setSpoken(spokenTimeLeft(threshold, said.current.t, said.current.locale));
      }
      if (now > 0) return;
      // Over: said once, however many ticks a clock run past 0:00 (a sleep, a site's test with
      // a fake clock) brings before the flow's next render takes the timer away.
      clearInterval(timer);
      expired.current();
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [expires, skew]);

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
