// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useReadyConfig } from '../../shared/element/test-support';
import type { TabReservation } from '../../shared/data/reservations';
import { StillHeld } from './still-held';

beforeEach(useReadyConfig);
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
const keptFor = (ms: number): TabReservation => ({
  eventId: 'evt-1',
  reservationId: 'res-1',
  expires: new Date(Date.now() + ms).toISOString(),
  skew: 0,
  lines: [],
  page: 'https://site.test/events',
});

it('goes on waking from a sleep past the hold, though the steady clock stood still', () => {
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date', 'performance'],
  });
  const onGone = vi.fn();
  render(<StillHeld id="held" kept={keptFor(5 * MINUTE)} onGone={onGone} />);
  act(() => vi.advanceTimersByTime(MINUTE));
  // Asleep 10 minutes: Date moved on, no timer ran and the steady clock did not count them.
  vi.setSystemTime(Date.now() + 10 * MINUTE);
  act(() => vi.advanceTimersByTime(1000));
  expect(onGone).toHaveBeenCalledTimes(1);
});

it('stays while the hold lasts, the clock set 2 hours back or not, and goes once when it ends', () => {
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date', 'performance'],
  });
  const onGone = vi.fn();
  render(<StillHeld id="held" kept={keptFor(5 * MINUTE)} onGone={onGone} />);
  vi.setSystemTime(Date.now() - 120 * MINUTE); // Date only: the steady clock does not move
  act(() => vi.advanceTimersByTime(4 * MINUTE));
  expect(onGone).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(2 * MINUTE));
  expect(onGone).toHaveBeenCalledTimes(1);
});
