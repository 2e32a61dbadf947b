import * as z from 'zod/mini';
import { Image } from './common';
import { bool, num, str } from './fields';

export const Event = z.looseObject({
  id: z.string(),
  slug: str,
  title: z.string(),
  shortDescription: str,
  status: str,
  mainImage: z.optional(Image),
  eventPageUrl: str,
  dateAndTimeSettings: z.optional(
    z.looseObject({ startDate: str, endDate: str, timeZoneId: str, dateAndTimeTbd: bool }),
  ),
  location: z.optional(
    z.looseObject({ type: str, name: str, address: z.optional(z.looseObject({ formatted: str })) }),
  ),
  registration: z.optional(z.looseObject({ type: str, status: str })),
});
export type Event = z.infer<typeof Event>;

export const TicketDefinition = z.looseObject({
  id: z.string(),
  eventId: str,
  name: z.string(),
  description: str,
  price: z.optional(z.looseObject({ amount: z.string(), currency: str })),
  free: bool,
  limitPerCheckout: num,
  saleStatus: str,
  salePeriod: z.optional(z.looseObject({ startDate: str, endDate: str })),
  soldOut: bool,
  remaining: num,
});
export type TicketDefinition = z.infer<typeof TicketDefinition>;

export const Reservation = z.looseObject({
  id: z.string(),
  expires: z.string(),
  reservations: z.array(
    z.looseObject({ ticket: z.optional(TicketDefinition), quantity: z.number() }),
  ),
});
export type Reservation = z.infer<typeof Reservation>;

export const TicketingOrder = z.looseObject({
  orderNumber: z.string(),
  reservationId: str,
  eventId: str,
  status: z.string(),
  created: str,
});
export type TicketingOrder = z.infer<typeof TicketingOrder>;

export const EventAnswer = z.looseObject({ event: Event });
export type EventAnswer = z.infer<typeof EventAnswer>;
export const EventsAnswer = z.looseObject({
  events: z.array(Event),
  pagingMetadata: z.optional(z.looseObject({ count: num, offset: num, total: num, hasNext: bool })),
});
export type EventsAnswer = z.infer<typeof EventsAnswer>;
export const TicketDefinitionsAnswer = z.looseObject({
  definitions: z.array(TicketDefinition),
  metaData: z.optional(z.looseObject({ offset: num, count: num, total: num })),
});
export type TicketDefinitionsAnswer = z.infer<typeof TicketDefinitionsAnswer>;
export const CheckoutAnswer = z.looseObject({
  order: TicketingOrder,
  expires: str,
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswer>;
