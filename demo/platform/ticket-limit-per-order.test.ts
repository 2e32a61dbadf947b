/**
 * The event's limit of tickets per order (the SDK's TicketsRegistration.ticketLimitPerOrder:
 * "Default: 20 tickets", at most 50), over each ticket type's own limit per checkout, set and
 * read through the official SDK unchanged and kept by a reservation of all types together.
 */
import { describe, expect, it } from 'vitest';
import { orders, ticketDefinitionsV2, wixEventsV2 } from '@wix/events';
import { sdkClients, useSdkOnSandbox, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();
useSdkOnSandbox(sandbox);
const { visitor, admin } = sdkClients({ orders, ticketDefinitionsV2, wixEventsV2 });

/** A published ticketed event, its tickets per order set or not, with three ticket types. */
async function newEvent(ticketLimitPerOrder?: number) {
  const staff = admin();
  const event = await staff.wixEventsV2.createEvent(
    {
      title: 'Big Night',
      dateAndTimeSettings: {
        startDate: new Date(Date.now() + 86_400_000),
        endDate: new Date(Date.now() + 90_000_000),
      },
      location: { type: 'VENUE' as never, name: 'The Lantern Room' },
      registration: {
        initialType: 'TICKETING' as never,
        ...(ticketLimitPerOrder ? { tickets: { ticketLimitPerOrder } } : {}),
      },
    } as never,
    { draft: true },
  );
  await staff.wixEventsV2.publishDraftEvent(event._id!);
  for (const name of ['Floor', 'Balcony', 'Box'])
    await staff.ticketDefinitionsV2.createTicketDefinition({
      eventId: event._id!,
      name,
      feeType: 'FEE_INCLUDED' as never,
      initialLimit: 100,
      pricingMethod: { fixedPrice: { value: '0', currency: 'USD' } },
    });
  return event._id!;
}

/** Reserves `quantities` of the event's ticket types, in order, as a visitor. */
async function reserve(eventId: string, quantities: number[]) {
  const client = visitor();
  const { definitions = [] } = await client.orders.listAvailableTickets({ eventId, limit: 100 });
  return client.orders.createReservation(eventId, {
    ticketQuantities: quantities.map((quantity, i) => ({
      ticketDefinitionId: definitions[i]!._id!,
      quantity,
    })),
  });
}

const overTheOrder = (limit: number) => ({
  details: {
    applicationError: {
      code: 'TICKET_LIMIT_PER_ORDER_EXCEEDED',
      data: { ticketLimitPerOrder: limit },
    },
  },
});

describe('tickets per order', () => {
  it('are 20 by default, of all types together, each type within its own limit', async () => {
    const eventId = await newEvent();
    const event = await visitor().wixEventsV2.getEvent(eventId, { fields: ['REGISTRATION'] });
    expect(event?.registration?.tickets?.ticketLimitPerOrder).toBe(20);
    const { definitions = [] } = await visitor().orders.listAvailableTickets({ eventId });
    // Each type's limit per checkout is under the SDK's @max 20.
    for (const definition of definitions)
      expect(definition.limitPerCheckout).toBeLessThanOrEqual(20);

    await expect(reserve(eventId, [10, 10, 1])).rejects.toMatchObject(overTheOrder(20));
    const held = await reserve(eventId, [10, 9, 1]);
    expect(held.reservations?.reduce((sum, line) => sum + (line.quantity ?? 0), 0)).toBe(20);
  });

  it('are what the owner sets, up to 50', async () => {
    const eventId = await newEvent(3);
    const event = await visitor().wixEventsV2.getEvent(eventId, { fields: ['REGISTRATION'] });
    expect(event?.registration?.tickets?.ticketLimitPerOrder).toBe(3);
    await expect(reserve(eventId, [2, 2])).rejects.toMatchObject(overTheOrder(3));
    await expect(reserve(eventId, [1, 1, 1])).resolves.toMatchObject({
      reservations: [{}, {}, {}],
    });

    await expect(newEvent(51)).rejects.toMatchObject({
      details: {
        validationError: {
          fieldViolations: [
            expect.objectContaining({ field: 'event.registration.tickets.ticketLimitPerOrder' }),
          ],
        },
      },
    });
  });
});
