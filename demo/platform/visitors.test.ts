import { describe, expect, it } from 'vitest';
import { MAX_ACCESS_TOKENS_PER_REFRESH } from './domain/tokens.ts';
import { CLIENT_ID, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
}

const HOUR = 3600 * 1000;

const anonymous = async () =>
  (
    await sandbox().call<TokenAnswer>('POST', '/oauth2/token', {
      body: { grantType: 'anonymous', clientId: CLIENT_ID },
    })
  ).body;

const refresh = (refreshToken: string) =>
  sandbox().call<TokenAnswer>('POST', '/oauth2/token', {
    body: { grantType: 'refresh_token', clientId: CLIENT_ID, refresh_token: refreshToken },
  });

/** What a token may read: its cart (404 when it has none) or 401 when the token is dead. */
const cartStatus = async (accessToken: string) =>
  (await sandbox().call('GET', '/v1/carts/current', { token: accessToken })).status;

/** Every stored token of the visitor or member a refresh token belongs to. */
const storedTokensOf = (refreshToken: string) => {
  const { db } = sandbox().platform;
  const owner = db.tokens.get(refreshToken)!;
  return db.tokens.all().filter((t) => t.visitorId === owner.visitorId);
};

describe('tokens', () => {
  it('keep a bounded number of live access tokens per refresh token', async () => {
    const first = await anonymous();
    let last = first;
    for (let i = 0; i < MAX_ACCESS_TOKENS_PER_REFRESH; i++)
      last = (await refresh(first.refresh_token)).body;
    expect(await cartStatus(first.access_token)).toBe(401);
    expect(await cartStatus(last.access_token)).toBe(404);
    // The refresh token and the newest access tokens, no more.
    expect(storedTokensOf(first.refresh_token)).toHaveLength(MAX_ACCESS_TOKENS_PER_REFRESH + 1);
    // Renewing after they expired keeps only the refresh token and the new one.
    await sandbox().control('POST', 'clock', { advanceMs: 4 * HOUR + 1000 });
    const renewed = (await refresh(first.refresh_token)).body;
    expect(await cartStatus(renewed.access_token)).toBe(404);
    expect(storedTokensOf(first.refresh_token)).toHaveLength(2);
  });
});
