import type Database from 'libsql';

/** The least string above every one that starts with `prefix` (ASCII; SQLite compares bytes). */
const afterPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * Entities are JSON documents in one table each, with one indexed lookup column (`key`:
 * a slug, an owner, a parent id). Queries over the documents run in JS (query/filter.ts);
 * the sandbox's data is small and this keeps the stored shape equal to the wire shape.
 */
export class DocTable<T extends { id: string }> {
  constructor(
    private readonly db: Database.Database,
    readonly name: string,
    private readonly keyOf: (doc: T) => string | null,
  ) {}

  create(): void {
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${this.name} (id TEXT PRIMARY KEY, key TEXT, doc TEXT NOT NULL);
       CREATE INDEX IF NOT EXISTS ${this.name}_key ON ${this.name}(key);`,
    );
  }

  drop(): void {
    this.db.exec(`DROP TABLE IF EXISTS ${this.name}`);
  }

  get(id: string): T | undefined {
    const row = this.db.prepare(`SELECT doc FROM ${this.name} WHERE id = ?`).get(id) as
      { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : undefined;
  }

  /** First document with this key (keys such as slugs are unique by construction). */
  byKey(key: string): T | undefined {
    const row = this.db
      .prepare(`SELECT doc FROM ${this.name} WHERE key = ? ORDER BY rowid LIMIT 1`)
      .get(key) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : undefined;
  }

  /** Every document whose key starts with `prefix` (an index range, in key order). */
  allByKeyPrefix(prefix: string): T[] {
    return this.parseRows(
      this.db
        .prepare(`SELECT doc FROM ${this.name} WHERE key >= ? AND key < ? ORDER BY key, rowid`)
        .all(prefix, afterPrefix(prefix)),
    );
  }

  /** How many different keys start with `prefix`: read from the index alone. */
  countKeys(prefix: string): number {
    const row = this.db
      .prepare(`SELECT COUNT(DISTINCT key) AS n FROM ${this.name} WHERE key >= ? AND key < ?`)
      .get(prefix, afterPrefix(prefix)) as { n: number };
    return row.n;
  }

  /** How many documents have a key that starts with `prefix`: read from the index alone. */
  countByKeyPrefix(prefix: string): number {
    const row = this.db
      .prepare(`SELECT COUNT(*) AS n FROM ${this.name} WHERE key >= ? AND key < ?`)
      .get(prefix, afterPrefix(prefix)) as { n: number };
    return row.n;
  }

  /**
   * Gives documents stored without a key (before `keyOf` named one) their key: a migration
   * for tables whose key was added later, run when the database opens.
   */
  keyUnkeyed(): void {
    const update = this.db.prepare(`UPDATE ${this.name} SET key = ? WHERE id = ?`);
    for (const doc of this.parseRows(
      this.db.prepare(`SELECT doc FROM ${this.name} WHERE key IS NULL`).all(),
    )) {
      const key = this.keyOf(doc);
      if (key !== null) update.run(key, doc.id);
    }
  }

  allByKey(key: string): T[] {
    return this.parseRows(
      this.db.prepare(`SELECT doc FROM ${this.name} WHERE key = ? ORDER BY rowid`).all(key),
    );
  }

  all(): T[] {
    return this.parseRows(this.db.prepare(`SELECT doc FROM ${this.name} ORDER BY rowid`).all());
  }

  /** Insert or replace, keeping the original row order for replaced documents. */
  put(doc: T): T {
    this.db
      .prepare(
        `INSERT INTO ${this.name} (id, key, doc) VALUES (?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET key = excluded.key, doc = excluded.doc`,
      )
      .run(doc.id, this.keyOf(doc), JSON.stringify(doc));
    return doc;
  }

  /** Drops the oldest documents (first stored) beyond the newest `max`. */
  keepNewest(max: number): void {
    this.db
      .prepare(
        `DELETE FROM ${this.name} WHERE rowid <=
           (SELECT rowid FROM ${this.name} ORDER BY rowid DESC LIMIT 1 OFFSET ?)`,
      )
      .run(max);
  }

  delete(id: string): boolean {
    return this.db.prepare(`DELETE FROM ${this.name} WHERE id = ?`).run(id).changes > 0;
  }

  private parseRows(rows: unknown[]): T[] {
    return (rows as { doc: string }[]).map((r) => JSON.parse(r.doc) as T);
  }
}
