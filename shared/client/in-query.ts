import type { Query } from './query';

/**
 * `query().in(field, values).limit(values.length).build()` without the builder: the product
 * batcher's query, also sent by the loader. A module of its own, so neither carries the
 * builder (which only the product list uses).
 */
export const inQuery = (field: string, values: unknown[]): Query => ({
  filter: { [field]: { $in: values } },
  paging: { limit: values.length },
});
