import { ApiError, applicationError, invalidField } from '../errors.ts';

/**
 * The platform's JSON filter (spec §7.10, wire.md "Query objects") evaluated over plain
 * documents. Field names are dotted paths; an alias map lets a resource expose short names
 * (`price` for `price.price`). Unknown operators are a 400, never ignored.
 */
export type Filter = Record<string, unknown>;
export type Aliases = Record<string, string>;

const OPERATORS = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$startsWith',
  '$endsWith',
  '$contains',
  '$hasSome',
  '$hasAll',
  '$in',
  '$exists',
  '$between',
]);

/**
 * The document path a filter or sort field names: its alias's, else its own. Only the map's own
 * names are aliases: `constructor` or `toString` would otherwise name Object's, not a path.
 */
export const fieldPath = (aliases: Aliases, field: string): string =>
  Object.hasOwn(aliases, field) ? aliases[field]! : field;

/** A document's own field `key`: what it inherits (`constructor`, `toString`) is no field. */
const own = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;

export const readPath = (doc: unknown, path: string): unknown => {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    if (Array.isArray(value)) value = value.map((v) => own(v, key));
    else if (value && typeof value === 'object') value = own(value, key);
    else return undefined;
  }
  return value;
};

const comparable = (v: unknown): number | string | undefined => {
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return undefined;
};

const compare = (a: unknown, b: unknown): number | undefined => {
  const x = comparable(a);
  const y = comparable(b);
  if (x === undefined || y === undefined) return undefined;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y));
};

const equals = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) ? a.some((item) => equals(item, b)) : a === b;

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

const needArray = (field: string, op: string, arg: unknown): unknown[] => {
  if (!Array.isArray(arg)) throw invalidField(`filter.${field}.${op}`, 'must be an array');
  return arg;
};

/**
 * The text `$startsWith`, `$endsWith` and `$contains` look for, in lower case: a scalar. An
 * object or array has no text of its own (one with a `toString` key cannot even be printed).
 */
const textArg = (field: string, op: string, arg: unknown): string => {
  if (arg !== null && typeof arg === 'object')
    throw invalidField(`filter.${field}.${op}`, 'must be a string');
  return String(arg).toLowerCase();
};

const applyOperator = (field: string, op: string, value: unknown, arg: unknown): boolean => {
  switch (op) {
    case '$eq':
      return equals(value, arg);
    case '$ne':
      return !equals(value, arg);
    case '$gt':
      return (compare(value, arg) ?? -1) > 0;
    case '$gte':
      return (compare(value, arg) ?? -1) >= 0;
    case '$lt':
      return (compare(value, arg) ?? 1) < 0;
    case '$lte':
      return (compare(value, arg) ?? 1) <= 0;
    case '$startsWith': {
      const text = textArg(field, op, arg);
      return typeof value === 'string' && value.toLowerCase().startsWith(text);
    }
    case '$endsWith': {
      const text = textArg(field, op, arg);
      return typeof value === 'string' && value.toLowerCase().endsWith(text);
    }
    case '$contains': {
      const text = textArg(field, op, arg);
      return typeof value === 'string'
        ? value.toLowerCase().includes(text)
        : asArray(value).includes(arg);
    }
    case '$in':
      return needArray(field, op, arg).some((candidate) => equals(value, candidate));
    case '$hasSome':
      return needArray(field, op, arg).some((candidate) => asArray(value).includes(candidate));
    case '$hasAll':
      return needArray(field, op, arg).every((candidate) => asArray(value).includes(candidate));
    case '$exists':
      return (value !== undefined && value !== null) === Boolean(arg);
    case '$between': {
      const [from, to] = needArray(field, op, arg);
      return (compare(value, from) ?? -1) >= 0 && (compare(value, to) ?? 1) < 0;
    }
    default:
      throw invalidField(`filter.${field}`, `unknown operator ${op}`, 'INVALID_ENUM_VALUE');
  }
};

const isOperatorObject = (condition: unknown): condition is Record<string, unknown> =>
  condition !== null &&
  typeof condition === 'object' &&
  !Array.isArray(condition) &&
  Object.keys(condition).some((k) => k.startsWith('$'));

const matchField = (doc: unknown, field: string, condition: unknown, aliases: Aliases): boolean => {
  const value = readPath(doc, fieldPath(aliases, field));
  if (!isOperatorObject(condition)) return equals(value, condition);
  return Object.entries(condition).every(([op, arg]) => {
    if (!OPERATORS.has(op)) {
      throw invalidField(`filter.${field}`, `unknown operator ${op}`, 'INVALID_ENUM_VALUE');
    }
    return applyOperator(field, op, value, arg);
  });
};

const subFilters = (key: string, arg: unknown): Filter[] => {
  if (!Array.isArray(arg) || arg.some((f) => !f || typeof f !== 'object')) {
    throw invalidField(`filter.${key}`, 'must be an array of filters');
  }
  return arg as Filter[];
};

export const matches = (
  doc: unknown,
  filter: Filter | undefined,
  aliases: Aliases = {},
): boolean => {
  if (!filter) return true;
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and') return subFilters(key, condition).every((f) => matches(doc, f, aliases));
    if (key === '$or') return subFilters(key, condition).some((f) => matches(doc, f, aliases));
    if (key === '$not') {
      if (!condition || typeof condition !== 'object')
        throw invalidField('filter.$not', 'must be a filter');
      return !matches(doc, condition as Filter, aliases);
    }
    if (key.startsWith('$'))
      throw invalidField(`filter.${key}`, 'unknown operator', 'INVALID_ENUM_VALUE');
    return matchField(doc, key, condition, aliases);
  });
};

/**
 * Throws the violation `matches` would throw for this filter, whatever the documents: every
 * operator known, every list operator given a list, every sub-filter a filter. (`matches`
 * stops at a document's first failed condition, so a bad one after it can pass unseen.)
 */
export const checkFilter = (filter: Filter, fields?: ReadonlySet<string>): void => {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or')
      subFilters(key, condition).forEach((f) => checkFilter(f, fields));
    else if (key === '$not') {
      if (!condition || typeof condition !== 'object')
        throw invalidField('filter.$not', 'must be a filter');
      checkFilter(condition as Filter, fields);
    } else if (key.startsWith('$'))
      throw invalidField(`filter.${key}`, 'unknown operator', 'INVALID_ENUM_VALUE');
    else if (fields && !fields.has(key))
      throw invalidField(
        `filter.${key}`,
        'is not a field this query filters by',
        'FIELD_NOT_ALLOWED',
      );
    else if (isOperatorObject(condition))
      for (const [op, arg] of Object.entries(condition)) {
        if (!OPERATORS.has(op))
          throw invalidField(`filter.${key}`, `unknown operator ${op}`, 'INVALID_ENUM_VALUE');
        applyOperator(key, op, undefined, arg);
      }
  }
};

/**
 * The filter of a call whose SDK declares FILTER_PARSER_ERROR (event queries and counts, the
 * available ticket definitions' count): a filter it cannot apply is that application error,
 * naming what it could not apply, not a violation. `fields`, when given, are the only fields it
 * filters by (the SDK's filter schema lists them): any other is refused, as the platform does,
 * never an empty answer that reads as "nothing matches".
 */
export const parsedFilter = (filter: Filter, fields?: ReadonlySet<string>): Filter => {
  try {
    checkFilter(filter, fields);
    return filter;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const what = error.message.replace(/^INVALID_ARGUMENT: /, '');
    throw applicationError(400, 'FILTER_PARSER_ERROR', `Cannot apply the filter: ${what}`);
  }
};
