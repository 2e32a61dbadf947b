import type Database from 'libsql';

/**
 * Seats an unlimited ticket type sells at most. Its orders are never swept, and a free or
 * unpaid one costs its buyer nothing: this bounds how many any number of visitors can store.
 * No event a site runs from this sandbox sells 100,000 of one ticket.
 */
export const MAX_UNLIMITED_SEATS = 100_000;

/**
 * Seats per ticket definition as real columns, because this is the one place where
 * concurrent requests compete: `take` is a single conditional UPDATE (run by callers inside
 * one transaction), so capacity can never be exceeded whatever the interleaving.
 */
export class TicketInventory {
  constructor(private readonly db: Database.Database) {}

  create(): void {
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ticket_inventory (
         definition_id TEXT PRIMARY KEY, capacity INTEGER, taken INTEGER NOT NULL DEFAULT 0)`,
    );
  }

  drop(): void {
    this.db.exec('DROP TABLE IF EXISTS ticket_inventory');
  }

  /** capacity null means unlimited (up to MAX_UNLIMITED_SEATS). */
  init(definitionId: string, capacity: number | null, taken = 0): void {
    this.db
      .prepare(
        `INSERT INTO ticket_inventory (definition_id, capacity, taken) VALUES (?, ?, ?)
         ON CONFLICT(definition_id) DO UPDATE SET capacity = excluded.capacity, taken = excluded.taken`,
      )
      .run(definitionId, capacity, taken);
  }

  take(definitionId: string, quantity: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE ticket_inventory SET taken = taken + ?
           WHERE definition_id = ? AND COALESCE(capacity, ?) - taken >= ?`,
        )
        .run(quantity, definitionId, MAX_UNLIMITED_SEATS, quantity).changes === 1
    );
  }

  release(definitionId: string, quantity: number): void {
    this.db
      .prepare('UPDATE ticket_inventory SET taken = MAX(0, taken - ?) WHERE definition_id = ?')
      .run(quantity, definitionId);
  }

  remaining(definitionId: string): number | null {
    const row = this.db
      .prepare('SELECT capacity, taken FROM ticket_inventory WHERE definition_id = ?')
      .get(definitionId) as { capacity: number | null; taken: number } | undefined;
    if (!row || row.capacity === null) return null;
    return Math.max(0, row.capacity - row.taken);
  }

  /** Seats reserved or sold so far, limited or not. */
  taken(definitionId: string): number {
    const row = this.db
      .prepare('SELECT taken FROM ticket_inventory WHERE definition_id = ?')
      .get(definitionId) as { taken: number } | undefined;
    return row?.taken ?? 0;
  }

  remove(definitionId: string): void {
    this.db.prepare('DELETE FROM ticket_inventory WHERE definition_id = ?').run(definitionId);
  }
}
