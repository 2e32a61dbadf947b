import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { DocTable } from './documents.ts';
import { TicketInventory } from './ticket-inventory.ts';
import type {
  AuthCode,
  BackInStockRequest,
  Coupon,
  Email,
  Member,
  OneTimeSecret,
  RedirectSession,
  Reservation,
  Rsvp,
  Session,
  StoredCart,
  StoredCheckout,
  StoredCollection,
  StoredEvent,
  StoredOrder,
  StoredProduct,
  TicketDefinition,
  TicketOrder,
  Token,
} from './types.ts';

const noKey = () => null;

/**
 * Tokens are filed under their owner, as carts are (ownerKeyOf): a member's end together, and
 * a visitor's go with the rest of their data.
 */
export const tokenOwnerKey = (t: Pick<Token, 'role' | 'memberId' | 'visitorId'>): string =>
  t.role === 'member' && t.memberId ? `member:${t.memberId}` : `visitor:${t.visitorId}`;

/** Every table of the sandbox, opened over one SQLite file. */
export const openDatabase = (path: string) => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  const tables = {
    products: new DocTable<StoredProduct>(sqlite, 'products', (p) => p.slug),
    collections: new DocTable<StoredCollection>(sqlite, 'collections', (c) => c.slug),
    coupons: new DocTable<Coupon>(sqlite, 'coupons', (c) => c.code.toUpperCase()),
    carts: new DocTable<StoredCart>(sqlite, 'carts', (c) => c.ownerKey),
    checkouts: new DocTable<StoredCheckout>(sqlite, 'checkouts', (c) => c.ownerKey),
    storeOrders: new DocTable<StoredOrder>(sqlite, 'store_orders', (o) => o.memberId ?? null),
    backInStock: new DocTable<BackInStockRequest>(sqlite, 'back_in_stock', noKey),
    events: new DocTable<StoredEvent>(sqlite, 'events', (e) => e.slug),
    ticketDefinitions: new DocTable<TicketDefinition>(
      sqlite,
      'ticket_definitions',
      (d) => d.eventId,
    ),
    reservations: new DocTable<Reservation>(sqlite, 'reservations', (r) => r.eventId),
    ticketOrders: new DocTable<TicketOrder>(sqlite, 'ticket_orders', (o) => o.eventId),
    rsvps: new DocTable<Rsvp>(sqlite, 'rsvps', (r) => r.eventId),
    members: new DocTable<Member>(sqlite, 'members', (m) => m.email.toLowerCase()),
    tokens: new DocTable<Token>(sqlite, 'tokens', tokenOwnerKey),
    sessions: new DocTable<Session>(sqlite, 'sessions', (s) => s.memberId),
    authCodes: new DocTable<AuthCode>(sqlite, 'auth_codes', (c) => c.memberId),
    secrets: new DocTable<OneTimeSecret>(sqlite, 'secrets', noKey),
    redirectSessions: new DocTable<RedirectSession>(
      sqlite,
      'redirect_sessions',
      (r) => r.creatorKey ?? null,
    ),
    outbox: new DocTable<Email>(sqlite, 'outbox', (e) => e.to),
  };
  const ticketInventory = new TicketInventory(sqlite);

  /**
   * Runs fn in one SQLite transaction; a throw rolls everything back. Domain functions compose:
   * inside a transaction, fn runs in a savepoint (libsql refuses a transaction within one), so
   * a throw undoes fn's own writes and the outer transaction decides about the rest.
   */
  let depth = 0;
  const transaction = <R>(fn: () => R): R => {
    if (depth === 0) {
      depth++;
      try {
        return sqlite.transaction(fn)();
      } finally {
        depth--;
      }
    }
    const savepoint = `nested_${depth}`;
    sqlite.exec(`SAVEPOINT ${savepoint}`);
    depth++;
    try {
      const result = fn();
      sqlite.exec(`RELEASE ${savepoint}`);
      return result;
    } catch (err) {
      sqlite.exec(`ROLLBACK TO ${savepoint}`);
      sqlite.exec(`RELEASE ${savepoint}`);
      throw err;
    } finally {
      depth--;
    }
  };
  const all = [...Object.values(tables), ticketInventory];

  return {
    ...tables,
    ticketInventory,
    createSchema: () => {
      all.forEach((t) => t.create());
      // Tokens stored before they had an owner key (databases from older sandboxes).
      tables.tokens.keyUnkeyed();
    },
    dropSchema: () => all.forEach((t) => t.drop()),
    isEmpty: () => tables.members.all().length === 0,
    transaction,
    close: () => sqlite.close(),
  };
};

export type Db = ReturnType<typeof openDatabase>;
