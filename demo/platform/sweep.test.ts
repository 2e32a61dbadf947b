import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const HUGE = 'x'.repeat(100_000);
const BAD_BODIES: (string | undefined)[] = [
  '{not json',
  '[]',
  '"text"',
  JSON.stringify({ query: { filter: { price: { $regex: 'x' } } } }),
  JSON.stringify({
    lineItems: 'nope',
    eventId: 42,
    event: { title: HUGE },
    grantType: 'bogus',
    status: ['WHAT'],
  }),
  JSON.stringify({
    product: { name: HUGE, priceData: { price: 'free' } },
    ticketQuantities: [{ quantity: -1 }],
  }),
  JSON.stringify({ email: 'not-an-email', loginId: { email: 5 }, password: null, code: {} }),
  undefined,
];

/** Every route the app registers, with params filled by plausible and implausible ids. */
const routes = () =>
  sandbox()
    .app.routes.filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:[A-Za-z.]+/g, 'evt-open-mic-night') }));

describe('bad input sweep', () => {
  it('answers every route with bad bodies and tokens without a single 5xx', async () => {
    const list = routes();
    expect(list.length).toBeGreaterThan(90);
    const failures: string[] = [];
    for (const token of [undefined, ADMIN_KEY, await sandbox().visitor(), 'garbage-token']) {
      for (const { method, path } of list) {
        for (const raw of method === 'GET' ? [undefined] : BAD_BODIES) {
          const res = await sandbox().call(method, path, { token, raw });
          if (res.status >= 500)
            failures.push(`${method} ${path} ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000); // about 3000 sequential requests: generous for a loaded CI machine

  it('answers GET query params that are wrong with 400 violations', async () => {
    const bad = await sandbox().call<{
      details: { validationError: { fieldViolations: { violatedRule: string }[] } };
    }>('GET', '/v1/orders?status=WHAT&limit=-3', { token: ADMIN_KEY });
    expect(bad.status).toBe(400);
    const rules = bad.body.details.validationError.fieldViolations.map((v) => v.violatedRule);
    expect(rules).toContain('INVALID_ENUM_VALUE');
    expect((await sandbox().call('GET', '/v1/products/query-platformized?.r=%%%')).status).toBe(
      400,
    );
    expect((await sandbox().call('GET', '/nowhere')).body).toMatchObject({
      details: { applicationError: { code: 'NOT_FOUND' } },
    });
  });

  it('reports violations in the spec format, fields sorted', async () => {
    const res = await sandbox().call<{
      message: string;
      details: { validationError: { fieldViolations: { field: string; violatedRule: string }[] } };
    }>('POST', '/v2/register', {
      body: { loginId: { email: 'nope' }, password: 'x'.repeat(500) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^INVALID_ARGUMENT: "loginId.email" .*, "password" /);
    expect(res.body.details.validationError.fieldViolations.map((v) => v.violatedRule)).toEqual([
      'FORMAT',
      'MAX_LENGTH',
    ]);
    const missing = await sandbox().call<{
      details: { validationError: { fieldViolations: { violatedRule: string }[] } };
    }>('POST', '/v1/carts/current/remove-line-items', {
      token: await sandbox().visitor(),
      body: {},
    });
    expect(missing.body.details.validationError.fieldViolations[0]!.violatedRule).toBe(
      'REQUIRED_FIELD',
    );
  });

  it('serves CORS for any origin without credentials, and injected faults', async () => {
    const pre = await fetch(`${sandbox().url}/v1/carts/current`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://cms.example',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
    await sandbox().control('POST', 'faults', {
      path: '/v3/events/query',
      status: 503,
      count: 1,
      retryAfterSeconds: 2,
    });
    const first = await sandbox().call('POST', '/v3/events/query', { body: {} });
    expect([first.status, first.headers.get('retry-after')]).toEqual([503, '2']);
    expect((await sandbox().call('POST', '/v3/events/query', { body: {} })).status).toBe(200);
    // A fault on the public path hits the service path too, and the other way round.
    await sandbox().control('POST', 'faults', {
      path: '/events/v3/events/query',
      status: 503,
      count: 1,
    });
    expect((await sandbox().call('POST', '/v3/events/query', { body: {} })).status).toBe(503);
    await sandbox().control('POST', 'faults', { path: '/v3/events/query', status: 503, count: 1 });
    const prefixed = await sandbox().call('POST', '/events/v3/events/query', { body: {} });
    expect(prefixed.status).toBe(503);
    const widgets = await sandbox().call('GET', '/widgets/definitely-missing.js');
    expect(widgets.status).toBe(404);
  });
});
