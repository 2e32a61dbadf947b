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

/**
 * Parses an answer with a schema where a widget relies on its shape, e.g.
 * `client.cart.getCurrentCart().then(parseWith(CartAnswer))`. Kept out of the modules so the
 * client alone stays small (zod/mini is about 5 KB gzip); the data layer pays for it once.
 */
export const parseWith =
  <S extends z.ZodMiniType>(schema: S) =>
  (value: unknown): z.infer<S> =>
    z.parse(schema, value);
