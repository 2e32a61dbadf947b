import { describe, expect, it, vi } from 'vitest';
import { fetchCursorPage, fetchOffsetPage } from './paging';
import type { CursorPaging, OffsetPaging } from './query';

const numbers = Array.from({ length: 120 }, (_, i) => i);
const offsetLoader = () =>
  vi.fn(async ({ limit, offset }: OffsetPaging) => ({
    items: numbers.slice(offset, offset + limit),
    total: numbers.length,
  }));

describe('offset paging', () => {
  it('defaults to limit 50, offset 0 and walks forward and back', async () => {
    const load = offsetLoader();
    const first = await fetchOffsetPage(load);
    expect(load).toHaveBeenCalledWith({ limit: 50, offset: 0 });
    expect(first.hasPrev()).toBe(false);
    const second = await first.next();
    expect(second.items[0]).toBe(50);
    const third = await second.next();
    expect(third.items).toHaveLength(20);
    expect(third.hasNext()).toBe(false);
    expect((await third.prev()).paging).toEqual({ limit: 50, offset: 50 });
  });

  it('never pages below offset 0', async () => {
    const load = offsetLoader();
    const page = await fetchOffsetPage(load, { limit: 50, offset: 30 });
    expect((await page.prev()).paging.offset).toBe(0);
    await fetchOffsetPage(load, { offset: -10 });
    expect(load).toHaveBeenLastCalledWith({ limit: 50, offset: 0 });
  });

  it("throws 'No next page to fetch' / 'No previous page to fetch' without a request", async () => {
    const load = offsetLoader();
    const last = await fetchOffsetPage(load, { limit: 200 });
    load.mockClear();
    await expect(last.next()).rejects.toThrow('No next page to fetch');
    await expect(last.prev()).rejects.toThrow('No previous page to fetch');
    expect(load).not.toHaveBeenCalled();
  });

  it('uses hasNext when the answer has no total', async () => {
    const page = await fetchOffsetPage(async () => ({ items: [1], hasNext: true }));
    expect(page.hasNext()).toBe(true);
  });
});

describe('cursor paging', () => {
  it('defaults to limit 50 and follows cursors', async () => {
    const load = vi.fn(async ({ cursor }: CursorPaging) =>
      cursor ? { items: [2], cursors: { prev: 'p1' } } : { items: [1], cursors: { next: 'n1' } },
    );
    const first = await fetchCursorPage(load);
    expect(load).toHaveBeenCalledWith({ limit: 50 });
    const second = await first.next();
    expect(load).toHaveBeenLastCalledWith({ limit: 50, cursor: 'n1' });
    expect(second.items).toEqual([2]);
    load.mockClear();
    await expect(second.next()).rejects.toThrow('No next page to fetch');
    await expect(first.prev()).rejects.toThrow('No previous page to fetch');
    expect(load).not.toHaveBeenCalled();
  });
});
