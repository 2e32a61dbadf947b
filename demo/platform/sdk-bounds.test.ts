/**
 * Request bounds as the official SDK declares them (its schemas' `.max(...)`, its types'
 * `@maxSize` / `@maxLength`), driven through the SDK unchanged: the sandbox refuses what the
 * platform refuses and takes what it takes, so a site owner's own limits hold on both.
 */
import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, createClient } from '@wix/sdk';
import { currentCart } from '@wix/ecom';
import { orders, wixEventsV2 } from '@wix/events';
import {
  ADMIN_KEY,
  CLIENT_ID,
  SDK_GUESTS,
  STORES,
  useSdkOnSandbox,
  useTestSandbox,
} from './test-support.ts';

const sandbox = useTestSandbox();
useSdkOnSandbox(sandbox);

const modules = { currentCart, orders, wixEventsV2 };
const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: CLIENT_ID }) });
const admin = () =>
  createClient({ modules, auth: ApiKeyStrategy({ apiKey: ADMIN_KEY, siteId: 'site' }) });

const EVENT = 'evt-open-mic-night';
const TICKET = `${EVENT}-t1`;

/** A refusal naming `field` (as the SDK renames it) with `rule`. */
const refused = (field: string, violatedRule: string) => ({
  details: {
    validationError: {
      fieldViolations: [
        expect.objectContaining({ field: expect.stringContaining(field), violatedRule }),
      ],
    },
  },
});

const numbers = (count: number) => Array.from({ length: count }, (_, i) => `N-${i}`);

describe('ticket orders', () => {
  it('bulk update and confirm name at most 100 orders (the SDK: .max(100))', async () => {
    const staff = admin();
    const bulk = (orderNumber: string[]) =>
      staff.orders.bulkUpdateOrders(EVENT, { orderNumber, fields: ['archived'], archived: true });
    await expect(bulk(numbers(101))).rejects.toMatchObject(refused('orderNumber', 'MAX_SIZE'));
    await expect(
      staff.orders.confirmOrder(EVENT, { orderNumber: numbers(101) }),
    ).rejects.toMatchObject(refused('orderNumber', 'MAX_SIZE'));
    // A hundred are read, order by order: these do not exist.
    await expect(bulk(numbers(100))).rejects.toMatchObject({ details: { applicationError: {} } });
    await expect(bulk([])).rejects.toMatchObject(refused('orderNumber', 'MIN_SIZE'));
  });

  it("a listing's filters are as long as the SDK allows, and no longer", async () => {
    const staff = admin();
    const listed = await staff.orders.listOrders({ orderNumber: numbers(500), limit: 5 });
    expect(listed.orders).toEqual([]);
    await expect(
      staff.orders.listOrders({ eventId: Array.from({ length: 101 }, () => EVENT) }),
    ).rejects.toMatchObject(refused('eventId', 'MAX_SIZE'));
  });
});

describe('the ticket checkout', () => {
  const reserve = async (client: ReturnType<typeof visitor>, quantity = 1) =>
    (
      await client.orders.createReservation(EVENT, {
        ticketQuantities: [{ ticketDefinitionId: TICKET, quantity }],
      })
    )._id!;
  /** The sample guest, with one more answer. */
  const guest = (value: string) => ({
    form: { inputValues: [...SDK_GUESTS[0]!.form.inputValues, { inputName: 'comment', value }] },
  });

  it('takes at most 50 guests, names of at most 50 characters, coupon codes of at most 20', async () => {
    const client = visitor();
    const reservationId = await reserve(client);
    const checkout = (options: Parameters<typeof client.orders.checkout>[1]) =>
      client.orders.checkout(EVENT, { reservationId, ...options });
    await expect(
      checkout({ guests: Array.from({ length: 51 }, () => SDK_GUESTS[0]!) }),
    ).rejects.toMatchObject(refused('guests', 'MAX_SIZE'));
    await expect(
      checkout({
        guests: SDK_GUESTS,
        buyer: { firstName: 'F'.repeat(51), lastName: 'L', email: 'f@example.com' },
      }),
    ).rejects.toMatchObject(refused('buyer.firstName', 'MAX_LENGTH'));
    await expect(
      checkout({ guests: SDK_GUESTS, discount: { couponCode: 'C'.repeat(21) } }),
    ).rejects.toMatchObject(refused('couponCode', 'MAX_LENGTH'));
    // An answer of up to 5,000 characters is the platform's to keep.
    const done = await checkout({ guests: [guest('x'.repeat(5000))] });
    expect(done.order?.status).toBe('FREE');
  });

  it('an update takes at most 20 guests', async () => {
    const client = visitor();
    const reservationId = await reserve(client);
    const { order } = await client.orders.checkout(EVENT, { reservationId, guests: SDK_GUESTS });
    await expect(
      client.orders.updateCheckout(order!.orderNumber!, EVENT, {
        guests: Array.from({ length: 21 }, () => SDK_GUESTS[0]!),
      }),
    ).rejects.toMatchObject(refused('guests', 'MAX_SIZE'));
  });
});

describe('the cart', () => {
  it('an update may set up to 300 lines, a whole cart (the SDK: @maxSize 300)', async () => {
    const client = visitor();
    const lineItems = Array.from({ length: 300 }, (_, i) => ({
      catalogReference: {
        appId: STORES,
        catalogItemId: 'prod-live-at-the-lantern-download',
        options: { options: { [`note-${i}`]: 'x' } },
      },
      quantity: 1,
    }));
    const cart = await client.currentCart.updateCurrentCart({ lineItems });
    expect(cart.lineItems).toHaveLength(300);
  });
});

describe('events', () => {
  it('a query names at most 20 field sets, and pages at most 1,000 events', async () => {
    const client = visitor();
    const fields = Array.from({ length: 21 }, () => 'DETAILS' as const);
    await expect(client.wixEventsV2.queryEvents({ fields }).find()).rejects.toMatchObject(
      refused('fields', 'MAX_SIZE'),
    );
    await expect(client.wixEventsV2.queryEvents().limit(1001).find()).rejects.toMatchObject(
      refused('limit', 'MAX'),
    );
    expect(
      (await client.wixEventsV2.queryEvents().limit(1000).find()).items.length,
    ).toBeGreaterThan(0);
  });
});
