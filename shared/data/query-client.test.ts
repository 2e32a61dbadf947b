import { expect, it } from 'vitest';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

it('uses the spec §9 defaults: up to 3 read retries, no write retries, 5 minute cache', () => {
  const defaults = createQueryClient().getDefaultOptions();
  expect(defaults.queries).toMatchObject({ retry: shouldRetry, gcTime: 300_000 });
  expect(defaults.mutations).toMatchObject({ retry: 0 });
  // offline calls fail with a message instead of pausing forever
  expect(defaults.queries?.networkMode).toBe('always');
  expect(defaults.mutations?.networkMode).toBe('always');
});

it('retries failures of the server or the network 3 times, refusals never, throttling yes', () => {
  const attempts = (error: unknown) => [0, 1, 2, 3].filter((n) => shouldRetry(n, error)).length;
  expect(attempts({ status: 503 })).toBe(3);
  expect(attempts(new TypeError('Failed to fetch'))).toBe(3);
  expect(attempts({ status: 429 })).toBe(3);
  expect(attempts({ status: 404 })).toBe(0);
  expect(attempts({ status: 400 })).toBe(0);
});

it('waits as long as Retry-After asks when that is longer than the back-off', () => {
  expect(retryDelay(0, { retryAfterMs: 5000 })).toBe(5000);
  expect(retryDelay(3, { retryAfterMs: 5000 })).toBe(8000);
});

it('backs off doubling from 1 s, capped at 30 s', () => {
  expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
    1000, 2000, 4000, 8000, 16000, 30000, 30000,
  ]);
});
