/** Small shapes several entities share (docs/wire.md "Conventions"). Loose: unknown fields pass. */
import * as z from 'zod/mini';
import { num, str } from './fields';

export const Image = z.looseObject({ id: str, url: str, width: num, height: num });
export type Image = z.infer<typeof Image>;

/** Money on carts, checkouts and orders: decimal strings. */
export const Money = z.looseObject({
  amount: z.string(),
  convertedAmount: str,
  formattedAmount: str,
});
export type Money = z.infer<typeof Money>;

export const CatalogReference = z.looseObject({
  catalogItemId: z.string(),
  appId: z.string(),
  options: z.optional(z.record(z.string(), z.unknown())),
});
export type CatalogReference = z.infer<typeof CatalogReference>;

/** Parses a value with a schema; used on answers whose shape widgets rely on. */
export const parseWith =
  <S extends z.ZodMiniType>(schema: S) =>
  (value: unknown): z.infer<S> =>
    z.parse(schema, value);
