import { z } from 'zod';
import { ApiError, invalidField } from '../errors.ts';
import { intParam, parseJsonObject, text } from '../validation.ts';
import { type Aliases, type Filter, checkFilter, fieldPath, matches, readPath } from './filter.ts';

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

const filterSchema = z.record(z.string().max(200), z.unknown());

export const querySchema = z.object({
  filter: filterSchema.optional(),
  sort: sortSchema.optional(),
  paging: z.object({ limit: pageLimit().optional(), offset: intParam(0).optional() }).optional(),
  // The SDK's bound: a cursor carries its query's filter and sort (cursorQuery).
  cursorPaging: z
    .object({ limit: pageLimit().optional(), cursor: text(16_000).nullish() })
    .optional(),
});
export type Query = z.infer<typeof querySchema>;

const sortValue = (doc: unknown, field: string, aliases: Aliases) => {
  const v = readPath(doc, fieldPath(aliases, field));
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

export const filterAndSort = <T>(
  docs: T[],
  query: Pick<Query, 'filter' | 'sort'>,
  aliases: Aliases = {},
): T[] =>
  sortDocs(
    docs.filter((d) => matches(d, query.filter as Filter | undefined, aliases)),
    query.sort,
    aliases,
  );

/**
 * Refuses a filter naming a field outside `fields`, or a sort outside `sortFields` (the fields
 * the SDK's query spec lists for the call, and those it marks sortable, in wire names), as the
 * platform does: never an empty or unsorted answer that reads as "nothing matches" or "in this
 * order".
 */
export const checkQueryFields = (
  query: Pick<Query, 'filter' | 'sort'>,
  fields: ReadonlySet<string>,
  sortFields = fields,
): void => {
  if (query.filter) checkFilter(query.filter, fields);
  query.sort?.forEach(({ fieldName }, i) => {
    if (!sortFields.has(fieldName))
      throw invalidField(
        `sort.${i}.fieldName`,
        'is not a field this query sorts by',
        'FIELD_NOT_ALLOWED',
      );
  });
};

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

/** Where a cursor points: an offset into its query, whose filter and sort it carries. */
const cursorState = z.object({
  offset: z.number().int().min(0),
  filter: filterSchema.optional(),
  sort: sortSchema.optional(),
});
type CursorState = z.infer<typeof cursorState>;

const encodeCursor = (state: CursorState): string =>
  Buffer.from(JSON.stringify(state)).toString('base64url');

const decodeCursor = (cursor: string): CursorState => {
  const field = 'cursorPaging.cursor';
  try {
    if (/^[A-Za-z0-9_-]+$/.test(cursor)) {
      const json = parseJsonObject(Buffer.from(cursor, 'base64url').toString('utf8'), field);
      const state = cursorState.safeParse(json);
      if (state.success) return state.data;
    }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  }
  throw invalidField(field, 'is not a cursor this server issued', 'FORMAT');
};

/**
 * Filters, sorts and pages by cursor (wire.md). The first page reads the query's filter and
 * sort; its cursors carry them on, because a query builder's next() sends the cursor alone and
 * the platform then pages the query that issued it. Without a cursor limit, `paging.limit`.
 */
export const cursorQuery = <T>(docs: T[], query: Query, aliases: Aliases = {}) => {
  const cursor = query.cursorPaging?.cursor;
  const state = cursor
    ? decodeCursor(cursor)
    : { offset: 0, filter: query.filter, sort: query.sort };
  const matching = filterAndSort(docs, state, aliases);
  const limit = query.cursorPaging?.limit ?? query.paging?.limit ?? DEFAULT_LIMIT;
  const { offset } = state;
  const items = matching.slice(offset, offset + limit);
  const hasNext = offset + limit < matching.length;
  const at = (to: number) => encodeCursor({ ...state, offset: to });
  return {
    items,
    metadata: {
      count: items.length,
      cursors: {
        next: hasNext ? at(offset + limit) : null,
        prev: offset > 0 ? at(Math.max(0, offset - limit)) : null,
      },
      hasNext,
    },
  };
};

/** A query's page by cursor when it asks for one (`cursorPaging`), else by offset. */
export const queryPage = <T>(docs: T[], query: Query, aliases: Aliases = {}) => {
  if (query.cursorPaging) return cursorQuery(docs, query, aliases);
  const page = offsetPage(
    filterAndSort(docs, query, aliases),
    query.paging?.limit,
    query.paging?.offset,
  );
  return { items: page.items, metadata: offsetMetadata(page) };
};
