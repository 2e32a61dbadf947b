import { describe, expect, it } from 'vitest';
import { MAX_OPEN_CHECKOUTS } from './domain/cart.ts';
import { STORES, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

/** A digital product: no stock count, so no shelf stops its quantity. */
const DOWNLOAD = 'prod-live-at-the-lantern-download';

type CartAnswer = {
  cart: { lineItems: { quantity: number }[]; subtotal: { amount: string } };
  details: { validationError: { fieldViolations: { field: string; violatedRule: string }[] } };
};

/** `count` lines of the download, each made its own line by an option value no variant reads. */
const distinctLines = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({
    catalogReference: {
      catalogItemId: DOWNLOAD,
      appId: STORES,
      options: { options: { [`note-${tag}-${i}`]: 'x' } },
    },
    quantity: 1,
  }));

const add = (token: string, lineItems: unknown[]) =>
  sandbox().call<CartAnswer>('POST', '/v1/carts/current/add-to-cart', {
    token,
    body: { lineItems },
  });

const cartOf = async (token: string) =>
  (await sandbox().call<CartAnswer>('GET', '/v1/carts/current', { token })).body.cart;

const violation = (answer: Awaited<ReturnType<typeof add>>) =>
  answer.body.details.validationError.fieldViolations[0];

describe('a cart stays within the SDK bounds', () => {
  it('refuses to grow one line past 100,000 through repeated adds', async () => {
    const token = await sandbox().visitor();
    const download = { catalogReference: { catalogItemId: DOWNLOAD, appId: STORES } };
    expect((await add(token, [{ ...download, quantity: 100_000 }])).status).toBe(200);
    const over = await add(token, [{ ...download, quantity: 1 }]);
    expect(over.status).toBe(400);
    expect(violation(over)).toMatchObject({ field: 'lineItems.quantity', violatedRule: 'MAX' });
    const cart = await cartOf(token);
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([100_000]);
    expect(cart.subtotal.amount).toBe('800000.00');
  });

  it('refuses a 301st line, however distinct its options make it', async () => {
    const token = await sandbox().visitor();
    for (const tag of ['a', 'b', 'c'])
      expect((await add(token, distinctLines(100, tag))).status).toBe(200);
    const over = await add(token, distinctLines(1, 'd'));
    expect(over.status).toBe(400);
    expect(violation(over)).toMatchObject({ field: 'lineItems', violatedRule: 'MAX_SIZE' });
    expect((await cartOf(token)).lineItems).toHaveLength(300);
  });
});

describe('a visitor keeps a bounded number of checkouts', () => {
  it('drops the oldest open checkout past ten, and never a paid one', async () => {
    const token = await sandbox().visitor();
    const tee = 'prod-lantern-room-logo-tee';
    await add(token, [
      {
        catalogReference: {
          catalogItemId: tee,
          appId: STORES,
          options: { variantId: `${tee}-v2` },
        },
      },
    ]);
    const checkout = async () =>
      (
        await sandbox().call<{ checkoutId: string }>('POST', '/v1/carts/current/create-checkout', {
          token,
          body: { channelType: 'WEB' },
        })
      ).body.checkoutId;
    const status = async (id: string) =>
      (await sandbox().call('GET', `/v1/checkouts/${id}`, { token })).status;
    const first = await checkout();
    const made = [first];
    for (let i = 0; i < MAX_OPEN_CHECKOUTS - 1; i++) made.push(await checkout());
    expect(await Promise.all(made.map(status))).toEqual(made.map(() => 200));
    const newest = await checkout();
    expect([await status(first), await status(made[1]!), await status(newest)]).toEqual([
      404, 200, 200,
    ]);
    // A paid checkout is an order's: it is not counted, nor dropped.
    const page = await sandbox().hostedPage(token, { ecomCheckout: { checkoutId: newest } });
    const paid = await sandbox().fetch(page, {
      method: 'POST',
      body: new URLSearchParams({
        card: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
        email: 'paid@example.com',
        name: 'Pat',
      }),
    });
    expect(paid.status).toBe(200);
    await add(token, [
      {
        catalogReference: {
          catalogItemId: tee,
          appId: STORES,
          options: { variantId: `${tee}-v2` },
        },
      },
    ]);
    for (let i = 0; i < MAX_OPEN_CHECKOUTS; i++) await checkout();
    expect(await status(newest)).toBe(200);
    expect(await status(made[1]!)).toBe(404);
  });
});

describe('a cart stores what the SDK declares', () => {
  it("keeps a line's options within 4 KB", async () => {
    const token = await sandbox().visitor();
    const line = (text: string) => ({
      catalogReference: {
        catalogItemId: DOWNLOAD,
        appId: STORES,
        options: { customTextFields: Object.fromEntries([...'abcdefghij'].map((k) => [k, text])) },
      },
    });
    expect((await add(token, [line('x'.repeat(380))])).status).toBe(200);
    const over = await add(token, [line('y'.repeat(420))]);
    expect(over.status).toBe(400);
    expect(violation(over)).toMatchObject({ field: 'lineItems.0.catalogReference.options' });
    expect((await cartOf(token)).lineItems).toHaveLength(1);
  });

  it('keeps the contact info the SDK declares and nothing a caller adds to it', async () => {
    const token = await sandbox().visitor();
    const contactInfo = {
      address: { country: 'US', city: 'Austin' },
      contactDetails: { firstName: 'Ada', lastName: 'Byron', phone: '+1 512 555 0100' },
    };
    const answer = await sandbox().call<{ cart: { contactInfo: unknown } }>(
      'PATCH',
      '/v1/carts/current',
      {
        token,
        body: { cartInfo: { contactInfo: { ...contactInfo, notes: 'z'.repeat(500_000) } } },
      },
    );
    expect(answer.status).toBe(200);
    expect((await cartOf(token)) as unknown).toMatchObject({ contactInfo });
    expect(answer.text.length).toBeLessThan(10_000);
  });

  it('bounds the contact details as the SDK does', async () => {
    const token = await sandbox().visitor();
    const answer = await sandbox().call<CartAnswer>('PATCH', '/v1/carts/current', {
      token,
      body: { cartInfo: { contactInfo: { contactDetails: { company: 'c'.repeat(1001) } } } },
    });
    expect(answer.status).toBe(400);
    expect(violation(answer)).toMatchObject({
      field: 'cartInfo.contactInfo.contactDetails.company',
      violatedRule: 'MAX_LENGTH',
    });
  });
});
