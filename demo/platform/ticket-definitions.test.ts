import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const BASE = '/events-ticket-definitions/v3/ticket-definitions';
const ALBUM = 'evt-velvet-static-release';

interface Definition {
  id: string;
  eventId: string;
  name: string;
  saleStatus: string;
  limitPerCheckout: number;
  pricingMethod: Record<string, unknown>;
  salesDetails?: Record<string, unknown>;
  eventDetails?: { title: string; eventPageUrl: { base: string; path: string }; status: string };
}
interface QueryAnswer {
  ticketDefinitions: Definition[];
  metadata: { count: number; total?: number; cursors?: { next: string | null } };
}

const query = (path: string, token: string | undefined, body: unknown) =>
  sandbox().call<QueryAnswer>('POST', `${BASE}${path}`, { ...(token ? { token } : {}), body });

describe('ticket definitions v3', () => {
  it('lists the available ones of published events to anyone, without sales figures', async () => {
    const token = await sandbox().visitor();
    const answer = await query('/available/query', token, {
      query: { filter: { eventId: ALBUM } },
      fields: ['SALES_DETAILS', 'EVENT_DETAILS'],
    });
    expect(answer.status).toBe(200);
    const defs = answer.body.ticketDefinitions;
    expect(defs.map((d) => d.name)).toEqual([
      'General Admission',
      'Balcony Seat',
      'Early Bird',
      'VIP Meet and Greet',
      'Pay What You Can',
    ]);
    expect(defs[0]).toMatchObject({
      hidden: false,
      limited: true,
      initialLimit: 200,
      feeType: 'FEE_INCLUDED',
      saleStatus: 'SALE_STARTED',
      pricingMethod: {
        fixedPrice: { value: '25.00', currency: 'USD' },
        pricingType: 'STANDARD',
        free: false,
      },
    });
    expect(defs[3]!.saleStatus).toBe('SALE_SCHEDULED');
    expect(defs[4]!.pricingMethod).toEqual({
      guestPrice: { value: '5.00', currency: 'USD' },
      pricingType: 'DONATION',
      free: false,
    });
    expect(defs.every((d) => d.salesDetails === undefined)).toBe(true);
    expect(defs[0]!.eventDetails).toMatchObject({
      title: 'The Velvet Static Album Release Show',
      status: 'UPCOMING',
      eventPageUrl: {
        base: sandbox().url,
        path: '/hosted/events/the-velvet-static-album-release-show',
      },
    });
    // Without a token too; never a draft's.
    const all = await query('/available/query', undefined, { query: {} });
    const drafts = new Set(
      sandbox()
        .platform.db.events.all()
        .filter((e) => e.status === 'DRAFT')
        .map((e) => e.id),
    );
    expect(drafts.size).toBeGreaterThan(0);
    expect(all.body.ticketDefinitions.some((d) => drafts.has(d.eventId))).toBe(false);
  });

  it("gives the admin every definition, drafts' too, with seats reserved, sold and left", async () => {
    const token = await sandbox().visitor();
    const reserved = await sandbox().call('POST', '/events/v1/checkout/reservations', {
      token,
      body: {
        eventId: ALBUM,
        ticketQuantities: [{ ticketDefinitionId: `${ALBUM}-t1`, quantity: 2 }],
      },
    });
    expect(reserved.status).toBe(200);
    const all = await query('/query', ADMIN_KEY, {
      query: { cursorPaging: { limit: 100 } },
      fields: ['SALES_DETAILS'],
    });
    const byId = new Map(all.body.ticketDefinitions.map((d) => [d.id, d]));
    const drafts = sandbox()
      .platform.db.events.all()
      .filter((e) => e.status === 'DRAFT');
    expect(all.body.ticketDefinitions.some((d) => d.eventId === drafts[0]!.id)).toBe(true);
    expect(byId.get(`${ALBUM}-t1`)!.salesDetails).toEqual({
      unsoldCount: 198,
      soldCount: 0,
      reservedCount: 2,
      soldOut: false,
    });
    const soldOut = all.body.ticketDefinitions.find((d) => d.salesDetails?.soldOut)!;
    expect(soldOut.salesDetails).toMatchObject({ unsoldCount: 0, reservedCount: 0 });
    expect(soldOut.salesDetails!.soldCount).toBeGreaterThan(0);
    expect(soldOut.limitPerCheckout).toBe(0);
    // Unlimited: no limit and nothing left to count down.
    const stream = all.body.ticketDefinitions.find((d) => d.name === 'Stream Pass')!;
    expect(stream).toMatchObject({ limited: false, limitPerCheckout: 5 });
    expect(stream.salesDetails!.unsoldCount).toBeNull();
  });

  it('filters on computed fields and pages by cursor, the filter kept', async () => {
    const scheduled = await query('/query', ADMIN_KEY, {
      query: { filter: { saleStatus: 'SALE_SCHEDULED' } },
    });
    expect(scheduled.body.ticketDefinitions.map((d) => d.name)).toEqual(['VIP Meet and Greet']);
    const filter = { eventId: ALBUM, 'pricingMethod.free': false };
    const first = await query('/query', ADMIN_KEY, {
      query: { filter, sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 2 } },
    });
    const names = first.body.ticketDefinitions.map((d) => d.name);
    expect(names).toEqual(['Balcony Seat', 'Early Bird']);
    const cursor = first.body.metadata.cursors!.next;
    const second = await query('/query', ADMIN_KEY, {
      query: { cursorPaging: { limit: 2, cursor } },
    });
    expect(second.body.ticketDefinitions.map((d) => d.name)).toEqual([
      'General Admission',
      'Pay What You Can',
    ]);
    // Offset paging, as QueryV2 also allows: a total.
    const offset = await query('/available/query', undefined, {
      query: { filter: { eventId: ALBUM }, paging: { limit: 2, offset: 4 } },
    });
    expect(offset.body.metadata).toMatchObject({ count: 1, total: 5 });
  });

  it('gets one for the admin; visitors may only query the available ones', async () => {
    const path = `/events/v3/ticket-definitions/${ALBUM}-t2?fields=EVENT_DETAILS`;
    const got = await sandbox().call<{ ticketDefinition: Definition }>('GET', path, {
      token: ADMIN_KEY,
    });
    expect(got.status).toBe(200);
    expect(got.body.ticketDefinition).toMatchObject({ name: 'Balcony Seat', eventId: ALBUM });
    expect(got.body.ticketDefinition.eventDetails?.title).toBe(
      'The Velvet Static Album Release Show',
    );
    const token = await sandbox().visitor();
    for (const refused of [
      await sandbox().call('GET', path, { token }),
      await query('/query', token, { query: {} }),
      await query('/query', undefined, { query: {} }),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        details: { applicationError: { code: 'PERMISSION_DENIED' } },
      });
    }
    const unknown = await sandbox().call('GET', `${BASE}/nope`, { token: ADMIN_KEY });
    expect(unknown.status).toBe(404);
  });

  it('counts the available ones (not hidden) for anyone, whatever their sale or seats left', async () => {
    const JAZZ = 'evt-small-hours-jazz-trio';
    const count = async (filter: unknown, token?: string) => {
      const res = await sandbox().call<{ metadata: { count: number; total: number } }>(
        'POST',
        '/events/v3/ticket-definitions/available/count',
        { ...(token ? { token } : {}), body: { filter } },
      );
      expect(res.status).toBe(200);
      expect(res.body.metadata.total).toBe(res.body.metadata.count);
      return res.body.metadata.count;
    };
    // What the available query lists for the same filter: the album show's five, sold out
    // (Early Bird) and not on sale yet (VIP) among them.
    const listed = await query('/available/query', undefined, {
      query: { filter: { eventId: ALBUM }, paging: { limit: 100 } },
    });
    expect(listed.body.ticketDefinitions).toHaveLength(5);
    expect(await count({ eventId: ALBUM })).toBe(5);
    const both = { eventId: { $in: [ALBUM, JAZZ] } };
    expect(await count(both, await sandbox().visitor())).toBe(6);
    // A filter on the sale narrows it: only VIP is yet to go on sale.
    expect(await count({ eventId: ALBUM, saleStatus: 'SALE_SCHEDULED' })).toBe(1);
    // Every seat of the jazz trio held: still available, as a definition.
    const held = await sandbox().call<{ id: string }>('POST', '/events/v1/checkout/reservations', {
      token: ADMIN_KEY,
      body: {
        eventId: JAZZ,
        ticketQuantities: [{ ticketDefinitionId: `${JAZZ}-t1`, quantity: 10 }],
        ignoreLimits: true,
      },
    });
    expect(held.status).toBe(200);
    expect(await count(both)).toBe(6);
    // Drafts' tickets are never counted.
    const draft = sandbox()
      .platform.db.events.all()
      .find((e) => e.status === 'DRAFT')!;
    expect(await count({ eventId: draft.id })).toBe(0);
  });

  it('refuses a count whose filter it cannot apply', async () => {
    const COUNT = '/events-ticket-definitions/v3/ticket-definitions/available/count';
    for (const [raw, code] of [
      ['[]', undefined],
      [JSON.stringify({ filter: 'eventId' }), undefined],
      [JSON.stringify({ filter: { eventId: { $regex: 'evt' } } }), 'FILTER_PARSER_ERROR'],
      [JSON.stringify({ filter: { $or: { eventId: ALBUM } } }), 'FILTER_PARSER_ERROR'],
      [JSON.stringify({ filter: { eventId: { $in: ALBUM } } }), 'FILTER_PARSER_ERROR'],
      [JSON.stringify({ filter: { $where: 'true' } }), 'FILTER_PARSER_ERROR'],
      // Refused even after a condition no definition meets.
      [
        JSON.stringify({ filter: { eventId: 'none', name: { $like: 'x' } } }),
        'FILTER_PARSER_ERROR',
      ],
    ] as const) {
      const refused = await sandbox().call('POST', COUNT, { raw });
      expect(refused.status, raw).toBe(400);
      expect(refused.body, raw).toMatchObject({
        details: code
          ? { applicationError: { code } }
          : { validationError: { fieldViolations: [expect.anything()] } },
      });
    }
  });

  it('validates the request at the edge', async () => {
    for (const [body, field, rule] of [
      [{}, 'query', 'REQUIRED_FIELD'],
      [{ query: {}, fields: ['EVERYTHING'] }, 'fields.0', 'INVALID_ENUM_VALUE'],
      [{ query: {}, fields: Array(6).fill('EVENT_DETAILS') }, 'fields', 'MAX_SIZE'],
      [{ query: { cursorPaging: { limit: 101 } } }, 'query.cursorPaging.limit', 'MAX'],
      [{ query: { cursorPaging: { cursor: 'forged' } } }, 'cursorPaging.cursor', 'FORMAT'],
    ] as const) {
      const refused = await query('/available/query', undefined, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({
        details: { validationError: { fieldViolations: [{ field, violatedRule: rule }] } },
      });
    }
  });
});

describe('creating ticket definitions', () => {
  const OPEN_MIC = 'evt-open-mic-night';
  const create = (token: string, ticketDefinition: Record<string, unknown>) =>
    sandbox().call<{ ticketDefinition: Definition & { feeType: string; limited: boolean } }>(
      'POST',
      BASE,
      { token, body: { ticketDefinition: { eventId: OPEN_MIC, ...ticketDefinition } } },
    );

  it('takes a fee added at checkout, a donation and seats from the admin, and sells them', async () => {
    const fee = await create(ADMIN_KEY, {
      name: 'Front Row',
      pricingMethod: { fixedPrice: { value: '12.50', currency: 'USD' } },
      feeType: 'FEE_ADDED_AT_CHECKOUT',
      initialLimit: 2,
    });
    expect(fee.status).toBe(200);
    expect(fee.body.ticketDefinition).toMatchObject({
      eventId: OPEN_MIC,
      feeType: 'FEE_ADDED_AT_CHECKOUT',
      limited: true,
      pricingMethod: { fixedPrice: { value: '12.50', currency: 'USD' }, free: false },
    });
    const gift = await create(ADMIN_KEY, {
      name: 'Supporter',
      pricingMethod: { guestPrice: { value: '3' } },
    });
    expect(gift.body.ticketDefinition.pricingMethod).toMatchObject({
      guestPrice: { value: '3.00' },
      pricingType: 'DONATION',
    });
    // What the ticket widget reads: the visitor's list of tickets on sale.
    const token = await sandbox().visitor();
    const onSale = await sandbox().call<{
      definitions: { id: string; wixFeeConfig: { type: string }; pricing: unknown }[];
    }>('POST', '/events/v1/checkout/available-tickets/query', {
      token,
      body: { filter: { eventId: OPEN_MIC }, limit: 100 },
    });
    const sold = onSale.body.definitions.find((d) => d.id === fee.body.ticketDefinition.id);
    expect(sold?.wixFeeConfig.type).toBe('FEE_ADDED_AT_CHECKOUT');
    const donation = onSale.body.definitions.find((d) => d.id === gift.body.ticketDefinition.id);
    expect(donation?.pricing).toMatchObject({
      pricingType: 'DONATION',
      minPrice: { amount: '3.00' },
    });
  });

  it('refuses visitors and prices the sandbox cannot hold', async () => {
    const visitor = await sandbox().visitor();
    const body = { name: 'X', pricingMethod: { fixedPrice: { value: '1' } } };
    expect((await create(visitor, body)).status).toBe(403);
    const big = await create(ADMIN_KEY, {
      ...body,
      pricingMethod: { fixedPrice: { value: '1e9' } },
    });
    expect(big.status).toBe(400);
  });
});
