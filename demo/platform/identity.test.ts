import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_KEY, CLIENT_ID, clientFor, fetchFrameFlow, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const VERIFIER = 'a'.repeat(43);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const REDIRECT = 'http://localhost:5173/callback';

const authSession = async (extra: Record<string, unknown> = {}, prompt = 'login') => {
  const res = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
    'POST',
    '/v1/redirect-session',
    {
      body: {
        auth: {
          authRequest: {
            redirectUri: REDIRECT,
            clientId: CLIENT_ID,
            codeChallenge: CHALLENGE,
            codeChallengeMethod: 'S256',
            responseMode: 'query',
            responseType: 'code',
            scope: 'offline_access',
            state: 'st-1',
            ...extra,
          },
          prompt,
        },
      },
    },
  );
  return res;
};

const hostedLogin = async (fullUrl: string) => {
  const res = await sandbox().fetch(fullUrl, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ email: 'member@example.com', password: 'demo-password' }),
  });
  return new URL(res.headers.get('location')!).searchParams;
};

const exchange = (code: string, extra: Record<string, unknown> = {}) =>
  sandbox().call<{ access_token: string; error: string }>('POST', '/oauth2/token', {
    body: {
      grantType: 'authorization_code',
      clientId: CLIENT_ID,
      code,
      codeVerifier: VERIFIER,
      redirectUri: REDIRECT,
      ...extra,
    },
  });

describe('identity', () => {
  it('registers with an emailed code, then logs in directly through the client (web_message)', async () => {
    vi.stubGlobal('location', { origin: 'http://localhost:5173', href: 'http://localhost:5173/' });
    const client = clientFor(sandbox(), fetchFrameFlow(sandbox()));
    const registered = await client.auth.register({
      email: 'new@example.com',
      password: 'secret-pass',
      profile: { nickname: 'newbie', firstName: 'New', lastName: 'Comer' },
    });
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const { body } = await sandbox().control<{ emails: { to: string; data: { code: string } }[] }>(
      'GET',
      'outbox?to=new@example.com',
    );
    const verified = await client.auth.processVerification(body.emails.at(-1)!.data.code);
    expect(verified.loginState).toBe('SUCCESS');
    expect(client.auth.isLoggedIn()).toBe(true);
    // As the real platform: the login email and the contact's name, which only the FULL
    // fieldset holds (the default is the public profile).
    expect((await client.identity.getMyMember()).member).toMatchObject({
      loginEmail: 'new@example.com',
      contact: { firstName: 'New', lastName: 'Comer' },
      profile: { nickname: 'newbie' },
    });
    vi.unstubAllGlobals();
  });

  it('answers the spec failure codes and states', async () => {
    const login = (email: string, password = 'demo-password') =>
      sandbox().call<{ state: string; details: { applicationError: { code: string } } }>(
        'POST',
        '/v2/login',
        { body: { loginId: { email }, password } },
      );
    expect((await login('member@example.com', 'nope')).body.details.applicationError.code).toBe(
      '-19976',
    );
    expect((await login('reset@example.com')).body.details.applicationError.code).toBe('-19973');
    expect((await login('ghost@example.com')).body.details.applicationError.code).toBe('-19999');
    expect((await login('approval@example.com')).body.state).toBe('REQUIRE_OWNER_APPROVAL');
    expect((await login('unverified@example.com')).body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    // The identity as the SDK declares it: a status (name, reasons); the deprecated `emails` a
    // list of strings, empty (the login email is `email`, no other is kept).
    const identityOf = async (email: string) =>
      (
        (await login(email)).body as unknown as {
          identity: Record<string, Record<string, unknown>>;
        }
      ).identity;
    const active = await identityOf('member@example.com');
    expect(active.status).toEqual({ name: 'ACTIVE', reasons: [] });
    expect(active.identityProfile!.emails).toEqual([]);
    expect((await identityOf('unverified@example.com')).status).toEqual({
      name: 'PENDING',
      reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'],
    });
    const dup = await sandbox().call<{ details: { applicationError: { code: string } } }>(
      'POST',
      '/v2/register',
      { body: { loginId: { email: 'member@example.com' }, password: 'whatever1' } },
    );
    expect(dup.body.details.applicationError.code).toBe('-19995');
    const captcha = await sandbox().call<{ details: { applicationError: { code: string } } }>(
      'POST',
      '/v2/login',
      {
        body: {
          loginId: { email: 'member@example.com' },
          password: 'demo-password',
          captchaTokens: [{ Recaptcha: 'invalid' }],
        },
      },
    );
    expect(captcha.body.details.applicationError.code).toBe('-19970');
  });

  it('recovers a password through the emailed link and the hosted reset page', async () => {
    await sandbox().call('POST', '/v1/send-email', {
      body: {
        email: 'reset@example.com',
        redirect: { url: 'http://localhost:5173/', clientId: CLIENT_ID },
      },
    });
    const { body } = await sandbox().control<{ emails: { data: { link: string } }[] }>(
      'GET',
      'outbox?to=reset@example.com',
    );
    const link = body.emails.at(-1)!.data.link;
    expect(await (await sandbox().fetch(link)).text()).toContain('new password');
    const token = new URL(link).searchParams.get('token')!;
    const saved = await sandbox().fetch(`${sandbox().url}/hosted/reset-password`, {
      method: 'POST',
      body: new URLSearchParams({ token, password: 'brand-new-pass' }),
    });
    expect(saved.status).toBe(200);
    const login = await sandbox().call<{ state: string }>('POST', '/v2/login', {
      body: { loginId: { email: 'reset@example.com' }, password: 'brand-new-pass' },
    });
    expect(login.body.state).toBe('SUCCESS');
  });

  it('names a refused new password under its field on the hosted reset page, and keeps the link', async () => {
    await sandbox().call('POST', '/v2/sign-on', {
      token: ADMIN_KEY,
      body: { loginId: { email: 'short@example.com' } },
    });
    await sandbox().call('POST', '/v1/send-email', { body: { email: 'short@example.com' } });
    const { body } = await sandbox().control<{ emails: { data: { link: string } }[] }>(
      'GET',
      'outbox?to=short@example.com',
    );
    const link = body.emails.at(-1)!.data.link;
    const form = await (await sandbox().fetch(link)).text();
    expect(form).toMatch(/aria-describedby="password-hint"/);
    expect(form).toContain('id="password-hint">6 to 100 characters.');
    const token = new URL(link).searchParams.get('token')!;
    const save = (password: string) =>
      sandbox().fetch(`${sandbox().url}/hosted/reset-password`, {
        method: 'POST',
        body: new URLSearchParams({ token, password }),
      });
    const short = await save('abc');
    expect(short.status).toBe(400);
    const shortPage = await short.text();
    expect(shortPage).toContain(
      '<p class="field-error" id="password-error" role="alert">The new password must be at least 6 characters.</p>',
    );
    expect(shortPage).toMatch(
      /<input id="password"[^>]* aria-describedby="password-error password-hint" aria-invalid="true"/,
    );
    // /v2/login takes at most 100 characters: a longer password would lock the member out of it.
    const long = await save('x'.repeat(101));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('The new password must be at most 100 characters.');
    expect((await save('x'.repeat(100))).status).toBe(200);
    const login = await sandbox().call<{ state: string }>('POST', '/v2/login', {
      body: { loginId: { email: 'short@example.com' }, password: 'x'.repeat(100) },
    });
    expect(login.body.state).toBe('SUCCESS');
    // The link is spent: it opens no form to type a password into, and a post is refused.
    const spent = await sandbox().fetch(link);
    expect(spent.status).toBe(400);
    const spentPage = await spent.text();
    expect(spentPage).toContain('expired or was already used');
    expect(spentPage).not.toContain('<form');
    expect(await (await save('another-pass')).text()).toContain('expired or was already used');
  });

  it('points both fields of a refused hosted login at its message, keeping the email', async () => {
    const session = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
      'POST',
      '/v1/redirect-session',
      { body: { login: {}, callbacks: { postFlowUrl: 'http://localhost:5173/' } } },
    );
    const res = await sandbox().fetch(session.body.redirectSession.fullUrl, {
      method: 'POST',
      body: new URLSearchParams({ email: 'member@example.com', password: 'wrong-pass' }),
    });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('<div class="error" role="alert" id="login-error">');
    expect(html).toMatch(
      /<input id="email"[^>]* value="member@example.com" aria-invalid="true" aria-describedby="login-error">/,
    );
    expect(html).toMatch(
      /<input id="password"[^>]* required aria-invalid="true" aria-describedby="login-error" autofocus>/,
    );
    expect(html).not.toContain('wrong-pass');
  });
});

describe('oauth', () => {
  it('runs the hosted login with PKCE; codes are single-use and short-lived', async () => {
    const session = await authSession();
    const params = await hostedLogin(session.body.redirectSession.fullUrl);
    expect(params.get('state')).toBe('st-1');
    const code = params.get('code')!;
    expect((await exchange(code, { codeVerifier: 'b'.repeat(43) })).body.error).toBe(
      'invalid_grant',
    );
    const again = await hostedLogin((await authSession()).body.redirectSession.fullUrl);
    const tokens = await exchange(again.get('code')!);
    expect(tokens.status).toBe(200);
    expect((await exchange(again.get('code')!)).status).toBe(400);
    const late = await hostedLogin((await authSession()).body.redirectSession.fullUrl);
    await sandbox().control('POST', 'clock', { advanceMs: 2 * 60 * 1000 });
    expect((await exchange(late.get('code')!)).body.error).toBe('invalid_grant');
  });

  it('spends a code at a wrong verifier or redirect URI: the right one cannot follow', async () => {
    for (const wrong of [{ codeVerifier: 'b'.repeat(43) }, { redirectUri: undefined }]) {
      const params = await hostedLogin((await authSession()).body.redirectSession.fullUrl);
      const code = params.get('code')!;
      expect((await exchange(code, wrong)).body.error).toBe('invalid_grant');
      expect((await exchange(code)).body.error).toBe('invalid_grant');
    }
  });

  it('refuses a verifier without a challenge and foreign redirect URIs', async () => {
    const params = await hostedLogin(
      (await authSession({ codeChallenge: undefined })).body.redirectSession.fullUrl,
    );
    expect((await exchange(params.get('code')!)).status).toBe(400);
    const foreign = await sandbox().call('POST', '/v1/redirect-session', {
      body: {
        auth: {
          authRequest: {
            redirectUri: 'https://evil.example/cb',
            clientId: CLIENT_ID,
            codeChallenge: CHALLENGE,
            state: 's',
          },
        },
      },
    });
    expect(foreign.status).toBe(400);
  });

  it('prompt none with web_message posts to the exact redirect origin, or login_required', async () => {
    const login = await sandbox().call<{ sessionToken: string }>('POST', '/v2/login', {
      body: { loginId: { email: 'member@example.com' }, password: 'demo-password' },
    });
    const ok = await authSession(
      { responseMode: 'web_message', sessionToken: login.body.sessionToken },
      'none',
    );
    const html = await (await sandbox().fetch(ok.body.redirectSession.fullUrl)).text();
    expect(html).toMatch(
      /postMessage\(\{"code":"[^"]+","state":"[^"]+"\}, "http:\/\/localhost:5173"\)/,
    );
    const none = await authSession({ responseMode: 'web_message' }, 'none');
    expect(await (await sandbox().fetch(none.body.redirectSession.fullUrl)).text()).toContain(
      'login_required',
    );
  });

  it('web_message without a redirect URI (the SDK direct login) answers the allowed framing page only', async () => {
    const login = await sandbox().call<{ sessionToken: string }>('POST', '/v2/login', {
      body: { loginId: { email: 'member@example.com' }, password: 'demo-password' },
    });
    const frame = async (referer: string) => {
      const session = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
        'POST',
        '/_api/redirects-api/v1/redirect-session',
        {
          body: {
            auth: {
              authRequest: {
                clientId: CLIENT_ID,
                codeChallenge: CHALLENGE,
                codeChallengeMethod: 'S256',
                responseMode: 'web_message',
                responseType: 'code',
                scope: 'offline_access',
                state: 'st',
                sessionToken: login.body.sessionToken,
              },
              prompt: 'none',
            },
          },
        },
      );
      expect(session.status).toBe(200);
      const res = await sandbox().fetch(session.body.redirectSession.fullUrl, {
        headers: { referer },
      });
      return { status: res.status, html: await res.text() };
    };
    const allowed = await frame('http://127.0.0.1:4000/shop.html');
    expect(allowed.html).toMatch(/"state":"st"\}, "http:\/\/127\.0\.0\.1:4000"\)/);
    const evil = await frame('https://evil.example/');
    expect(evil.status).toBe(403);
    expect(evil.html).not.toContain('postMessage');
  });

  it('refreshes tokens and expires access tokens by the sandbox clock', async () => {
    const anon = await sandbox().call<{
      access_token: string;
      refresh_token: string;
      expires_in: number;
    }>('POST', '/oauth2/token', { body: { grantType: 'anonymous', clientId: CLIENT_ID } });
    expect(anon.body.expires_in).toBe(14400);
    await sandbox().control('POST', 'clock', { advanceMs: 4 * 3600 * 1000 + 1000 });
    expect(
      (await sandbox().call('GET', '/v1/carts/current', { token: anon.body.access_token })).status,
    ).toBe(401);
    const refreshed = await sandbox().call<{ access_token: string }>('POST', '/oauth2/token', {
      body: { grantType: 'refresh_token', refresh_token: anon.body.refresh_token },
    });
    expect(
      (await sandbox().call('GET', '/v1/carts/current', { token: refreshed.body.access_token }))
        .status,
    ).toBe(404);
    expect(
      (
        await sandbox().call('POST', '/oauth2/token', {
          body: { grantType: 'authorized_client', clientId: CLIENT_ID, memberId: 'member-demo' },
        })
      ).status,
    ).toBe(401);
  });
});
