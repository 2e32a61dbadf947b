import { afterEach, expect, it, vi } from 'vitest';
import { createBatcher } from './batch';

afterEach(() => vi.useRealTimers());

it('fetches keys asked for in the same tick with one call, each key once', async () => {
  const fetchMany = vi.fn(async (keys: string[]) => new Map(keys.map((k) => [k, k.toUpperCase()])));
  const load = createBatcher(fetchMany);
  const results = await Promise.all(['a', 'b', 'a', 'c'].map(load));
  expect(results).toEqual(['A', 'B', 'A', 'C']);
  expect(fetchMany).toHaveBeenCalledTimes(1);
  expect(fetchMany).toHaveBeenCalledWith(['a', 'b', 'c']);
});

it('starts a new batch for keys asked for later, and answers undefined for unknown keys', async () => {
  const fetchMany = vi.fn(
    async (keys: string[]) => new Map(keys.filter((k) => k !== 'x').map((k) => [k, 1])),
  );
  const load = createBatcher(fetchMany);
  await load('a');
  expect(await load('x')).toBeUndefined();
  expect(fetchMany).toHaveBeenCalledTimes(2);
});

it('splits a large batch and rejects every waiter of a failed part', async () => {
  const fetchMany = vi.fn(async (keys: number[]) => {
    if (keys.includes(3)) throw new Error('down');
    return new Map(keys.map((k) => [k, k]));
  });
  const load = createBatcher(fetchMany, 2);
  const results = await Promise.allSettled([1, 2, 3, 4].map(load));
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
  expect(fetchMany).toHaveBeenCalledTimes(2);
});
