/**
 * An event priced in another currency than the site's, made and sold through the official SDK
 * unchanged: its amounts in that currency's digits (whole yen), never rounded behind the buyer.
 */
import { describe, expect, it } from 'vitest';
import { orders, ticketDefinitionsV2, wixEventsV2 } from '@wix/events';
import { SDK_GUESTS, sdkClients, useSdkOnSandbox, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();
useSdkOnSandbox(sandbox);
const { visitor, admin } = sdkClients({ orders, ticketDefinitionsV2, wixEventsV2 });

/** A published ticketed event with no tickets yet. */
async function newEvent(title: string) {
  const staff = admin();
  const event = await staff.wixEventsV2.createEvent(
    {
      title,
      dateAndTimeSettings: {
        startDate: new Date(Date.now() + 86_400_000),
        endDate: new Date(Date.now() + 90_000_000),
        timeZoneId: 'Asia/Tokyo',
      },
      location: { type: 'VENUE' as never, name: 'Shimokita Hall' },
      registration: { initialType: 'TICKETING' as never },
    } as never,
    { draft: true },
  );
  await staff.wixEventsV2.publishDraftEvent(event._id!);
  return event._id!;
}

const donation = (eventId: string, value: string, currency: string) =>
  admin().ticketDefinitionsV2.createTicketDefinition({
    eventId,
    name: 'Pay What You Can',
    feeType: 'FEE_INCLUDED' as never,
    initialLimit: 100,
    pricingMethod: { guestPrice: { value, currency } },
  });

describe('an event priced in yen', () => {
  it('lists, reserves, invoices and sells a donation in whole yen', async () => {
    const eventId = await newEvent('Tokyo Night');
    const made = await donation(eventId, '500', 'JPY');
    expect(made.pricingMethod?.guestPrice).toMatchObject({ value: '500', currency: 'JPY' });

    const client = visitor();
    const { definitions } = await client.orders.listAvailableTickets({ eventId, limit: 100 });
    expect(definitions![0]!.pricing?.minPrice).toMatchObject({ value: '500', currency: 'JPY' });
    const event = await client.wixEventsV2.getEvent(eventId, { fields: ['REGISTRATION'] });
    expect(event?.registration?.tickets?.currency).toBe('JPY');

    const ticketDefinitionId = definitions![0]!._id!;
    // Half a yen is not an amount: refused, not rounded.
    await expect(
      client.orders.createReservation(eventId, {
        ticketQuantities: [{ ticketDefinitionId, quantity: 1, priceOverride: '1000.5' }],
      }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'INVALID_PRICE_OVERRIDE' } } });
    const held = await client.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId, quantity: 2, priceOverride: '1000' }],
    });
    expect(held.invoice?.grandTotal).toMatchObject({
      value: '2000',
      currency: 'JPY',
      formattedAmount: '¥2,000',
    });
    const { order } = await client.orders.checkout(eventId, {
      reservationId: held._id!,
      guests: SDK_GUESTS,
    });
    expect(order?.totalPrice).toMatchObject({ amount: '2000', currency: 'JPY' });
  });

  it('refuses a price finer than its currency, and a second currency for one event', async () => {
    const eventId = await newEvent('Kuwait Night');
    const violation = (field: string) => ({
      details: { validationError: { fieldViolations: [expect.objectContaining({ field })] } },
    });
    await expect(donation(eventId, '500.5', 'JPY')).rejects.toMatchObject(
      violation('ticketDefinition.pricingMethod.guestPrice.value'),
    );
    const dinars = await donation(eventId, '1.250', 'KWD');
    expect(dinars.pricingMethod?.guestPrice).toMatchObject({ value: '1.250', currency: 'KWD' });
    await expect(donation(eventId, '5', 'USD')).rejects.toMatchObject(
      violation('ticketDefinition.pricingMethod.guestPrice.currency'),
    );
  });
});

describe('the sales summary', () => {
  interface SalesRow {
    total: { amount: string; currency: string };
    totalOrders: number;
    totalTickets: number;
  }
  /** The summary's rows by currency: [revenue, orders, tickets]. */
  const byCurrency = async (eventId?: string) => {
    const { sales } = await admin().orders.getSummary(eventId ? { eventId } : {});
    return Object.fromEntries(
      (sales as SalesRow[]).map((row) => [
        row.total.currency,
        [Number(row.total.amount), row.totalOrders, row.totalTickets],
      ]),
    );
  };

  it("sums each currency apart, as the SDK's GetSummaryResponse groups them", async () => {
    const before = await byCurrency();
    // Two tickets for 700 yen each, paid at the box office, and a free one of a site's event,
    // priced in dollars.
    const staff = admin();
    const eventId = await newEvent('Osaka Night');
    const made = await donation(eventId, '500', 'JPY');
    const yen = await staff.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: made._id!, quantity: 2, priceOverride: '700' }],
    });
    await staff.orders.posCheckout(eventId, { reservationId: yen._id!, paymentDetailsId: 'till' });
    const client = visitor();
    const OPEN_MIC = 'evt-open-mic-night';
    const free = await client.orders.createReservation(OPEN_MIC, {
      ticketQuantities: [{ ticketDefinitionId: `${OPEN_MIC}-t1`, quantity: 1 }],
    });
    await client.orders.checkout(OPEN_MIC, { reservationId: free._id!, guests: SDK_GUESTS });

    const plus = (currency: string, sold: number[]) =>
      (before[currency] ?? [0, 0, 0]).map((n, i) => n + sold[i]!);
    expect(await byCurrency()).toEqual({
      ...before,
      JPY: plus('JPY', [1400, 1, 2]),
      USD: plus('USD', [0, 1, 1]),
    });
    // One event's summary is in its currency.
    expect(await byCurrency(eventId)).toEqual({ JPY: [1400, 1, 2] });
  });
});
