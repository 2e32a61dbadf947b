/** Offset and cursor paging over list calls (spec §9: limit 50, offset 0, never below 0). */
import type { CursorPaging, OffsetPaging } from './query';

export const DEFAULT_LIMIT = 50;

export interface OffsetAnswer<T> {
  items: T[];
  total?: number;
  /** Used when the answer has no total (events' `pagingMetadata.hasNext`). */
  hasNext?: boolean;
}

export interface OffsetPage<T> {
  items: T[];
  total?: number;
  paging: OffsetPaging;
  hasNext(): boolean;
  hasPrev(): boolean;
  /** Rejects with 'No next page to fetch' without a request when there is none. */
  next(): Promise<OffsetPage<T>>;
  /** Rejects with 'No previous page to fetch' without a request when there is none. */
  prev(): Promise<OffsetPage<T>>;
}

export type OffsetLoader<T> = (paging: OffsetPaging) => Promise<OffsetAnswer<T>>;

const noPage = (which: 'next' | 'previous') =>
  Promise.reject(new Error(`No ${which} page to fetch`));

/** Loads one page and returns it with `next()`/`prev()` that load the neighbours. */
export async function fetchOffsetPage<T>(
  load: OffsetLoader<T>,
  paging: Partial<OffsetPaging> = {},
): Promise<OffsetPage<T>> {
  const limit = paging.limit ?? DEFAULT_LIMIT;
  const offset = Math.max(0, paging.offset ?? 0);
  const answer = await load({ limit, offset });
  const end = offset + answer.items.length;
  const hasNext = () =>
    answer.total !== undefined
      ? end < answer.total
      : (answer.hasNext ?? answer.items.length === limit);
  const hasPrev = () => offset > 0;
  return {
    items: answer.items,
    total: answer.total,
    paging: { limit, offset },
    hasNext,
    hasPrev,
    next: () => (hasNext() ? fetchOffsetPage(load, { limit, offset: end }) : noPage('next')),
    prev: () =>
      hasPrev() ? fetchOffsetPage(load, { limit, offset: offset - limit }) : noPage('previous'),
  };
}

export interface CursorAnswer<T> {
  items: T[];
  cursors: { next?: string | null; prev?: string | null };
}

export interface CursorPage<T> extends CursorAnswer<T> {
  hasNext(): boolean;
  hasPrev(): boolean;
  next(): Promise<CursorPage<T>>;
  prev(): Promise<CursorPage<T>>;
}

export type CursorLoader<T> = (paging: CursorPaging) => Promise<CursorAnswer<T>>;

/** Loads one cursor page; `next()`/`prev()` follow the answer's cursors. */
export async function fetchCursorPage<T>(
  load: CursorLoader<T>,
  paging: Partial<CursorPaging> = {},
): Promise<CursorPage<T>> {
  const limit = paging.limit ?? DEFAULT_LIMIT;
  const answer = await load(paging.cursor ? { limit, cursor: paging.cursor } : { limit });
  const { next, prev } = answer.cursors;
  return {
    ...answer,
    hasNext: () => Boolean(next),
    hasPrev: () => Boolean(prev),
    next: () => (next ? fetchCursorPage(load, { limit, cursor: next }) : noPage('next')),
    prev: () => (prev ? fetchCursorPage(load, { limit, cursor: prev }) : noPage('previous')),
  };
}
