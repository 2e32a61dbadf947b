import { afterEach, expect, it, vi } from 'vitest';
import { createPlatformClient } from './client';
import { emptyTokens } from './auth/token-store';

afterEach(() => vi.doUnmock('./auth/flows'));

it('loads the login flows again after a failed load (a network blip is not forever)', async () => {
  let tokens = emptyTokens();
  const client = createPlatformClient({
    apiBase: 'https://platform.test',
    clientId: 'cid',
    session: { getTokens: () => tokens, setTokens: (next) => void (tokens = next) },
  });
  vi.doMock('./auth/flows', () => {
    throw new Error('offline');
  });
  await expect(client.auth.resendVerificationCode()).rejects.toThrow(); // the import failed
  vi.doUnmock('./auth/flows');
  vi.resetModules();
  // Loaded this time: the flows answer (no verification is pending) instead of the old failure.
  await expect(client.auth.resendVerificationCode()).rejects.toThrow('Unknown _state');
});
