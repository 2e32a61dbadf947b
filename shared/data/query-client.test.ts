import { expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client';

it('uses the spec §9 defaults: 3 read retries, no write retries, 5 minute cache', () => {
  const defaults = createQueryClient().getDefaultOptions();
  expect(defaults.queries).toMatchObject({ retry: 3, gcTime: 300_000 });
  expect(defaults.mutations).toMatchObject({ retry: 0 });
});

it('backs off doubling from 1 s, capped at 30 s', () => {
  expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
    1000, 2000, 4000, 8000, 16000, 30000, 30000,
  ]);
});
