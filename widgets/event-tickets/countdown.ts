/**
 * Reservation countdown arithmetic. The server's `expires` is on the server's clock; the
 * visitor's clock may be minutes off, so the widget counts down against an estimate of the
 * server's time (local time + skew), taken from the reservation answer itself.
 */
import { formatNumber, plural, type Translate } from '../../shared/ui';
import { eventsEnglish, type EventsKey } from './text';

export interface ClockHints {
  /** The reservation's `expires` (server clock). */
  expires: string;
  /** Local `Date.now()` when the answer arrived. */
  receivedAt: number;
  /** How long the server holds reservations (the event's `reservationDurationInMinutes`), when it says. */
  holdMinutes?: number | undefined;
  /** The answer's HTTP `Date` header, when the browser lets us read it (CORS exposed). */
  serverDate?: string | null | undefined;
}

/** Milliseconds the server's clock is ahead of this browser's (negative: behind). */
export function serverSkew({ expires, receivedAt, holdMinutes, serverDate }: ClockHints): number {
  const expiresAt = Date.parse(expires);
  // The reservation was created "now" on the server: expires minus the hold is the server's
  // time at creation, to the millisecond and on the server's own (possibly simulated) clock.
  if (holdMinutes && holdMinutes > 0 && Number.isFinite(expiresAt)) {
    return expiresAt - holdMinutes * 60_000 - receivedAt;
  }
  const date = serverDate ? Date.parse(serverDate) : NaN;
  // The header is truncated to the second: the middle of that second is the best guess.
  if (Number.isFinite(date)) return date + 500 - receivedAt;
  return 0;
}

/** Time left on a reservation, never negative. */
export function remainingMs(expires: string, skew: number, now = Date.now()): number {
  const left = Date.parse(expires) - (now + skew);
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/**
 * Both of the page's clocks read at one moment, and the skew that held then. `Date` follows the
 * visitor's clock settings; `performance.now()` is steady: it never jumps when the clock is
 * set, but in some browsers it stands still while the computer sleeps, when `Date` moves on.
 */
export interface ClockAnchor {
  wall: number;
  steady: number;
  skew: number;
}

export const anchorAt = (skew: number): ClockAnchor => ({
  wall: Date.now(),
  steady: performance.now(),
  skew,
});

/**
 * How much further `Date` moved than the steady clock since `anchor`: below zero only when the
 * clock was set back; above when set forward, or after a sleep the steady clock did not count.
 */
export const clockJump = (anchor: ClockAnchor): number =>
  Date.now() - anchor.wall - (performance.now() - anchor.steady);

/** The anchor again from now, the jump taken as a change of the clock's setting (the skew's). */
export const rebased = (anchor: ClockAnchor): ClockAnchor =>
  anchorAt(anchor.skew - clockJump(anchor));

/** What the page's clocks may drift apart by without anyone touching a setting. */
export const DRIFT = 2_000;

/** `anchor`, rebased if the clock was set back since: nothing else puts `Date` behind the steady clock. */
export const unlessSetBack = (anchor: ClockAnchor): ClockAnchor =>
  clockJump(anchor) < -DRIFT ? rebased(anchor) : anchor;

/** "19:05" for the visual timer, in the locale's digits. */
export function formatClock(ms: number, locale: string): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = formatNumber(Math.floor(seconds / 60), locale);
  return `${minutes}:${formatNumber(seconds % 60, locale, { minimumIntegerDigits: 2 })}`;
}

/** Moments (seconds left) at which screen readers hear the time left; never every second. */
export const ANNOUNCE_AT = [600, 300, 120, 60, 30] as const;

/** The smallest announcement threshold already reached, if any. */
export function thresholdOf(ms: number): number | undefined {
  return ANNOUNCE_AT.filter((seconds) => ms <= seconds * 1000).at(-1);
}

/** "5 minutes left to complete your order." */
export function spokenTimeLeft(
  seconds: number,
  t: Translate<EventsKey> = eventsEnglish,
  locale = 'en-US',
): string {
  if (seconds < 60)
    return plural(locale, seconds, { one: t('secondsLeft'), other: t('secondsLeft') });
  return plural(locale, seconds / 60, { one: t('minutesLeftOne'), other: t('minutesLeftOther') });
}
