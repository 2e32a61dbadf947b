import type { Platform } from '../context.ts';

/** What the hosted account page lists: the member's store orders and ticket orders. */
export const memberOrders = (p: Platform, memberId: string) => ({
  storeOrders: p.db.storeOrders.allByKey(memberId),
  ticketOrders: p.db.ticketOrders
    .all()
    .filter((o) => o.memberId === memberId)
    .map((o) => ({ ...o, eventTitle: p.db.events.get(o.eventId)?.title ?? '' })),
});
