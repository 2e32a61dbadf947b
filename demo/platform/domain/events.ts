import type { Platform } from '../context.ts';
import type { Doc } from '../db/types.ts';
import { CURRENCY, formatMoney, round2 } from '../money.ts';

const absolute = (base: string, url: unknown) =>
  typeof url === 'string' && url.startsWith('/') ? base + url : url;

const timeOf = (event: Doc, key: 'startDate' | 'endDate'): number => {
  const settings = event.dateAndTimeSettings as Record<string, unknown> | undefined;
  return Date.parse(String(settings?.[key] ?? ''));
};

/** Stored status is DRAFT, UPCOMING or CANCELED; STARTED and ENDED follow the sandbox clock. */
export const eventStatus = (event: Doc, nowMs: number): string => {
  if (event.status !== 'UPCOMING') return String(event.status);
  if (nowMs >= timeOf(event, 'endDate')) return 'ENDED';
  if (nowMs >= timeOf(event, 'startDate')) return 'STARTED';
  return 'UPCOMING';
};

export const ticketPrice = (def: Doc): number => Number((def.price as { amount: string }).amount);

export const saleStatus = (def: Doc, event: Doc, nowMs: number): string => {
  const period = def.salePeriod as { startDate?: string; endDate?: string } | undefined;
  if (period?.startDate && Date.parse(period.startDate) > nowMs) return 'SALE_SCHEDULED';
  if (period?.endDate && Date.parse(period.endDate) <= nowMs) return 'SALE_ENDED';
  return ['ENDED', 'CANCELED'].includes(eventStatus(event, nowMs)) ? 'SALE_ENDED' : 'SALE_STARTED';
};

export const ticketView = (p: Platform, def: Doc, event: Doc) => {
  const remaining = p.db.ticketInventory.remaining(def.id);
  const { capacity: _capacity, ...wire } = def;
  return {
    ...wire,
    saleStatus: saleStatus(def, event, p.clock.nowMs()),
    soldOut: remaining === 0,
    remaining: remaining ?? undefined,
    unlimited: remaining === null,
  };
};

const moneyValue = (n: number) => ({
  value: round2(n).toFixed(2),
  currency: CURRENCY,
  formattedValue: formatMoney(n),
});

const registrationStatus = (type: string, status: string): string => {
  if (status === 'CANCELED' || status === 'ENDED') return 'CLOSED_AUTOMATICALLY';
  if (status === 'DRAFT') return 'CLOSED_MANUALLY';
  if (type === 'RSVP') return 'OPEN_RSVP';
  if (type === 'EXTERNAL') return 'OPEN_EXTERNAL';
  return type === 'TICKETING' ? 'OPEN_TICKETS' : 'CLOSED_MANUALLY';
};

const ticketsSummary = (p: Platform, event: Doc) => {
  const defs = p.db.ticketDefinitions.allByKey(event.id);
  if (defs.length === 0) return undefined;
  const prices = defs.map(ticketPrice);
  return {
    lowestPrice: moneyValue(Math.min(...prices)),
    highestPrice: moneyValue(Math.max(...prices)),
    currency: CURRENCY,
    soldOut: defs.every((d) => p.db.ticketInventory.remaining(d.id) === 0),
  };
};

/** The v3 event of wire.md, computed from the stored document. */
export const eventView = (p: Platform, base: string, event: Doc) => {
  const status = eventStatus(event, p.clock.nowMs());
  const registration = event.registration as { type: string } & Record<string, unknown>;
  const image = event.mainImage as Record<string, unknown> | undefined;
  const pageUrl = `${base}/hosted/events/${String(event.slug)}`;
  return {
    ...event,
    status,
    mainImage: image ? { ...image, url: absolute(base, image.url) } : undefined,
    eventPageUrl: pageUrl,
    agendaSettings: { pageUrl: `${pageUrl}#agenda` },
    registration: {
      ...registration,
      status: registrationStatus(registration.type, status),
      tickets: registration.type === 'TICKETING' ? ticketsSummary(p, event) : undefined,
    },
  };
};

export const EVENT_ALIASES = {
  startDate: 'dateAndTimeSettings.startDate',
  endDate: 'dateAndTimeSettings.endDate',
  'categories.name': 'categories.name',
};
