import type { Context } from 'hono';
import { z } from 'zod';
import { invalidField, validationError, violationsFromZod } from './errors.ts';

/** Strings are bounded everywhere so a huge value is a MAX_LENGTH violation, never a slow path. */
export const text = (max = 500) => z.string().max(max);
export const longText = () => z.string().max(20_000);
export const idString = () => z.string().min(1).max(200);
/**
 * An id the platform makes: a GUID, 36 characters (the SDK's `@format GUID`, a catalogue
 * reference's item id `@maxLength 36`). The sandbox's own ids are readable words, never longer
 * (seed/ids.test.ts); anything longer is no id either ever gave, refused as the platform does.
 */
export const guid = () => z.string().min(1).max(36);
export const email = () => z.string().max(254).email();
/**
 * The SDK's `@format WEB_URL`: an http or https address. The platform fetches or links it; a
 * `javascript:` or `data:` one is no web address (zod's url() alone takes any scheme).
 */
export const webUrl = (max = 2000) => z.url({ protocol: /^https?$/ }).max(max);
export const money = () => z.number().finite().min(0).max(1_000_000);
/**
 * Money the eCommerce API writes as a decimal string ("12.50", the SDK's `@decimalValue`): a
 * custom line's price, a merchant discount's amount. A JSON number is taken too.
 */
export const decimalMoney = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,7}(\.\d+)?$/.test(v.trim()) ? Number(v) : v),
    money(),
  );
export const jsonRecord = () => z.record(z.string().max(200), z.unknown());
/**
 * A value that is stored as sent, at most `maxBytes` of JSON: the body limit alone would let
 * one small field carry a megabyte into the database.
 */
export const storedJson = <T extends z.ZodType>(schema: T, maxBytes: number) =>
  schema.refine((v) => Buffer.byteLength(JSON.stringify(v)) <= maxBytes, {
    message: `may hold at most ${maxBytes} bytes of JSON`,
  });
/** Free-form JSON that is stored (a caller's own keys, which the SDK declares as any JSON). */
export const storedJsonRecord = (maxBytes: number) => storedJson(jsonRecord(), maxBytes);

/** Query-string scalars arrive as text; `.r` JSON and POST bodies bring real numbers. */
const numeric = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v;
export const intParam = (min = 0, max = 1_000_000) =>
  z.preprocess(numeric, z.number().int().min(min).max(max));
export const boolParam = () =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
/**
 * A field mask: the paths an update changes, in the platform's JSON form, one comma-separated
 * string ("archived,checkoutForm", as the official SDK joins its array); an array is taken too.
 */
export const fieldMask = <const T extends readonly [string, ...string[]]>(paths: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((path) => path.trim() !== '') : v),
    z.array(z.enum(paths)).max(20),
  );
/**
 * A repeated query parameter, a single one, or a JSON array all become an array: `min` to
 * `max` items, the SDK's `@minSize` / `@maxSize` for the field where it declares them.
 */
export const listParam = <T extends z.ZodType>(item: T, max = 200, min = 0) =>
  z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(item).min(min).max(max),
  );

const parseOrThrow = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(violationsFromZod(result.error));
  return result.data;
};

/** Deeper than any call of the spec needs; zod and the query engine recurse per level. */
export const MAX_JSON_DEPTH = 64;

/** Nesting depth, walked without recursion (the input is what could overflow a stack). */
const depthOf = (root: unknown): number => {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return deepest;
};

export const parseJsonObject = (raw: string, field: string): Record<string, unknown> => {
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalidField(field, 'must be valid JSON', 'FORMAT');
  }
  if (depthOf(value) > MAX_JSON_DEPTH)
    throw invalidField(field, `may nest at most ${MAX_JSON_DEPTH} levels`, 'MAX_DEPTH');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidField(field, 'must be a JSON object', 'VALIDATION');
  }
  return value as Record<string, unknown>;
};

export const readBody = async <T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> =>
  parseOrThrow(schema, parseJsonObject(await c.req.text(), '$body'));

type Undefaulted<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

/**
 * An update's schema from a create schema: every field optional and none defaulted, so a field
 * an update leaves out stays out. zod's `.partial()` keeps the defaults, and an update naming
 * one field would put every other defaulted one back (a product's options, variants,
 * description and discount, a hidden collection's visibility). A sent field's own insides
 * keep theirs: a new option without a type is a drop-down, as on create.
 */
export const changesOf = <S extends z.ZodRawShape>(schema: z.ZodObject<S>) =>
  z.object(
    Object.fromEntries(
      Object.entries(schema.shape).map(([name, field]) => [
        name,
        ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional(),
      ]),
    ) as unknown as { [K in keyof S]: z.ZodOptional<Undefaulted<S[K]>> },
  );

/** The `.r` parameter: base64url(JSON) without padding, as the client sends complex GET params. */
const decodeR = (r: string): Record<string, unknown> => {
  if (!/^[A-Za-z0-9_-]*$/.test(r)) throw invalidField('.r', 'must be base64url', 'FORMAT');
  return parseJsonObject(Buffer.from(r, 'base64url').toString('utf8'), '.r');
};

/** Keys no dotted path may walk through: `a.__proto__.b` must not reach Object.prototype. */
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** `paging.limit=5` as `{ paging: { limit: '5' } }`, as the SDK flattens nested params. */
function setPath(root: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  if (keys.some((key) => key === '' || UNSAFE_KEYS.has(key))) {
    throw invalidField(dotted, 'is not a valid parameter name', 'VALIDATION');
  }
  // As deep as a JSON body may be: a filter this deep would overflow the matcher's stack.
  if (keys.length > MAX_JSON_DEPTH)
    throw invalidField(dotted, `may nest at most ${MAX_JSON_DEPTH} levels`, 'MAX_DEPTH');
  let node = root;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

/**
 * Wire rule: plain params (dotted keys nest, a repeated key is a list) merged with the decoded
 * `.r`; the POST form carries them as a body. `path` adds the path's own params (the request's
 * other fields), checked with them.
 */
export const readParams = async <T extends z.ZodType>(
  c: Context,
  schema: T,
  path: Record<string, string> = {},
): Promise<z.infer<T>> => {
  const params: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (key === '.r') continue;
    setPath(params, key, values.length === 1 ? values[0] : values);
  }
  const r = c.req.query('.r');
  const fromR = r === undefined ? {} : decodeR(r);
  const fromBody = c.req.method === 'GET' ? {} : parseJsonObject(await c.req.text(), '$body');
  return parseOrThrow(schema, { ...params, ...fromR, ...fromBody, ...path });
};

/** A percent-encoded path part, or a violation: a malformed `%` escape is the caller's error. */
export const decodePathPart = (value: string, field: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    throw invalidField(field, 'has a malformed % escape', 'FORMAT');
  }
};

/**
 * A path's id that the SDK declares a GUID (`@format GUID`, or an order number's
 * `@maxLength 36`): bounded as a body's id is (`guid`), so a longer one is the platform's
 * MAX_LENGTH violation, a 400, not a 404 for something that could never exist.
 */
export const pathId = (c: Context, name = 'id'): string =>
  parseOrThrow(z.object({ [name]: guid() }), { [name]: c.req.param(name) })[name] as string;
