// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderBare } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../shared/data';
import { useReadyConfig } from '../../shared/element/test-support';
import { ReservationTimer } from './reservation-timer';

beforeEach(useReadyConfig);
const render = (ui: ReactNode) =>
  renderBare(<QueryClientProvider client={getQueryClient()}>{ui}</QueryClientProvider>);
const ids = { eventId: 'evt-1', reservationId: 'res-1' };
afterEach(() => vi.useRealTimers());

it('says the hold is over once, however far past 0:00 the clock is run', () => {
  vi.useFakeTimers();
  const onExpired = vi.fn();
  const expires = new Date(Date.now() + 3_000).toISOString();
  render(<ReservationTimer {...ids} expires={expires} skew={0} onExpired={onExpired} />);
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
      {...ids}
      expires={new Date(Date.now() - 1).toISOString()}
      skew={0}
      onExpired={onExpired}
    />,
  );
  expect(onExpired).toHaveBeenCalledTimes(1);
  act(() => vi.advanceTimersByTime(60_000));
  expect(onExpired).toHaveBeenCalledTimes(1);
});

it('goes on from where it was when the visitor sets the clock 2 hours back', () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] });
  const onExpired = vi.fn();
  const expires = new Date(Date.now() + 20 * 60_000).toISOString();
  const { container } = render(
    <ReservationTimer {...ids} expires={expires} skew={0} onExpired={onExpired} />,
  );
  vi.setSystemTime(Date.now() - 120 * 60_000); // Date only: the steady clock does not move
  act(() => vi.advanceTimersByTime(1000));
  expect(container.querySelector('.sw-timer-clock')!.textContent).toBe('19:59');
  expect(onExpired).not.toHaveBeenCalled();
});
