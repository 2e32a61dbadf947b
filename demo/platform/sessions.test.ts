import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, CLIENT_ID, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

/** A member's token pair, as the authorized_client grant issues it. */
const tokensOf = async (memberId = 'member-demo') =>
  (
    await sandbox().call<{ access_token: string; refresh_token: string }>('POST', '/oauth2/token', {
      token: ADMIN_KEY,
      body: { grantType: 'authorized_client', clientId: CLIENT_ID, memberId },
    })
  ).body;

const refresh = (refreshToken: string) =>
  sandbox().call('POST', '/oauth2/token', {
    body: { grantType: 'refresh_token', clientId: CLIENT_ID, refresh_token: refreshToken },
  });

/** The hosted login's session cookie for the demo member. */
const hostedCookie = async () => {
  const { body } = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
    'POST',
    '/v1/redirect-session',
    { body: { login: {} } },
  );
  const res = await sandbox().fetch(body.redirectSession.fullUrl, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ email: 'member@example.com', password: 'demo-password' }),
  });
  return res.headers.get('set-cookie')!.split(';')[0]!;
};

describe('sessions', () => {
  it('end every token of the member at hosted logout', async () => {
    const tokens = await tokensOf();
    const cookie = await hostedCookie();
    const { body } = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
      'POST',
      '/v1/redirect-session',
      { body: { logout: { clientId: CLIENT_ID } } },
    );
    await sandbox().fetch(body.redirectSession.fullUrl, { headers: { cookie } });
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    const me = await sandbox().call('GET', '/v1/members/my', { token: tokens.access_token });
    expect(me.status).toBe(401);
  });

  it('end every token of the member at hosted logout after a direct login, with no cookie', async () => {
    // Two browsers signed in through /v2/login and the hidden frame: neither holds a cookie.
    const other = await tokensOf();
    const mine = await tokensOf();
    const { body } = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
      'POST',
      '/v1/redirect-session',
      { token: mine.access_token, body: { logout: { clientId: CLIENT_ID } } },
    );
    // As the SDK's logout: the session is asked for with the member's token, the page opened.
    expect((await sandbox().fetch(body.redirectSession.fullUrl)).status).toBe(200);
    for (const t of [other, mine]) {
      expect((await refresh(t.refresh_token)).status).toBe(400);
      const me = await sandbox().call('GET', '/v1/members/my', { token: t.access_token });
      expect(me.status).toBe(401);
    }
  });

  it('sign no one out at a logout asked for without a member token, but the cookie', async () => {
    const tokens = await tokensOf();
    const { body } = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
      'POST',
      '/v1/redirect-session',
      { body: { logout: { clientId: CLIENT_ID } } },
    );
    await sandbox().fetch(body.redirectSession.fullUrl);
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });

  it('end every token of the member at /v1/logout', async () => {
    const tokens = await tokensOf();
    const cookie = await hostedCookie();
    await sandbox().call('GET', `/v1/logout?clientId=${CLIENT_ID}`, { headers: { cookie } });
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it('end every token and hosted session at a password change', async () => {
    const other = await tokensOf();
    const cookie = await hostedCookie();
    const mine = await tokensOf();
    const changed = await sandbox().call('POST', '/v2/change-password', {
      token: mine.access_token,
      body: { newPassword: 'demo-password' },
    });
    expect(changed.status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(400);
    expect((await refresh(mine.refresh_token)).status).toBe(400);
    const { body } = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
      'POST',
      '/v1/redirect-session',
      { body: { membersAccount: {} } },
    );
    const account = await sandbox().fetch(body.redirectSession.fullUrl, { headers: { cookie } });
    expect(await account.text()).toContain('Log in to your account');
  });

  it('spend a verification code after five wrong tries', async () => {
    const registered = await sandbox().call<{ stateToken: string }>('POST', '/v2/register', {
      body: { loginId: { email: 'guess@example.com' }, password: 'guess-password' },
    });
    const { stateToken } = registered.body;
    const outbox = await sandbox().control<{ emails: { data: { code: string } }[] }>(
      'GET',
      'outbox?to=guess@example.com',
    );
    const code = outbox.body.emails.at(-1)!.data.code;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const verify = (c: string) =>
      sandbox().call<{ details: { applicationError: { code: string } } }>(
        'POST',
        '/v1/auth/verify',
        { body: { code: c, stateToken } },
      );
    for (let i = 0; i < 5; i++) {
      expect((await verify(wrong)).body.details.applicationError.code).toBe('VERIFICATION_FAILED');
    }
    const late = await verify(code);
    expect(late.status).toBe(400);
    expect(late.body.details.applicationError.code).toBe('INVALID_STATE_TOKEN');
  });
});
