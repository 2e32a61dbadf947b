/** Query builder for list calls (spec §7.10), producing docs/wire.md query objects. */

export type Filter = Record<string, unknown>;
export type SortOrder = 'ASC' | 'DESC';

export interface Sort {
  fieldName: string;
  order: SortOrder;
}

export interface OffsetPaging {
  limit: number;
  offset: number;
}

export interface CursorPaging {
  limit: number;
  cursor?: string;
}

export interface Query {
  filter?: Filter;
  sort?: Sort[];
  paging?: Partial<OffsetPaging>;
  cursorPaging?: Partial<CursorPaging>;
}

type Scalar = string | number | boolean;
type FilterSource = QueryBuilder | Filter;

const filterOf = (source: FilterSource): Filter =>
  source instanceof QueryBuilder ? (source.build().filter ?? {}) : source;

const isEmpty = (filter: Filter | undefined): boolean =>
  !filter || Object.keys(filter).length === 0;

/**
 * Immutable: every method returns a new builder.
 * `query().eq('visible', true).gt('price', 10).descending('price').limit(20).build()`
 */
export class QueryBuilder {
  private constructor(private readonly state: Query) {}

  static create(): QueryBuilder {
    return new QueryBuilder({});
  }

  private with(state: Query): QueryBuilder {
    return new QueryBuilder({ ...this.state, ...state });
  }

  /** Adds `{ [field]: { [op]: value } }`, merging with operators already set on that field. */
  private op(field: string, operator: string, value: unknown): QueryBuilder {
    const filter = this.state.filter ?? {};
    const current = filter[field];
    const ops = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
    return this.with({ filter: { ...filter, [field]: { ...ops, [operator]: value } } });
  }

  /** Joins this filter and others under `$and` or `$or`, dropping empty filters. */
  private join(operator: '$and' | '$or', sources: FilterSource[]): QueryBuilder {
    const parts = [this.state.filter, ...sources.map(filterOf)].filter((f) => !isEmpty(f));
    return this.with({ filter: parts.length === 1 ? parts[0] : { [operator]: parts } });
  }

  eq = (field: string, value: unknown) => this.op(field, '$eq', value);
  ne = (field: string, value: unknown) => this.op(field, '$ne', value);
  ge = (field: string, value: Scalar) => this.op(field, '$gte', value);
  gt = (field: string, value: Scalar) => this.op(field, '$gt', value);
  le = (field: string, value: Scalar) => this.op(field, '$lte', value);
  lt = (field: string, value: Scalar) => this.op(field, '$lt', value);
  startsWith = (field: string, value: string) => this.op(field, '$startsWith', value);
  endsWith = (field: string, value: string) => this.op(field, '$endsWith', value);
  contains = (field: string, value: string) => this.op(field, '$contains', value);
  hasSome = (field: string, values: unknown[]) => this.op(field, '$hasSome', values);
  hasAll = (field: string, values: unknown[]) => this.op(field, '$hasAll', values);
  in = (field: string, values: unknown[]) => this.op(field, '$in', values);
  exists = (field: string, value = true) => this.op(field, '$exists', value);
  /** Catalogue only: `from <= field < to`. */
  between = (field: string, from: Scalar, to: Scalar) => this.op(field, '$between', [from, to]);

  and = (...others: FilterSource[]) => this.join('$and', others);
  or = (...others: FilterSource[]) => this.join('$or', others);
  not = (other: FilterSource) => this.join('$and', [{ $not: filterOf(other) }]);

  ascending = (...fields: string[]) => this.sort(fields, 'ASC');
  descending = (...fields: string[]) => this.sort(fields, 'DESC');

  private sort(fields: string[], order: SortOrder): QueryBuilder {
    const added = fields.map((fieldName) => ({ fieldName, order }));
    return this.with({ sort: [...(this.state.sort ?? []), ...added] });
  }

  limit = (limit: number) => this.with({ paging: { ...this.state.paging, limit } });
  skip = (offset: number) =>
    this.with({ paging: { ...this.state.paging, offset: Math.max(0, offset) } });

  /** The wire query object. */
  build(): Query {
    return { ...this.state };
  }
}

/** Starts an empty query. */
export const query = (): QueryBuilder => QueryBuilder.create();
