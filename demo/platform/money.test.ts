import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, STORES, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const TEE = 'prod-lantern-room-logo-tee';
const line = {
  catalogReference: { catalogItemId: TEE, appId: STORES, options: { variantId: `${TEE}-v2` } },
  quantity: 1,
};
const giftWrap = { productName: { original: 'Gift wrap' }, price: 0.01, quantity: 1 };

describe('money', () => {
  it('lets no visitor set a price: custom lines, merchant discounts', async () => {
    const token = await sandbox().visitor();
    const add = await sandbox().call('POST', '/v1/carts/current/add-to-cart', {
      token,
      body: { lineItems: [line], customLineItems: [giftWrap] },
    });
    expect(add.status).toBe(403);
    const patch = await sandbox().call('PATCH', '/v1/carts/current', {
      token,
      body: { lineItems: [line], merchantDiscounts: [{ amount: 1_000 }] },
    });
    expect(patch.status).toBe(403);
    const custom = await sandbox().call('PATCH', '/v1/carts/current', {
      token,
      body: { customLineItems: [giftWrap] },
    });
    expect(custom.status).toBe(403);
  });

  it('lets no visitor check out with tax or shipping off, only estimate so', async () => {
    const token = await sandbox().visitor();
    await sandbox().call('POST', '/v1/carts/current/add-to-cart', {
      token,
      body: { lineItems: [line] },
    });
    for (const off of [{ calculateTax: false }, { calculateShipping: false }]) {
      const body = { channelType: 'WEB', ...off };
      const res = await sandbox().call('POST', '/v1/carts/current/create-checkout', {
        token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    const untaxed = await sandbox().call<{ priceSummary: { tax: { amount: string } } }>(
      'POST',
      '/v1/carts/current/estimate-totals',
      { token, body: { calculateTax: false } },
    );
    expect([untaxed.status, untaxed.body.priceSummary.tax.amount]).toEqual([200, '0.00']);
    const asked = await sandbox().call<{ priceSummary: { tax: { amount: string } } }>(
      'POST',
      '/v1/carts/current/estimate-totals',
      { token, body: { calculateTax: true, calculateShipping: true } },
    );
    expect(asked.status).toBe(200);
    expect(Number(asked.body.priceSummary.tax.amount)).toBeGreaterThan(0);
  });

  it('taxes a US address however its country code is written, and takes no made-up code', async () => {
    const token = await sandbox().visitor();
    await sandbox().call('POST', '/v1/carts/current/add-to-cart', {
      token,
      body: { lineItems: [line] },
    });
    const taxFor = async (country: string) => {
      const res = await sandbox().call<{ priceSummary: { tax: { amount: string } } }>(
        'POST',
        '/v1/carts/current/estimate-totals',
        { token, body: { shippingAddress: { country } } },
      );
      return res.status === 200 ? res.body.priceSummary.tax.amount : res.status;
    };
    const us = await taxFor('US');
    expect(Number(us)).toBeGreaterThan(0);
    expect(await taxFor('us')).toBe(us);
    expect(await taxFor('Us')).toBe(us);
    for (const bad of ['U', 'U1', 'u.', '  ']) expect(await taxFor(bad)).toBe(400);
  });

  it('takes no percentage discount over 100, which would price a line below zero', async () => {
    const product = (discount: unknown) =>
      sandbox().call('POST', '/stores/v1/products', {
        token: ADMIN_KEY,
        body: { product: { name: 'Minus', priceData: { price: 100 }, discount } },
      });
    expect((await product({ type: 'PERCENT', value: 150 })).status).toBe(400);
    expect((await product({ type: 'PERCENT', value: 100 })).status).toBe(200);
    expect((await product({ type: 'AMOUNT', value: 150 })).status).toBe(200);
  });

  it('lets an elevated caller add custom lines and merchant discounts', async () => {
    const res = await sandbox().call<{ cart: { subtotal: { amount: string } } }>(
      'POST',
      '/v1/carts/current/add-to-cart',
      { token: ADMIN_KEY, body: { customLineItems: [{ ...giftWrap, price: 3 }] } },
    );
    expect([res.status, res.body.cart.subtotal.amount]).toEqual([200, '3.00']);
    const totals = await sandbox().call<{ priceSummary: { total: { amount: string } } }>(
      'POST',
      '/v1/carts/current/estimate-totals',
      { token: ADMIN_KEY, body: { calculateTax: false, calculateShipping: false } },
    );
    expect(totals.body.priceSummary.total.amount).toBe('3.00');
  });
});

describe('tickets', () => {
  it('counts every entry of a ticket type against its limit per checkout', async () => {
    const ticket = 'evt-velvet-static-release-t2'; // Balcony Seat, 6 per checkout
    const split = await sandbox().call<{ details: { applicationError: { code: string } } }>(
      'POST',
      '/v1/checkout/reservations',
      {
        token: await sandbox().visitor(),
        body: {
          eventId: 'evt-velvet-static-release',
          ticketQuantities: [
            { ticketDefinitionId: ticket, quantity: 6 },
            { ticketDefinitionId: ticket, quantity: 6 },
          ],
        },
      },
    );
    expect(split.status).toBe(400);
    expect(split.body.details.applicationError.code).toBe('TICKET_LIMIT_PER_CHECKOUT_EXCEEDED');
  });
});
