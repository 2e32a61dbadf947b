import { describe, expect, it, vi } from 'vitest';
import { createTransport } from './transport';
import { emptyTokens, type Tokens } from './auth/token-store';
import { API, recorder, tokenEndpoint, useServer } from './testing/msw';
import { createLazyPlatformClient, onFirstCall } from './lazy-client';

const server = useServer();
const transport = createTransport({ origin: API, authorize: () => 'key' });

describe('onFirstCall', () => {
  it('builds the module once, on its first call, and shares it between calls', async () => {
    const factory = vi.fn(() => ({ twice: async (n: number) => n * 2 }));
    const load = vi.fn(async () => factory);
    const module = onFirstCall(transport, load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([module.twice(1), module.twice(2)])).resolves.toEqual([2, 4]);
    await expect(module.twice(3)).resolves.toBe(6);
    expect(load).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledWith(transport);
  });

  it('forgets a failed import, so the next call imports again', async () => {
    const load = vi
      .fn<() => Promise<() => { ping: () => Promise<string> }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(() => ({ ping: async () => 'pong' }));
    const module = onFirstCall(transport, load);
    await expect(module.ping()).rejects.toThrow('Failed to fetch');
    await expect(module.ping()).resolves.toBe('pong');
  });

  it('does not look like a promise (awaiting the module does not import it)', async () => {
    const load = vi.fn(async () => () => ({}));
    const module = onFirstCall(transport, load);
    await expect(Promise.resolve(module)).resolves.toBe(module);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('createLazyPlatformClient', () => {
  it('imports a module on its first call and sends the call with the session token', async () => {
    const api = recorder();
    server.use(tokenEndpoint().handler, api.handler);
    let tokens: Tokens = emptyTokens();
    const client = createLazyPlatformClient({
      apiBase: API,
      clientId: 'cid',
      session: { getTokens: () => tokens, setTokens: (next) => void (tokens = next) },
    });
    await client.catalog.getProduct('p1');
    await client.auth.changePassword('new');
    expect(api.seen).toMatchObject([
      { method: 'GET', path: '/stores-reader/v1/products/p1', authorization: 'access-1' },
      { method: 'POST', path: '/_api/iam/authentication/v2/change-password' },
    ]);
  });
});
