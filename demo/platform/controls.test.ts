import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

/** What a page on another port can send without a preflight: a form or a "simple" fetch. */
const simplePost = (path: string, body: string) =>
  sandbox().call('POST', path, {
    raw: body,
    headers: { 'content-type': 'text/plain', origin: 'http://127.0.0.1:1' },
  });

describe('test controls', () => {
  it('refuse callers without the admin key, even with the control header', async () => {
    for (const [method, path] of [
      ['POST', '/_sandbox/reset'],
      ['POST', '/_sandbox/clock'],
      ['POST', '/_sandbox/faults'],
      ['DELETE', '/_sandbox/faults'],
      ['GET', '/_sandbox/outbox'],
    ] as const) {
      const res = await sandbox().call(method, path, {
        token: await sandbox().visitor(),
        headers: { 'x-sandbox-control': '1' },
        ...(method === 'GET' ? {} : { body: { advanceMs: 1 } }),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('refuse a simple cross-origin request: no control header, no JSON', async () => {
    expect((await simplePost('/_sandbox/reset', '{}')).status).toBe(403);
    const withKeyNoHeader = await sandbox().call('POST', '/_sandbox/clock', {
      token: ADMIN_KEY,
      body: { advanceMs: 1 },
    });
    expect(withKeyNoHeader.status).toBe(403);
    const formBody = await sandbox().call('POST', '/_sandbox/clock', {
      token: ADMIN_KEY,
      raw: 'advanceMs=1',
      headers: { 'x-sandbox-control': '1', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formBody.status).toBe(403);
  });

  it('are never readable cross-origin: no CORS answer, not even to a preflight', async () => {
    const pre = await sandbox().fetch(`${sandbox().url}/_sandbox/outbox`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:1',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const outbox = await sandbox().control('GET', 'outbox');
    expect(outbox.status).toBe(200);
    expect(outbox.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('stay unreadable under a public prefix that maps onto them', async () => {
    // `/back-in-stock-service` maps onto the bare service path: this is /_sandbox/outbox.
    const aliased = `${sandbox().url}/back-in-stock-service/_sandbox/outbox`;
    const pre = await sandbox().fetch(aliased, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:1',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const outbox = await sandbox().fetch(aliased, {
      headers: { authorization: ADMIN_KEY, origin: new URL(sandbox().url).origin },
    });
    expect(outbox.status).toBe(200);
    expect(outbox.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keep health public and free of secrets', async () => {
    const health = await sandbox().call('GET', '/_sandbox/health');
    expect(health.status).toBe(200);
    expect(health.text).not.toContain(ADMIN_KEY);
    expect(Object.keys(health.body).sort()).toEqual(['now', 'ok']);
  });

  it('let faults set a failure status, a delay and Retry-After, nothing else', async () => {
    const refused = [
      { path: '/v1/carts/current', status: 302 },
      { path: '/v1/carts/current', status: 200 },
      { path: '/v1/carts/current', status: 503, headers: { Location: 'https://evil.example' } },
      { path: '/v1/carts/current', status: 503, body: { cart: { id: 'forged' } } },
      { path: '/widgets/widgets.js', status: 503 },
    ];
    for (const fault of refused) {
      const res = await sandbox().control('POST', 'faults', fault);
      expect(res.status, JSON.stringify(fault)).toBe(400);
    }
    const widgets = await sandbox().call('GET', '/widgets/widgets.js');
    expect(widgets.status).not.toBe(503);
  });
});
