import { expect, it } from 'vitest';
import { inQuery } from './in-query';
import { query } from './query';

it("is the builder's `in` and `limit` query, key for key (its JSON goes on the wire)", () => {
  for (const values of [['a'], ['a', 'b', 'c'], []]) {
    expect(JSON.stringify(inQuery('id', values))).toBe(
      JSON.stringify(query().in('id', values).limit(values.length).build()),
    );
  }
});
