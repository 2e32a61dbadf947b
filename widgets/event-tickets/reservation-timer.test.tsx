// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useReadyConfig } from '../../shared/element/test-support';
import { ReservationTimer } from './reservation-timer';

beforeEach(useReadyConfig);
afterEach(() => vi.useRealTimers());

it('says the hold is over once, however far past 0:00 the clock is run', () => {
  vi.useFakeTimers();
  const onExpired = vi.fn();
  const expires = new Date(Date.now() + 3_000).toISOString();
  render(<ReservationTimer expires={expires} skew={0} onExpired={onExpired} />);
  // A laptop's sleep or a site's test running the page's clock: every tick past 0:00 comes
  // before the flow renders again.
  act(() => vi.advanceTimersByTime(31 * 60_000));
  expect(onExpired).toHaveBeenCalledTimes(1);
});

it('says so at once for a hold that is already over when the timer starts', () => {
  vi.useFakeTimers();
  const onExpired = vi.fn();
  render(
    <ReservationTimer
      expires={new Date(Date.now() - 1).toISOString()}
      skew={0}
      onExpired={onExpired}
    />,
  );
  expect(onExpired).toHaveBeenCalledTimes(1);
  act(() => vi.advanceTimersByTime(60_000));
  expect(onExpired).toHaveBeenCalledTimes(1);
});
