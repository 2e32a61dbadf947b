import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const coupon = (id: string) => ({ id, code: id, name: id, type: 'AMOUNT' as const, value: 1 });

describe('db.transaction', () => {
  it('rolls back every write of a failed transaction, nested ones included', () => {
    const db = openDatabase(':memory:');
    db.createSchema();
    expect(() =>
      db.transaction(() => {
        db.coupons.put(coupon('A'));
        db.transaction(() => db.coupons.put(coupon('B')));
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(db.coupons.all()).toEqual([]);
    db.close();
  });

  it('undoes a failed nested transaction alone when the outer one carries on', () => {
    const db = openDatabase(':memory:');
    db.createSchema();
    db.transaction(() => {
      db.coupons.put(coupon('A'));
      try {
        db.transaction(() => {
          db.coupons.put(coupon('B'));
          throw new Error('inner');
        });
      } catch {
        // the caller handles it: B is gone, A stays
      }
      db.transaction(() => db.coupons.put(coupon('C')));
    });
    expect(db.coupons.all().map((c) => c.id)).toEqual(['A', 'C']);
    db.close();
  });
});
