import { describe, expect, it } from 'vitest';
import { MAX_REFRESH_TOKENS_PER_MEMBER, MEMBER_IDLE_MS } from './domain/tokens.ts';
import { ADMIN_KEY, CLIENT_ID, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
}

/** A new sign-in of the member (the external login), as each hosted login makes one. */
const signIn = async (memberId: string) =>
  (
    await sandbox().call<TokenAnswer>('POST', '/oauth2/token', {
      token: ADMIN_KEY,
      body: { grantType: 'authorized_client', clientId: CLIENT_ID, memberId },
    })
  ).body;

const renew = async (refreshToken: string) =>
  (
    await sandbox().call('POST', '/oauth2/token', {
      body: { grantType: 'refresh_token', clientId: CLIENT_ID, refresh_token: refreshToken },
    })
  ).status;

const storedRefreshTokens = (memberId: string) =>
  sandbox()
    .platform.db.tokens.allByKey(`member:${memberId}`)
    .filter((t) => t.kind === 'refresh').length;

const advance = (advanceMs: number) => sandbox().control('POST', 'clock', { advanceMs });

describe("a member's refresh tokens", () => {
  it('are at most 50: a sign-in past that drops the least recently used', async () => {
    const first = await signIn('member-demo');
    const second = await signIn('member-demo');
    for (let i = 2; i < MAX_REFRESH_TOKENS_PER_MEMBER; i++) await signIn('member-demo');
    expect(storedRefreshTokens('member-demo')).toBe(MAX_REFRESH_TOKENS_PER_MEMBER);
    // The first is used again, so the second is now the one longest unused.
    await advance(60_000);
    expect(await renew(first.refresh_token)).toBe(200);

    const latest = await signIn('member-demo');
    expect(storedRefreshTokens('member-demo')).toBe(MAX_REFRESH_TOKENS_PER_MEMBER);
    expect(await renew(second.refresh_token)).toBe(400);
    // Its access token went with it; the others work on.
    const cart = (token: string) =>
      sandbox()
        .call('GET', '/v1/carts/current', { token })
        .then((r) => r.status);
    expect(await cart(second.access_token)).toBe(401);
    expect(await renew(first.refresh_token)).toBe(200);
    expect(await renew(latest.refresh_token)).toBe(200);
  });

  it('end a month after their last use, and are swept', async () => {
    const kept = await signIn('member-approval');
    const left = await signIn('member-approval');
    await advance(MEMBER_IDLE_MS - 60_000);
    expect(await renew(kept.refresh_token)).toBe(200);
    await advance(120_000);
    expect(await renew(left.refresh_token)).toBe(400);
    // The next sweep (a new visitor's arrival) drops it; the one in use stays.
    await sandbox().visitor();
    expect(sandbox().platform.db.tokens.get(left.refresh_token)).toBeUndefined();
    expect(storedRefreshTokens('member-approval')).toBe(1);
    expect(await renew(kept.refresh_token)).toBe(200);
  });
});
