/** A table with a caption, loading and error rows, and previous/next paging. */
import { useState, type ReactNode } from 'react';
import { describeError } from './action-result';

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

export interface Pager {
  /** e.g. "21–40 of 57" */
  label: string;
  hasPrev: boolean;
  hasNext: boolean;
  onPrev(): void;
  onNext(): void;
}

interface PagedTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  error?: unknown;
  empty?: string;
  pager: Pager;
}

export function PagedTable<T>(props: PagedTableProps<T>) {
  const { caption, columns, rows, rowKey, loading, error, empty = 'Nothing here.', pager } = props;
  const status = error
    ? describeError(error)
    : loading && !rows
      ? 'Loading…'
      : rows?.length === 0
        ? empty
        : null;
  return (
    <div>
      <table aria-busy={loading || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={column.numeric ? 'num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {status ? (
            <tr>
              <td colSpan={columns.length} role={error ? 'alert' : undefined}>
                {status}
              </td>
            </tr>
          ) : (
            rows?.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, i) => (
                  <td key={i} className={column.numeric ? 'num' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <nav className="pager" aria-label={`${caption} pages`}>
        <button type="button" className="quiet" disabled={!pager.hasPrev} onClick={pager.onPrev}>
          Previous page
        </button>
        <span>{pager.label}</span>
        <button type="button" className="quiet" disabled={!pager.hasNext} onClick={pager.onNext}>
          Next page
        </button>
      </nav>
    </div>
  );
}

/** Offset paging state for a list of `size` rows a page. */
export function useOffsetPager(size = 20) {
  const [offset, setOffset] = useState(0);
  return {
    offset,
    size,
    reset: () => setOffset(0),
    pager: (shown: number, total: number | undefined, hasNext?: boolean): Pager => ({
      label: shown
        ? `${offset + 1}–${offset + shown}${total === undefined ? '' : ` of ${total}`}`
        : 'No rows',
      hasPrev: offset > 0,
      hasNext: hasNext ?? (total === undefined ? shown === size : offset + shown < total),
      onPrev: () => setOffset(Math.max(0, offset - size)),
      onNext: () => setOffset(offset + size),
    }),
  };
}
