import { describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { isSystemError, isTimeoutError, TimeoutError } from './errors';
import { createTransport, encodeParams } from './transport';
import { API, recorder, useServer } from './testing/msw';
import { decodeR } from './encoding';

const server = useServer();
const transport = (hooks = {}) =>
  createTransport({ origin: `${API}/`, authorize: () => 'raw-token', hooks });

/** A server that never answers: the request ends only when its signal aborts it. */
const hanging = vi.fn<typeof fetch>((input) => {
  const { signal } = input as Request; // the transport always fetches a Request
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
});

describe('transport', () => {
  it('gives up after its timeout with a TimeoutError, matched on name', async () => {
    const t = createTransport({ origin: API, authorize: () => '', fetch: hanging, timeoutMs: 20 });
    const error = await t.get('/v1/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(isTimeoutError(error)).toBe(true);
    expect(isSystemError(error)).toBe(false);
    expect(error).toMatchObject({ timeoutMs: 20, message: expect.stringContaining('/v1/slow') });
    // Across bundles `instanceof` fails; the guard reads `name`, as ky's does.
    expect(isTimeoutError(Object.assign(new Error('x'), { name: 'TimeoutError' }))).toBe(true);
  });

  it("aborts with the caller's signal and rejects with its reason, not a platform error", async () => {
    const t = createTransport({ origin: API, authorize: () => '', fetch: hanging });
    const caller = new AbortController();
    const pending = t.get('/v1/x', {}, { signal: caller.signal });
    await vi.waitFor(() => expect(hanging).toHaveBeenCalled());
    caller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect((hanging.mock.lastCall![0] as Request).signal.aborted).toBe(true);
  });

  it('sends the token raw in Authorization, JSON bodies, and reads JSON', async () => {
    const { seen, handler } = recorder(() => HttpResponse.json({ ok: true }));
    server.use(handler);
    await expect(transport().post('/v1/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/x',
      body: { a: 1 },
      authorization: 'raw-token',
    });
  });

  it("carries the server's Retry-After on the error", async () => {
    const { handler } = recorder(
      () => new HttpResponse(null, { status: 429, headers: { 'retry-after': '3' } }),
    );
    server.use(handler);
    await expect(transport().get('/v1/x')).rejects.toMatchObject({
      name: 'ApplicationError',
      code: 'TOO_MANY_REQUESTS',
      retryAfterMs: 3000,
    });
  });

  it('params travel as the SDK writes them: repeated keys, dotted paths', () => {
    expect(encodeParams({ eventId: 'e1', limit: 5, skip: undefined })).toBe('eventId=e1&limit=5');
    expect(encodeParams({ eventId: ['e1', 'e2'], paging: { limit: 2 } })).toBe(
      'eventId=e1&eventId=e2&paging.limit=2',
    );
    expect(encodeParams({})).toBe('');
  });

  it('a query call with nested params travels as one .r parameter', () => {
    const encoded = encodeParams({ query: { filter: { a: 1 } }, limit: 2 }, true);
    expect(encoded).toMatch(/^\.r=[A-Za-z0-9_-]+$/);
    expect(decodeR(encoded.slice(3))).toEqual({ query: { filter: { a: 1 } }, limit: 2 });
    expect(encodeParams({ limit: 2 }, true)).toBe('limit=2');
  });

  it('GET with 4000 characters of query string stays a GET; 4001 becomes a POST', async () => {
    const { seen, handler } = recorder();
    server.use(handler);
    await transport().get('/v1/q', { q: 'a'.repeat(3998) }, { query: true });
    await transport().get('/v1/q', { q: 'a'.repeat(3999) }, { query: true });
    expect(seen[0]).toMatchObject({ method: 'GET', queryLength: 4000, body: undefined });
    expect(seen[1]).toMatchObject({
      method: 'POST',
      path: '/v1/q',
      queryLength: 0,
      body: { q: 'a'.repeat(3999) },
    });
  });

  it('answers NaN/Infinity strings as numbers; empty bodies as {}', async () => {
    server.use(
      recorder(({ path }) =>
        path === '/empty'
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ total: 'Infinity', x: 'NaN' }),
      ).handler,
    );
    const answer = await transport().get<{ total: number; x: number }>('/v1/n');
    expect(answer.total).toBe(Infinity);
    expect(answer.x).toBeNaN();
    await expect(transport().delete('/empty')).resolves.toEqual({});
  });

  it('only 2xx is success: errors carry status and x-request-id', async () => {
    server.use(
      recorder(() =>
        HttpResponse.json(
          { message: 'm', details: { applicationError: { code: 'NOT_FOUND', description: 'd' } } },
          { status: 404, headers: { 'x-request-id': 'req-9' } },
        ),
      ).handler,
    );
    await expect(transport().get('/v1/missing')).rejects.toMatchObject({
      name: 'ApplicationError',
      code: 'NOT_FOUND',
      status: 404,
      requestId: 'req-9',
      message: 'm: d',
    });
  });

  it('a 3xx is not success either', async () => {
    server.use(recorder(() => new HttpResponse('{}', { status: 304 })).handler);
    await expect(transport().get('/v1/x')).rejects.toMatchObject({ name: 'SystemError' });
  });

  it('network failure is a system error', async () => {
    const failing = createTransport({
      origin: API,
      authorize: () => '',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(failing.get('/v1/x')).rejects.toMatchObject({
      name: 'SystemError',
      message: 'System error occurred',
    });
  });

  it('errors carry the call argument names', async () => {
    server.use(recorder(() => HttpResponse.json({}, { status: 500 })).handler);
    await expect(
      transport().post('/v1/bulk', {}, { argumentNames: ['ids', 'set'] }),
    ).rejects.toMatchObject({ argumentNames: ['ids', 'set'] });
  });

  it('runs beforeRequest and afterResponse hooks', async () => {
    const { seen, handler } = recorder(() => HttpResponse.json({ n: 1 }));
    server.use(handler);
    const t = transport({
      beforeRequest: [
        (request: Request) => {
          const next = new Request(request);
          next.headers.set('authorization', 'changed');
          return next;
        },
      ],
      afterResponse: [() => HttpResponse.json({ n: 2 })],
    });
    await expect(t.get('/v1/h')).resolves.toEqual({ n: 2 });
    expect(seen[0]?.authorization).toBe('changed');
  });
});
