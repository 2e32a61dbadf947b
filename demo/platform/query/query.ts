import { z } from 'zod';
import { invalidField } from '../errors.ts';
import { intParam, text } from '../validation.ts';
import { type Aliases, type Filter, matches, readPath } from './filter.ts';

/** Spec §9: default page size 50, offset 0. */
export const DEFAULT_LIMIT = 50;

export const sortSchema = z
  .array(
    z.object({
      fieldName: text(200),
      order: z.enum(['ASC', 'DESC']).optional(),
    }),
  )
  .max(10);

/** Items per page: the SDK's `PlatformPaging` and `CursorPaging` allow at most 100. */
export const pageLimit = () => intParam(0, 100);

export const querySchema = z.object({
  filter: z.record(z.string().max(200), z.unknown()).optional(),
  sort: sortSchema.optional(),
  paging: z.object({ limit: pageLimit().optional(), offset: intParam(0).optional() }).optional(),
  cursorPaging: z.object({ limit: pageLimit().optional(), cursor: text(500).nullish() }).optional(),
});
export type Query = z.infer<typeof querySchema>;

const sortValue = (doc: unknown, field: string, aliases: Aliases) => {
  const v = readPath(doc, aliases[field] ?? field);
  return typeof v === 'number' || typeof v === 'string' ? v : undefined;
};

export const sortDocs = <T>(docs: T[], sort: Query['sort'], aliases: Aliases = {}): T[] => {
  if (!sort?.length) return docs;
  return [...docs].sort((a, b) => {
    for (const { fieldName, order } of sort) {
      const x = sortValue(a, fieldName, aliases);
      const y = sortValue(b, fieldName, aliases);
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      const diff =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return order === 'DESC' ? -diff : diff;
    }
    return 0;
  });
};

export const filterAndSort = <T>(docs: T[], query: Query, aliases: Aliases = {}): T[] =>
  sortDocs(
    docs.filter((d) => matches(d, query.filter as Filter | undefined, aliases)),
    query.sort,
    aliases,
  );

export interface OffsetPage<T> {
  items: T[];
  offset: number;
  total: number;
}

export const offsetPage = <T>(docs: T[], limit = DEFAULT_LIMIT, offset = 0): OffsetPage<T> => ({
  items: docs.slice(offset, offset + limit),
  offset,
  total: docs.length,
});

export const offsetMetadata = <T>(page: OffsetPage<T>) => ({
  count: page.items.length,
  offset: page.offset,
  total: page.total,
  tooManyToCount: false,
});

const encodeCursor = (offset: number): string =>
  Buffer.from(JSON.stringify({ offset })).toString('base64url');

const decodeCursor = (cursor: string): number => {
  try {
    const { offset } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      offset: unknown;
    };
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // fall through to the violation below
  }
  throw invalidField('cursorPaging.cursor', 'is not a cursor this server issued', 'FORMAT');
};

/** Cursor paging (wire.md): cursors are opaque to the client; here they carry the offset. */
export const cursorPage = <T>(docs: T[], paging: Query['cursorPaging']) => {
  const limit = paging?.limit ?? DEFAULT_LIMIT;
  const offset = paging?.cursor ? decodeCursor(paging.cursor) : 0;
  const items = docs.slice(offset, offset + limit);
  const hasNext = offset + limit < docs.length;
  return {
    items,
    metadata: {
      count: items.length,
      cursors: {
        next: hasNext ? encodeCursor(offset + limit) : null,
        prev: offset > 0 ? encodeCursor(Math.max(0, offset - limit)) : null,
      },
      hasNext,
    },
  };
};
