/**
 * Ticket definitions as the v3 API shows them (spec §3 "Ticket definition"; the SDK's
 * `ticketDefinitionsV2`). The ticketing checkout's older view is domain/events.ts `ticketView`.
 */
import type { Platform } from '../context.ts';
import type { EventMoney, StoredEvent, TicketDefinition } from '../db/types.ts';
import { notFound, validationError } from '../errors.ts';
import { newId } from '../ids.ts';
import { decimalIn, roundIn } from '../money.ts';
import { type Filter, matches, parsedFilter } from '../query/filter.ts';
import { eventCurrency, eventView, saleStatus } from './events.ts';
import { sweepExpiredInTransaction } from './tickets.ts';

/** What a read may add (the SDK's `Field`); the sandbox has no seating plans to add. */
export type TicketDefinitionField = 'SALES_DETAILS' | 'EVENT_DETAILS' | 'SEATING_DETAILS';

const commonMoney = (money: EventMoney) => ({ value: money.amount, currency: money.currency });

const pricingMethod = (def: TicketDefinition) =>
  def.pricing.pricingType === 'STANDARD'
    ? { fixedPrice: commonMoney(def.pricing.fixedPrice), pricingType: 'STANDARD', free: def.free }
    : { guestPrice: commonMoney(def.pricing.minPrice), pricingType: 'DONATION', free: def.free };

/**
 * Seats held by pending reservations, sold (taken for good: the rest of what was taken), and
 * left (`unsold`, null when unlimited): together the capacity.
 */
const salesDetails = (p: Platform, def: TicketDefinition, unsold: number | null) => {
  const reserved = p.db.reservations
    .allByKey(def.eventId)
    .filter((r) => r.status === 'RESERVATION_PENDING')
    .flatMap((r) => r.quantities)
    .filter((q) => q.ticketDefinitionId === def.id)
    .reduce((sum, q) => sum + q.quantity, 0);
  return {
    unsoldCount: unsold,
    soldCount: p.db.ticketInventory.taken(def.id) - reserved,
    reservedCount: reserved,
    soldOut: unsold === 0,
  };
};

/**
 * The ticketing checkout's `dashboard` (the SDK's orders.Dashboard, "sensitive dashboard data"):
 * the counts behind a visitor's `limitPerCheckout`, for an elevated caller only.
 */
export const dashboardOf = (p: Platform, def: TicketDefinition) => {
  const unsold = p.db.ticketInventory.remaining(def.id);
  const sales = salesDetails(p, def, unsold);
  return {
    hidden: false,
    sold: p.db.ticketInventory.taken(def.id),
    limited: def.capacity !== null,
    quantity: def.capacity,
    unsold,
    ticketsSold: sales.soldCount,
    ticketsReserved: sales.reservedCount,
  };
};

/** The event a definition is for; its page as the REST PageURL `{ base, path }` the SDK reads. */
const eventDetails = (p: Platform, base: string, event: StoredEvent) => {
  const view = eventView(p, base, event);
  return {
    title: view.title,
    shortDescription: view.shortDescription,
    location: view.location,
    dateAndTimeSettings: view.dateAndTimeSettings,
    eventPageUrl: view.eventPageUrl,
    status: view.status,
  };
};

const definitionView = (
  p: Platform,
  base: string,
  def: TicketDefinition,
  event: StoredEvent,
  fields: readonly TicketDefinitionField[],
) => {
  const unsold = p.db.ticketInventory.remaining(def.id);
  return {
    id: def.id,
    eventId: def.eventId,
    createdDate: def.createdDate,
    updatedDate: def.updatedDate,
    eventCreatedDate: event.createdDate,
    name: def.name,
    description: def.description,
    // The sandbox keeps no hidden tickets: every definition is for sale to visitors.
    hidden: false,
    limited: def.capacity !== null,
    initialLimit: def.capacity ?? undefined,
    actualLimit: def.capacity ?? undefined,
    pricingMethod: pricingMethod(def),
    feeType: def.feeType,
    // Listed before and after their sale, saying when it runs (see ticketView).
    salePeriod: def.salePeriod && { ...def.salePeriod, displayNotOnSale: true },
    saleStatus: saleStatus(def, event, p.clock.nowMs()),
    // The seats left cap it, as the SDK says they do.
    limitPerCheckout: Math.min(def.limitPerCheckout, unsold ?? Infinity),
    salesDetails: fields.includes('SALES_DETAILS') ? salesDetails(p, def, unsold) : undefined,
    eventDetails: fields.includes('EVENT_DETAILS') ? eventDetails(p, base, event) : undefined,
  };
};

/**
 * The definitions of every event (drafts too, for the admin) or of published events only,
 * after giving back the seats of expired reservations.
 */
export const ticketDefinitionViews = (
  p: Platform,
  base: string,
  opts: { includeDrafts: boolean; fields: readonly TicketDefinitionField[] },
) => {
  const events = p.db.events.all().filter((e) => opts.includeDrafts || e.status !== 'DRAFT');
  events.forEach((e) => sweepExpiredInTransaction(p, e.id));
  return events.flatMap((event) =>
    p.db.ticketDefinitions
      .allByKey(event.id)
      .map((def) => definitionView(p, base, def, event, opts.fields)),
  );
};

/** One definition, whatever its event's state (the admin's read), or 404. */
export const ticketDefinitionView = (
  p: Platform,
  base: string,
  id: string,
  fields: readonly TicketDefinitionField[],
) => {
  const def = p.db.ticketDefinitions.get(id);
  const event = def && p.db.events.get(def.eventId);
  if (!def || !event) throw notFound(`Ticket definition ${id}`);
  sweepExpiredInTransaction(p, event.id);
  return definitionView(p, base, def, event, fields);
};

/**
 * How many of the available definitions the filter keeps (`{ eventId: { $in } }` for some
 * events, `{ saleStatus: ... }` for those on sale): "available" as the SDK's count and query
 * say it, those of published events that are not hidden, whatever their sale status or seats
 * left; the same definitions `queryAvailableTicketDefinitions` lists.
 */
export const countAvailableTicketDefinitions = (p: Platform, base: string, filter: Filter) => {
  const kept = parsedFilter(filter);
  return ticketDefinitionViews(p, base, { includeDrafts: false, fields: [] }).filter(
    (def) => !def.hidden && matches(def, kept),
  ).length;
};

/** A new definition as the v3 API takes it (the route's schema bounds and fills it). */
export interface TicketDefinitionInput {
  eventId: string;
  name: string;
  description: string;
  initialLimit?: number | undefined;
  pricingMethod: {
    fixedPrice?: { value: string; currency?: string | undefined };
    guestPrice?: { value: string; currency?: string | undefined };
  };
  feeType: string;
  salePeriod?: { startDate?: string | undefined; endDate?: string | undefined } | undefined;
}

/**
 * Creates a definition for an event (the SDK's createTicketDefinition): a fixed price (free at
 * 0) or a donation from the guest price, with its seats. In the currency named (the site's when
 * none is), which must be the event's other tickets' (an event sells in one currency) and have
 * as many digits as the price: 500 yen, not 500.5.
 */
export const createTicketDefinition = (
  p: Platform,
  base: string,
  input: TicketDefinitionInput,
  fields: readonly TicketDefinitionField[],
) => {
  const event = p.db.events.get(input.eventId);
  if (!event) throw notFound(`Event ${input.eventId}`);
  const { fixedPrice, guestPrice } = input.pricingMethod;
  const field = `ticketDefinition.pricingMethod.${fixedPrice ? 'fixedPrice' : 'guestPrice'}`;
  const refused = (at: string, description: string) =>
    validationError([{ field: `${field}.${at}`, description, violatedRule: 'OTHER' }]);
  const theEvents = eventCurrency(p, event.id);
  const currency = (fixedPrice ?? guestPrice)?.currency ?? theEvents;
  if (p.db.ticketDefinitions.allByKey(event.id).length > 0 && currency !== theEvents)
    throw refused('currency', `must be ${theEvents}, the currency of the event's other tickets`);
  const money = (value: string): EventMoney => {
    if (roundIn(Number(value), currency) !== Number(value))
      throw refused('value', `has more decimal places than ${currency} has`);
    return { amount: decimalIn(Number(value), currency), currency };
  };
  const price = money(fixedPrice?.value ?? '0');
  const now = p.clock.iso();
  const def: TicketDefinition = {
    id: newId(),
    eventId: event.id,
    name: input.name,
    description: input.description,
    price,
    pricing: guestPrice
      ? { pricingType: 'DONATION', minPrice: money(guestPrice.value) }
      : { pricingType: 'STANDARD', fixedPrice: price },
    free: !guestPrice && Number(price.amount) === 0,
    // Read-only in v3: the platform's default per checkout.
    limitPerCheckout: 10,
    feeType: input.feeType,
    salePeriod: input.salePeriod,
    capacity: input.initialLimit ?? null,
    createdDate: now,
    updatedDate: now,
  };
  p.db.transaction(() => {
    p.db.ticketDefinitions.put(def);
    p.db.ticketInventory.init(def.id, def.capacity);
  });
  return definitionView(p, base, def, event, fields);
};
