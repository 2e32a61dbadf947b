// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useReadAgainOnWake } from './wake';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const DAY = 24 * 60 * 60_000;

/** A widget showing one read (stale after 30 s, as the page's are) and how often it was read. */
function mountReader() {
  const reads = vi.fn(async () => 'event');
  function Reader() {
    useQuery({ queryKey: ['event'], queryFn: reads, staleTime: 30_000 });
    useReadAgainOnWake();
    return null;
  }
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Reader />
      <Reader />
    </QueryClientProvider>,
  );
  return reads;
}

it('reads again what is shown once, when its timers run again with the clock days on', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const reads = mountReader();
  await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
  await vi.dynamicImportSettled(); // the sleep's watch comes after the first render
  act(() => vi.advanceTimersByTime(30_000)); // awake: nothing read again
  expect(reads).toHaveBeenCalledTimes(1);
  vi.setSystemTime(Date.now() + 4 * DAY); // asleep: no timer ran meanwhile
  act(() => vi.advanceTimersByTime(10_000));
  // Two widgets noticed; one read.
  await waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
  act(() => vi.advanceTimersByTime(30_000));
  expect(reads).toHaveBeenCalledTimes(2);
});

it('reads nothing while the page is hidden', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const reads = mountReader();
  await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
  await vi.dynamicImportSettled();
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  vi.setSystemTime(Date.now() + 4 * DAY);
  act(() => vi.advanceTimersByTime(10_000));
  await act(async () => {});
  expect(reads).toHaveBeenCalledTimes(1);
});
