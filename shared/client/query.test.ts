import { describe, expect, it } from 'vitest';
import { query } from './query';

describe('query builder', () => {
  it.each([
    ['eq', (q = query()) => q.eq('name', 'Shoe'), { name: { $eq: 'Shoe' } }],
    ['ne', (q = query()) => q.ne('name', 'Shoe'), { name: { $ne: 'Shoe' } }],
    ['ge', (q = query()) => q.ge('price', 1), { price: { $gte: 1 } }],
    ['gt', (q = query()) => q.gt('price', 1), { price: { $gt: 1 } }],
    ['le', (q = query()) => q.le('price', 1), { price: { $lte: 1 } }],
    ['lt', (q = query()) => q.lt('price', 1), { price: { $lt: 1 } }],
    ['startsWith', (q = query()) => q.startsWith('n', 'a'), { n: { $startsWith: 'a' } }],
    ['endsWith', (q = query()) => q.endsWith('n', 'a'), { n: { $endsWith: 'a' } }],
    ['contains', (q = query()) => q.contains('n', 'a'), { n: { $contains: 'a' } }],
    ['hasSome', (q = query()) => q.hasSome('tags', ['a']), { tags: { $hasSome: ['a'] } }],
    ['hasAll', (q = query()) => q.hasAll('tags', ['a']), { tags: { $hasAll: ['a'] } }],
    ['in', (q = query()) => q.in('id', ['1', '2']), { id: { $in: ['1', '2'] } }],
    ['exists', (q = query()) => q.exists('ribbon'), { ribbon: { $exists: true } }],
    ['between', (q = query()) => q.between('price', 1, 5), { price: { $between: [1, 5] } }],
  ])('%s', (_name, build, filter) => {
    expect(build().build()).toEqual({ filter });
  });

  it('merges operators on one field and keeps builders immutable', () => {
    const base = query().gt('price', 1);
    expect(base.lt('price', 9).build().filter).toEqual({ price: { $gt: 1, $lt: 9 } });
    expect(base.build().filter).toEqual({ price: { $gt: 1 } });
  });

  it('and, or, not', () => {
    const a = query().eq('a', 1);
    const b = query().eq('b', 2);
    expect(a.and(b).build().filter).toEqual({ $and: [{ a: { $eq: 1 } }, { b: { $eq: 2 } }] });
    expect(a.or(b).build().filter).toEqual({ $or: [{ a: { $eq: 1 } }, { b: { $eq: 2 } }] });
    expect(a.not(b).build().filter).toEqual({
      $and: [{ a: { $eq: 1 } }, { $not: { b: { $eq: 2 } } }],
    });
    expect(query().not(b).build().filter).toEqual({ $not: { b: { $eq: 2 } } });
    expect(query().or(a, b).build().filter).toEqual({
      $or: [{ a: { $eq: 1 } }, { b: { $eq: 2 } }],
    });
  });

  it('sort and paging produce the wire query object', () => {
    expect(
      query().ascending('name').descending('price', 'lastUpdated').limit(10).skip(-5).build(),
    ).toEqual({
      sort: [
        { fieldName: 'name', order: 'ASC' },
        { fieldName: 'price', order: 'DESC' },
        { fieldName: 'lastUpdated', order: 'DESC' },
      ],
      paging: { limit: 10, offset: 0 },
    });
  });
});
