/** Rules for choosing tickets, kept out of the components so they can be tested alone. */
import type { TicketQuantity } from '../../shared/client';
import type { Translate } from '../../shared/ui';
import { amountOf, decimalsOf } from './event-money';
import { eventsEnglish, type EventsKey } from './text';
import type { EventDetails, Ticket } from './types';

export const isDonation = (ticket: Ticket) => ticket.pricing?.pricingType === 'DONATION';

/**
 * Where a ticket's sale stands, SOLD_OUT while on sale with none left. A visitor learns what is
 * left only from `limitPerCheckout`, which the platform caps by the unsold seats, so 0 is sold
 * out (as headless-events reads it); the counts are the DASHBOARD fieldset, the owner's alone.
 */
export const saleState = (ticket: Ticket) =>
  ticket.saleStatus === 'SALE_STARTED' && !ticket.limitPerCheckout ? 'SOLD_OUT' : ticket.saleStatus;

export const isOnSale = (ticket: Ticket) => saleState(ticket) === 'SALE_STARTED';

/**
 * The most tickets one order holds, of all types together: the event's `ticketLimitPerOrder`
 * (the SDK's TicketsRegistration: "Default: 20 tickets", at most 50, as the checkout's guests,
 * one a ticket). Each type has its own `limitPerCheckout` too (the SDK's orders.TicketDefinition:
 * at most 20), which is per type, not per order.
 */
export const orderLimitOf = (event: EventDetails): number =>
  Math.min(event.registration?.tickets?.ticketLimitPerOrder || 20, 50);

/**
 * The most a visitor may pick: the per-checkout limit (never more than are left), and never more
 * than the order has `room` for (its limit less what is picked of other types).
 */
export function maxQuantity(ticket: Ticket, room = Infinity): number {
  return isOnSale(ticket) ? Math.max(0, Math.min(ticket.limitPerCheckout!, room)) : 0;
}

/** Whether the order's `limit`, not a ticket's own, is what stops another ticket. */
export const orderFull = (
  tickets: Ticket[],
  quantities: Record<string, number>,
  count: number,
  limit: number,
) => count >= limit && tickets.some((t) => (quantities[t.id] ?? 0) < maxQuantity(t));

export const minDonation = (ticket: Ticket) => Number(amountOf(ticket.pricing?.minPrice) ?? 0);

/** The page's decimal mark: a comma on a German page. */
const markOf = (locale: string) => ((1.5).toLocaleString(locale).includes(',') ? ',' : '.');

/** Digits after the mark in the ticket's currency: none for yen, three for dinars. */
const decimalsOfTicket = (ticket: Ticket) => decimalsOf(ticket.price?.currency);

/**
 * The minimum as the visitor would type it, to start the amount field at: with the currency's
 * cents and the page's decimal mark ("2,50" under "from 2,50 $" on a German page, not "2.5";
 * "500" for yen).
 */
export const typedMinimum = (ticket: Ticket, locale: string) =>
  minDonation(ticket).toFixed(decimalsOfTicket(ticket)).replace('.', markOf(locale));

/**
 * A typed amount, with a point or a comma before no more digits than the currency has: a German
 * page writes "12,50" (and says so in amountNumber), which a number input in an English browser
 * reads as 1250. Anything else is not guessed at but refused (NaN): "1.000" in dollars or yen,
 * and in dinars (three digits) unless the mark is the page's, for then it may be a thousand.
 */
function typedAmount(ticket: Ticket, typed: string, locale: string): number {
  const parts = /^(\d+)(?:([.,])(\d+))?$/.exec(typed.trim());
  const cents = parts?.[3] ?? '';
  return parts &&
    cents.length <= decimalsOfTicket(ticket) &&
    (cents.length < 3 || parts[2] === markOf(locale))
    ? Number(`${parts[1]}.${cents}`)
    : NaN;
}

/** Why a donation amount cannot be used, naming the ticket, or undefined when it can. */
export function donationProblem(
  ticket: Ticket,
  amount: string,
  format: (n: number) => string,
  t: Translate<EventsKey> = eventsEnglish,
  locale = 'en-US',
): string | undefined {
  const name = ticket.name;
  if (amount.trim() === '') return t('enterAmount', { name });
  const value = typedAmount(ticket, amount, locale);
  if (Number.isNaN(value)) {
    const decimals = decimalsOfTicket(ticket);
    const example = (decimals ? 12.5 : 12).toLocaleString(locale, {
      minimumFractionDigits: decimals,
    });
    return t('amountNumber', { name, example });
  }
  const min = minDonation(ticket);
  if (value < min) return t('minimum', { name, amount: format(min) });
  return undefined;
}

/** The reservation request lines: chosen tickets only, donations with their amount. */
export function ticketQuantitiesOf(
  tickets: Ticket[],
  quantities: Record<string, number>,
  donations: Record<string, string>,
  locale = 'en-US',
): TicketQuantity[] {
  return tickets
    .filter((ticket) => (quantities[ticket.id] ?? 0) > 0)
    .map((ticket) => ({
      ticketDefinitionId: ticket.id,
      quantity: quantities[ticket.id]!,
      ...(isDonation(ticket)
        ? {
            priceOverride: typedAmount(ticket, donations[ticket.id] ?? '', locale).toFixed(
              decimalsOfTicket(ticket),
            ),
          }
        : {}),
    }));
}
