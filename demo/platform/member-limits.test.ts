import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_MEMBER } from './domain/identity.ts';
import { MAX_CODES_PER_MEMBER } from './domain/oauth.ts';
import { MAX_PENDING_REGISTRATIONS, PENDING_REGISTRATION_MS } from './domain/registrations.ts';
import { MAX_REFRESH_TOKENS_PER_MEMBER, MEMBER_IDLE_MS } from './domain/tokens.ts';
import { ADMIN_KEY, CLIENT_ID, SITE_ORIGINS, useTestSandbox } from './test-support.ts';

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

/** A login through the API, as any page may make with the demo member's public password. */
const apiLogin = async () =>
  (
    await sandbox().call<{ sessionToken: string }>('POST', '/v2/login', {
      body: { loginId: { email: 'member@example.com' }, password: 'demo-password' },
    })
  ).body.sessionToken;

describe("a member's sign-ins", () => {
  it('keep at most 50 hosted sessions: a login past that ends the oldest', async () => {
    const first = await apiLogin();
    for (let i = 1; i < MAX_SESSIONS_PER_MEMBER; i++) await apiLogin();
    const { db } = sandbox().platform;
    expect(db.sessions.allByKey('member-demo')).toHaveLength(MAX_SESSIONS_PER_MEMBER);
    const latest = await apiLogin();
    expect(db.sessions.allByKey('member-demo')).toHaveLength(MAX_SESSIONS_PER_MEMBER);
    expect(db.sessions.get(first)).toBeUndefined();
    expect(db.sessions.get(latest)).toBeDefined();
  });

  it('hold at most 10 unredeemed codes, however often a session is answered', async () => {
    const verifier = 'v'.repeat(43);
    const session = await sandbox().call<{ redirectSession: { id: string } }>(
      'POST',
      '/v1/redirect-session',
      {
        body: {
          auth: {
            authRequest: {
              redirectUri: `${SITE_ORIGINS[0]}/callback`,
              clientId: CLIENT_ID,
              codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
              codeChallengeMethod: 'S256',
              responseMode: 'query',
              responseType: 'code',
              scope: 'offline_access',
              state: 'st',
            },
          },
        },
      },
    );
    const sessionToken = await apiLogin();
    const answer = async () => {
      const query = new URLSearchParams({ state: session.body.redirectSession.id, sessionToken });
      const { headers } = await sandbox().call('GET', `/v1/callback?${query}`);
      return new URL(headers.get('location')!).searchParams.get('code')!;
    };
    const first = await answer();
    for (let i = 1; i < MAX_CODES_PER_MEMBER; i++) await answer();
    const latest = await answer();
    expect(sandbox().platform.db.authCodes.allByKey('member-demo')).toHaveLength(
      MAX_CODES_PER_MEMBER,
    );
    const exchange = (code: string) =>
      sandbox().call<{ error: string }>('POST', '/oauth2/token', {
        body: {
          grantType: 'authorization_code',
          clientId: CLIENT_ID,
          code,
          codeVerifier: verifier,
          redirectUri: `${SITE_ORIGINS[0]}/callback`,
        },
      });
    expect((await exchange(first)).body.error).toBe('invalid_grant');
    expect((await exchange(latest)).status).toBe(200);
  });
});

interface LoginState {
  state: string;
  stateToken: string;
  sessionToken: string;
  message: string;
  details: { applicationError: { code: string } };
}

const registerAs = (on: () => ReturnType<typeof sandbox>, email: string) =>
  on().call<LoginState>('POST', '/v2/register', {
    body: { loginId: { email }, password: 'secret-pass' },
  });

describe('registrations', () => {
  it('never verified are dropped a week on, with their codes; spent sessions go too', async () => {
    const { db } = sandbox().platform;
    const idle = await registerAs(sandbox, 'idle@example.com');
    expect(idle.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const done = await registerAs(sandbox, 'done@example.com');
    const { body } = await sandbox().control<{ emails: { data: { code: string } }[] }>(
      'GET',
      'outbox?to=done@example.com',
    );
    const verified = await sandbox().call<LoginState>('POST', '/v1/auth/verify', {
      body: { code: body.emails.at(-1)!.data.code, stateToken: done.body.stateToken },
    });
    expect(verified.body.state).toBe('SUCCESS');
    const login = await sandbox().call<LoginState>('POST', '/v2/login', {
      body: { loginId: { email: 'member@example.com' }, password: 'demo-password' },
    });
    expect(db.sessions.get(login.body.sessionToken)).toBeDefined();
    const idleId = db.members.byKey('idle@example.com')!.id;

    await advance(PENDING_REGISTRATION_MS + 60_000);
    await sandbox().visitor();
    expect(db.members.byKey('idle@example.com')).toBeUndefined();
    expect(db.secrets.all().filter((s) => s.memberId === idleId)).toEqual([]);
    expect(db.sessions.get(login.body.sessionToken)).toBeUndefined();
    // The verified registration, and the site's own unverified member, stay.
    expect(db.members.byKey('done@example.com')?.emailVerified).toBe(true);
    expect(db.members.get('member-unverified')).toBeDefined();
    // The address is free again.
    expect((await registerAs(sandbox, 'idle@example.com')).body.state).toBe(
      'REQUIRE_EMAIL_VERIFICATION',
    );
  });
});

describe('the bound on unverified registrations', () => {
  const bounded = useTestSandbox();

  it('refuses registrations past it with a 429 until the oldest are dropped', async () => {
    const { db, clock } = bounded().platform;
    // Registrations of six days ago fill the bound but one.
    const waiting = db.members.byKey('member@example.com')!;
    db.transaction(() => {
      for (let i = 1; i < MAX_PENDING_REGISTRATIONS; i++)
        db.members.put({
          ...waiting,
          id: `pending-${i}`,
          email: `pending-${i}@example.com`,
          emailVerified: false,
          status: 'PENDING',
          pendingUntil: clock.nowMs() + 24 * 3600 * 1000,
        });
    });
    expect((await registerAs(bounded, 'last@example.com')).status).toBe(200);

    const refused = await registerAs(bounded, 'over@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body.details.applicationError.code).toBe('TOO_MANY_REGISTRATIONS');
    expect(refused.body.message).toBe(
      'The sandbox keeps at most 10,000 unverified registrations at once; try again in 24 hours',
    );
    // When the oldest will be dropped: a day after they were filed, less the time since.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(24 * 3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(db.members.byKey('over@example.com')).toBeUndefined();

    // A day on, the sweep at the bound drops them and lets the newcomer in.
    await bounded().control('POST', 'clock', { advanceMs: 24 * 3600 * 1000 });
    expect((await registerAs(bounded, 'over@example.com')).status).toBe(200);
    expect(db.members.byKey('pending-1@example.com')).toBeUndefined();
    expect(db.members.byKey('last@example.com')).toBeDefined();
  });
});
