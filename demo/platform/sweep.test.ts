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

  it('refuses deeply nested JSON and malformed % escapes with 400 violations', async () => {
    const nested = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    const deepFilter = (n: number) =>
      `{"query":{"filter":${'{"$and":['.repeat(n)}{"price":1}${']}'.repeat(n)}}}`;
    const rules = async (res: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await res;
      const violations = (body as { details?: { validationError?: { fieldViolations?: [] } } })
        .details?.validationError?.fieldViolations;
      return [status, (violations ?? []).map((v: { violatedRule: string }) => v.violatedRule)];
    };
    for (const raw of [nested(100_000), deepFilter(5_000), deepFilter(70)]) {
      expect(await rules(sandbox().call('POST', '/v1/products/query', { raw }))).toEqual([
        400,
        ['MAX_DEPTH'],
      ]);
    }
    const r = Buffer.from(deepFilter(70)).toString('base64url');
    expect((await sandbox().call('GET', `/v1/products/query-platformized?.r=${r}`)).status).toBe(
      400,
    );
    // Dotted parameters nest too: thousands of `$not`s once overflowed the matcher's stack.
    const dotted = `query.filter.${'$not.'.repeat(3_000)}name=x`;
    expect(await rules(sandbox().call('GET', `/v1/products/query-platformized?${dotted}`))).toEqual(
      [400, ['MAX_DEPTH']],
    );
    // A filter as deep as real ones still works.
    expect(
      (await sandbox().call('POST', '/v1/products/query', { raw: deepFilter(3) })).status,
    ).toBe(200);
    for (const path of ['/media/tile/ff0000/%E0%A4%A.svg', '/widgets/%E0%A4%A.js', '/widgets/%']) {
      expect((await sandbox().call('GET', path)).status, path).toBe(400);
    }
  });

  it('keeps a bounded number of redirect sessions per caller, for a day at most', async () => {
    const create = (token: string | undefined, body: unknown = { login: {} }) =>
      sandbox().call<{ redirectSession: { fullUrl: string } }>('POST', '/v1/redirect-session', {
        token,
        body,
      });
    const open = async (url: string) => (await sandbox().fetch(url)).status;
    const other = (await create(await sandbox().visitor())).body.redirectSession.fullUrl;
    const visitor = await sandbox().visitor();
    const first = (await create(visitor)).body.redirectSession.fullUrl;
    for (let i = 0; i < 50; i++) await create(visitor);
    const last = (await create(visitor)).body.redirectSession.fullUrl;
    expect([await open(first), await open(last), await open(other)]).toEqual([404, 200, 200]);
    const huge = await create(visitor, { preferences: { blob: 'x'.repeat(20_000) } });
    expect(huge.status).toBe(400);
    await sandbox().control('POST', 'clock', { advanceMs: 24 * 3600 * 1000 + 1 });
    expect(await open(last)).toBe(404);
  });

  it('serves CORS for any origin without credentials, and injected faults', async () => {
    const pre = await sandbox().fetch(`${sandbox().url}/v1/carts/current`, {
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
