/** Optional scalar fields, the common case in these lenient schemas. */
import * as z from 'zod/mini';

export const str = z.optional(z.string());
export const num = z.optional(z.number());
export const bool = z.optional(z.boolean());
