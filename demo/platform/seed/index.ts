import type { Db } from '../db/database.ts';
import type { TicketDefinition } from '../db/types.ts';
import { CURRENCY } from '../money.ts';
import { seedCollections } from './collections.ts';
import { type TicketSeed, seedEvents } from './events.ts';
import { seedMembers } from './members.ts';
import { seedProducts } from './products.ts';

export const COUPONS = [
  {
    id: 'coupon-save10',
    code: 'SAVE10',
    name: '10% off everything',
    type: 'PERCENT' as const,
    value: 10,
  },
  {
    id: 'coupon-welcome5',
    code: 'WELCOME5',
    name: '$5 off your order',
    type: 'AMOUNT' as const,
    value: 5,
  },
];

const DAY = 24 * 60 * 60 * 1000;

const ticketDefinition = (
  seed: TicketSeed,
  id: string,
  eventId: string,
  nowMs: number,
): TicketDefinition => {
  const amount = seed.price.toFixed(2);
  const created = new Date(nowMs - 30 * DAY).toISOString();
  return {
    id,
    eventId,
    name: seed.name,
    description: seed.description ?? '',
    price: { amount, currency: CURRENCY },
    pricing: seed.donationMin
      ? {
          pricingType: 'DONATION',
          minPrice: { amount: seed.donationMin.toFixed(2), currency: CURRENCY },
        }
      : { pricingType: 'STANDARD', fixedPrice: { amount, currency: CURRENCY } },
    free: seed.price === 0 && !seed.donationMin,
    limitPerCheckout: seed.limitPerCheckout ?? 10,
    feeType: 'FEE_INCLUDED',
    salePeriod: seed.saleStartsInDays
      ? { startDate: new Date(nowMs + seed.saleStartsInDays * DAY).toISOString() }
      : undefined,
    capacity: seed.capacity,
    createdDate: created,
    updatedDate: created,
  };
};

/** Fills an empty database with the demo venue's shop, events and members. */
export const seed = (db: Db, nowMs: number): void => {
  const now = new Date(nowMs).toISOString();
  db.transaction(() => {
    seedCollections(now).forEach((c) => db.collections.put(c));
    seedProducts(now).forEach((p) => db.products.put(p));
    COUPONS.forEach((c) => db.coupons.put(c));
    seedMembers(now).forEach((m) => db.members.put(m));
    for (const { event, tickets } of seedEvents(nowMs)) {
      db.events.put(event);
      for (const t of tickets) {
        db.ticketDefinitions.put(ticketDefinition(t.seed, t.id, t.eventId, nowMs));
        db.ticketInventory.init(t.id, t.seed.capacity, t.seed.sold ?? 0);
      }
    }
  });
};
