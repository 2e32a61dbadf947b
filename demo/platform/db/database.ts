import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import type { StoredProduct } from '../domain/catalog.ts';
import { DocTable } from './documents.ts';
import { TicketInventory } from './ticket-inventory.ts';
import type {
  AuthCode,
  Coupon,
  Doc,
  Email,
  Member,
  OneTimeSecret,
  RedirectSession,
  Reservation,
  Session,
  StoredCart,
  Token,
} from './types.ts';

const keyField =
  <T extends { id: string }>(field: string) =>
  (doc: T): string | null => {
    const value = (doc as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : null;
  };

const noKey = () => null;

/** Every table of the sandbox, opened over one SQLite file. */
export const openDatabase = (path: string) => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  const tables = {
    products: new DocTable<StoredProduct>(sqlite, 'products', (p) => p.slug),
    collections: new DocTable<Doc>(sqlite, 'collections', keyField('slug')),
    coupons: new DocTable<Coupon>(sqlite, 'coupons', (c) => c.code.toUpperCase()),
    carts: new DocTable<StoredCart>(sqlite, 'carts', keyField('ownerKey')),
    checkouts: new DocTable<Doc>(sqlite, 'checkouts', keyField('ownerKey')),
    storeOrders: new DocTable<Doc>(sqlite, 'store_orders', keyField('memberId')),
    backInStock: new DocTable<Doc>(sqlite, 'back_in_stock', noKey),
    events: new DocTable<Doc>(sqlite, 'events', keyField('slug')),
    ticketDefinitions: new DocTable<Doc>(sqlite, 'ticket_definitions', keyField('eventId')),
    reservations: new DocTable<Reservation>(sqlite, 'reservations', keyField('eventId')),
    ticketOrders: new DocTable<Doc>(sqlite, 'ticket_orders', keyField('eventId')),
    members: new DocTable<Member>(sqlite, 'members', (m) => m.email.toLowerCase()),
    tokens: new DocTable<Token>(sqlite, 'tokens', noKey),
    sessions: new DocTable<Session>(sqlite, 'sessions', keyField('memberId')),
    authCodes: new DocTable<AuthCode>(sqlite, 'auth_codes', noKey),
    secrets: new DocTable<OneTimeSecret>(sqlite, 'secrets', noKey),
    redirectSessions: new DocTable<RedirectSession>(
      sqlite,
      'redirect_sessions',
      (r) => r.creatorKey ?? null,
    ),
    outbox: new DocTable<Email>(sqlite, 'outbox', keyField('to')),
  };
  const ticketInventory = new TicketInventory(sqlite);
  const all = [...Object.values(tables), ticketInventory];

  return {
    ...tables,
    ticketInventory,
    createSchema: () => all.forEach((t) => t.create()),
    dropSchema: () => all.forEach((t) => t.drop()),
    isEmpty: () => tables.members.all().length === 0,
    /** Runs fn in one SQLite transaction; a throw rolls everything back. */
    transaction: <R>(fn: () => R): R => sqlite.transaction(fn)(),
    close: () => sqlite.close(),
  };
};

export type Db = ReturnType<typeof openDatabase>;
