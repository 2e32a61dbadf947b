import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
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

describe('tokens', () => {
  it('are filed under their owner, those stored before the key existed too', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sandbox-db-')), 'platform.db');
    const token = (id: string, memberId: string | null) => ({
      id,
      kind: 'refresh' as const,
      role: memberId ? ('member' as const) : ('visitor' as const),
      visitorId: `v-${id}`,
      memberId,
      clientId: 'c',
      expiresAt: 1,
    });
    const before = openDatabase(path);
    before.createSchema();
    before.tokens.put(token('m', 'member-1'));
    before.tokens.put(token('v', null));
    before.close();
    // An older sandbox's rows: no key.
    const raw = new Database(path);
    raw.exec('UPDATE tokens SET key = NULL');
    raw.close();
    const after = openDatabase(path);
    after.createSchema();
    expect(after.tokens.allByKey('member:member-1').map((t) => t.id)).toEqual(['m']);
    expect(after.tokens.allByKey('visitor:v-v').map((t) => t.id)).toEqual(['v']);
    after.close();
  });
});
