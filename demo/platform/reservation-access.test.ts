import { describe, expect, it } from 'vitest';
import { useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const JAZZ = 'evt-small-hours-jazz-trio';

describe("another visitor's reservation", () => {
  it('is not found, whatever became of it: its id tells no one else its state', async () => {
    const { call, visitor } = sandbox();
    const [owner, stranger] = [await visitor(), await visitor()];
    const reserve = async () =>
      (
        await call<{ id: string }>('POST', '/v1/checkout/reservations', {
          token: owner,
          body: {
            eventId: JAZZ,
            ticketQuantities: [{ ticketDefinitionId: `${JAZZ}-t1`, quantity: 1 }],
          },
        })
      ).body.id;
    const cancelled = await reserve();
    expect(
      (
        await call('DELETE', `/v1/checkout/reservations/${cancelled}?eventId=${JAZZ}`, {
          token: owner,
        })
      ).status,
    ).toBe(200);
    const unknown = (id: string) => ({
      status: 404,
      body: { details: { applicationError: { code: 'NOT_FOUND' } } },
      text: expect.stringContaining(`Reservation ${id} not found`),
    });
    // Cancelling it again and checking out with it, as the stranger.
    expect(
      await call('DELETE', `/v1/checkout/reservations/${cancelled}?eventId=${JAZZ}`, {
        token: stranger,
      }),
    ).toMatchObject(unknown(cancelled));
    expect(
      await call('POST', '/v1/checkout', {
        token: stranger,
        body: { eventId: JAZZ, reservationId: cancelled },
      }),
    ).toMatchObject(unknown(cancelled));
    // Its owner still hears why.
    expect(
      (
        await call('POST', '/v1/checkout', {
          token: owner,
          body: { eventId: JAZZ, reservationId: cancelled },
        })
      ).body,
    ).toMatchObject({ details: { applicationError: { code: 'RESERVATION_NOT_PENDING' } } });
  });
});
