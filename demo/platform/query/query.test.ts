import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, useTestSandbox } from '../test-support.ts';

const sandbox = useTestSandbox();

/**
 * Field names a filter or sort may hold that every object inherits: they name no field of a
 * document (nor an alias), so they match nothing and sort nothing. Each one was a 500.
 */
const INHERITED = ['constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('queries naming fields every object inherits', () => {
  it('filter and sort events, products and tickets as unknown fields, or refuse them, for visitors', async () => {
    const { call, visitor } = sandbox();
    const token = await visitor();
    for (const name of INHERITED) {
      // Events filter only by the fields their SDK lists: any other is refused, never a 500.
      const events = await call('POST', '/v3/events/query', {
        token,
        body: { query: { filter: { [name]: { $exists: true } } } },
      });
      expect([events.status, events.body]).toMatchObject([
        400,
        { details: { applicationError: { code: 'FILTER_PARSER_ERROR' } } },
      ]);
      const sorted = await call<{ events: unknown[] }>('POST', '/v3/events/query', {
        token,
        body: { query: { sort: [{ fieldName: name }] } },
      });
      expect(sorted.status).toBe(200);
      expect(sorted.body.events.length).toBeGreaterThan(0);
      // Products filter and sort only by the fields their SDK's query spec lists.
      for (const query of [{ filter: { [name]: 'x' } }, { sort: [{ fieldName: name }] }]) {
        const products = await call('POST', '/v1/products/query', { token, body: { query } });
        expect([products.status, products.body]).toMatchObject([
          400,
          {
            details: { validationError: { fieldViolations: [{ ruleName: 'FIELD_NOT_ALLOWED' }] } },
          },
        ]);
      }
      const tickets = await call<{ definitions: unknown[] }>(
        'POST',
        '/v1/checkout/available-tickets/query',
        { token, body: { limit: 10, filter: { [name]: { $exists: true } } } },
      );
      expect(tickets.status).toBe(200);
      expect(tickets.body.definitions).toEqual([]);
      const byName = await call('GET', `/v1/checkout/available-tickets?sort=${name}:asc`, {
        token,
      });
      expect(byName.status).toBe(200);
    }
  });

  it("refuse it in the admin's back-in-stock query, which filters by the SDK's fields only", async () => {
    const { call, visitor } = sandbox();
    const asked = await call('POST', '/v1/back-in-stock-notification-requests', {
      token: await visitor(),
      body: {
        request: {
          catalogReference: { catalogItemId: 'prod-sold-out-tour-tee' },
          email: 'query-fields@example.com',
        },
      },
    });
    expect(asked.status).toBe(200);
    const res = await call(
      'GET',
      '/v1/back-in-stock-notification-requests?query.filter.toString=1',
      { token: ADMIN_KEY },
    );
    expect([res.status, res.body]).toMatchObject([
      400,
      { details: { validationError: { fieldViolations: [{ field: 'filter.toString' }] } } },
    ]);
    // Its own fields answer: the request just made is waiting.
    const waiting = await call<{ requests: unknown[] }>(
      'GET',
      '/v1/back-in-stock-notification-requests?query.filter.status=RECEIVED',
      { token: ADMIN_KEY },
    );
    expect(waiting.status).toBe(200);
    expect(waiting.body.requests.length).toBeGreaterThan(0);
  });

  it('refuse an object where a text operator wants text, as the caller’s error', async () => {
    const { call, visitor } = sandbox();
    const token = await visitor();
    // An object whose own toString is no function cannot even be printed.
    for (const op of ['$startsWith', '$endsWith', '$contains']) {
      const condition = { name: { [op]: { toString: 1 } } };
      const products = await call('POST', '/v1/products/query', {
        token,
        body: { query: { filter: condition } },
      });
      expect(products).toMatchObject({
        status: 400,
        body: {
          details: { validationError: { fieldViolations: [{ field: `filter.name.${op}` }] } },
        },
      });
      // Event queries answer a filter they cannot apply with the SDK's FILTER_PARSER_ERROR.
      const events = await call('POST', '/v3/events/query', {
        token,
        body: { query: { filter: { title: condition.name } } },
      });
      expect(events).toMatchObject({
        status: 400,
        body: { details: { applicationError: { code: 'FILTER_PARSER_ERROR' } } },
      });
    }
  });
});

describe('product and collection queries naming a field their query spec does not list', () => {
  const refused = (field: string) => ({
    status: 400,
    body: {
      message: expect.stringMatching(/^INVALID_ARGUMENT: /),
      details: { validationError: { fieldViolations: [{ field, ruleName: 'FIELD_NOT_ALLOWED' }] } },
    },
  });

  it('refuse the filter or sort, in the body, the .r parameter and nested filters, never an empty 200', async () => {
    const { call, visitor } = sandbox();
    const token = await visitor();
    const cases: [string, unknown, string][] = [
      ['/v1/products/query', { filter: { colour: 'red' } }, 'filter.colour'],
      ['/v1/products/query', { filter: { $or: [{ name: 'x' }, { stock: 1 }] } }, 'filter.stock'],
      [
        '/v1/products/query',
        { sort: [{ fieldName: 'name' }, { fieldName: 'rating' }] },
        'sort.1.fieldName',
      ],
      // Filter-only in the SDK's spec: the product list's newest-first sorts by numericId.
      ['/v1/products/query', { sort: [{ fieldName: 'createdDate' }] }, 'sort.0.fieldName'],
      [
        '/v1/products/query-platformized',
        { filter: { 'price.amount': { $gt: 1 } } },
        'filter.price.amount',
      ],
      ['/v2/collections/query', { filter: { slug: 'apparel' } }, 'filter.slug'],
      ['/v2/collections/query', { sort: [{ fieldName: 'numberOfProducts' }] }, 'sort.0.fieldName'],
    ];
    for (const [path, query, field] of cases) {
      expect(await call('POST', path, { token, body: { query } })).toMatchObject(refused(field));
    }
    const r = Buffer.from(JSON.stringify({ query: { filter: { colour: 'red' } } })).toString(
      'base64url',
    );
    expect(await call('GET', `/v1/products/query-platformized?.r=${r}`, { token })).toMatchObject(
      refused('filter.colour'),
    );
  });

  it('answer the fields their SDK lists, in its wire names', async () => {
    const { call, visitor } = sandbox();
    const token = await visitor();
    const products = await call<{ products: { id: string }[] }>('POST', '/v1/products/query', {
      token,
      body: {
        query: {
          filter: {
            id: { $exists: true },
            createdDate: { $exists: true },
            'priceData.price': { $gt: 0 },
            collectionIds: { $hasSome: ['col-apparel'] },
          },
          sort: [{ fieldName: 'numericId', order: 'DESC' }],
        },
      },
    });
    expect(products.status).toBe(200);
    expect(products.body.products.length).toBeGreaterThan(0);
    const collections = await call<{ collections: { name: string }[] }>(
      'POST',
      '/v2/collections/query',
      {
        token,
        body: { query: { filter: { name: { $startsWith: 'a' } }, sort: [{ fieldName: 'id' }] } },
      },
    );
    expect(collections.status).toBe(200);
    expect(collections.body.collections.map((c) => c.name[0]?.toLowerCase())).toContain('a');
  });
});
