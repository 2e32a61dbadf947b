import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const VERIFIER = 'h'.repeat(43);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const SITE = 'http://localhost:5173';
/** Another program on the developer's machine: loopback, but not registered. */
const EVIL = 'http://127.0.0.1:31337';

const authSession = (authRequest: Record<string, unknown>, prompt = 'login') =>
  sandbox().call<{ redirectSession: { fullUrl: string } }>('POST', '/v1/redirect-session', {
    body: {
      auth: {
        authRequest: { clientId: CLIENT_ID, codeChallenge: CHALLENGE, state: 'st', ...authRequest },
        prompt,
      },
    },
  });

/** The demo member's sign-in posted to a hosted login page, with these headers. */
const postHostedLogin = async (headers: Record<string, string> = {}) => {
  const login = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
    'POST',
    '/v1/redirect-session',
    { body: { login: {} } },
  );
  return sandbox().fetch(login.body.redirectSession.fullUrl, {
    method: 'POST',
    redirect: 'manual',
    headers,
    body: new URLSearchParams({ email: 'member@example.com', password: 'demo-password' }),
  });
};

/** A browser holding the sandbox's session cookie, as the hosted login leaves it. */
const loggedInCookie = async () => {
  const res = await postHostedLogin();
  return {
    setCookie: res.headers.get('set-cookie')!,
    cookie: res.headers.get('set-cookie')!.split(';')[0]!,
  };
};

describe('hosted pages', () => {
  it('send a signed-in member to the post-flow URL, never the thank-you page (that is for purchases)', async () => {
    const callbacks = { postFlowUrl: `${SITE}/account`, thankYouPageUrl: `${SITE}/thanks` };
    const login = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
      'POST',
      '/v1/redirect-session',
      { body: { login: {}, callbacks } },
    );
    const res = await sandbox().fetch(login.body.redirectSession.fullUrl, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ email: 'member@example.com', password: 'demo-password' }),
    });
    expect([res.status, res.headers.get('location')]).toEqual([302, `${SITE}/account`]);
  });

  it('are never readable or framable by another origin, kept by no cache, and send a CSP', async () => {
    const { body } = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
      'POST',
      '/v1/redirect-session',
      { body: { membersAccount: {} } },
    );
    const { cookie } = await loggedInCookie();
    const res = await sandbox().fetch(body.redirectSession.fullUrl, {
      headers: { origin: EVIL, cookie },
    });
    expect(await res.text()).toContain('member@example.com');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('private, no-store'); // a member's own page
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const pre = await sandbox().fetch(body.redirectSession.fullUrl, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'GET' },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('set the session cookie HttpOnly and SameSite=Lax', async () => {
    const { setCookie } = await loggedInCookie();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('refuse a form posted from another origin', async () => {
    const res = await postHostedLogin({ origin: EVIL });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('refuse it under a public prefix that maps onto them too', async () => {
    // The gateway maps `/_api/iam/authentication/...` (and other prefixes) onto bare service
    // paths, so `/_api/iam/authentication/hosted/login/<id>` is the hosted login: its form
    // checks must see the path it is served by, not the one the browser named.
    const login = await sandbox().call<{ redirectSession: { fullUrl: string } }>(
      'POST',
      '/v1/redirect-session',
      { body: { login: {} } },
    );
    const { pathname } = new URL(login.body.redirectSession.fullUrl);
    const res = await sandbox().fetch(`${sandbox().url}/_api/iam/authentication${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: EVIL },
      body: new URLSearchParams({ email: 'member@example.com', password: 'demo-password' }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('let only the registered site frame the hidden login frame, by a nonce script', async () => {
    const session = await authSession({ responseMode: 'web_message' }, 'none');
    const { cookie } = await loggedInCookie();
    const res = await sandbox().fetch(session.body.redirectSession.fullUrl, {
      headers: { referer: `${SITE}/shop`, cookie },
    });
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${SITE}`);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(html).toContain('"code":');
  });

  it('sanitize platform HTML in descriptions', async () => {
    const { db } = sandbox().platform;
    const product = db.products.byKey('dad-cap')!;
    db.products.put({
      ...product,
      description:
        '<p>Cap</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    });
    const html = await (await sandbox().fetch(`${sandbox().url}/hosted/products/dad-cap`)).text();
    expect(html).toContain('<p>Cap</p>');
    expect(html).not.toMatch(/onerror|<script>alert|javascript:/);
    const event = db.events.byKey('small-hours-jazz-trio')!;
    db.events.put({
      ...event,
      description: '<b>Jazz</b><iframe src="https://evil.example"></iframe>',
    });
    const eventHtml = await (
      await sandbox().fetch(`${sandbox().url}/hosted/events/small-hours-jazz-trio`)
    ).text();
    expect(eventHtml).toContain('<b>Jazz</b>');
    expect(eventHtml).not.toContain('<iframe');
  });
});

describe('registered origins', () => {
  it('refuse redirect URIs, callbacks and logout targets on any other loopback port', async () => {
    const redirect = await authSession({ redirectUri: `${EVIL}/callback`, responseMode: 'query' });
    expect(redirect.status).toBe(400);
    const callbacks = await sandbox().call('POST', '/v1/redirect-session', {
      body: { login: {}, callbacks: { postFlowUrl: `${EVIL}/` } },
    });
    expect(callbacks.status).toBe(400);
    const logout = await sandbox().call(
      'GET',
      `/v1/logout?clientId=${CLIENT_ID}&postLogoutRedirectUri=${encodeURIComponent(`${EVIL}/`)}`,
    );
    expect(logout.status).toBe(400);
    const ok = await authSession({ redirectUri: `${SITE}/callback`, responseMode: 'query' });
    expect(ok.status).toBe(200);
  });

  it('send /v1/logout on to its target as parsed: a line break in it is no server error', async () => {
    const target = `${SITE}/after\r\nlogout`;
    const res = await sandbox().call(
      'GET',
      `/v1/logout?clientId=${CLIENT_ID}&postLogoutRedirectUri=${encodeURIComponent(target)}`,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${SITE}/afterlogout`);
  });

  it('answer prompt=none silently only to a registered origin', async () => {
    const { cookie } = await loggedInCookie();
    const session = await authSession({ responseMode: 'web_message' }, 'none');
    const res = await sandbox().fetch(session.body.redirectSession.fullUrl, {
      headers: { referer: `${EVIL}/`, cookie },
    });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('"code"');
  });

  it('never complete prompt=consent without the member acting', async () => {
    const { cookie } = await loggedInCookie();
    const session = await authSession(
      { redirectUri: `${SITE}/cb`, responseMode: 'query' },
      'consent',
    );
    const res = await sandbox().fetch(session.body.redirectSession.fullUrl, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    const page = await res.text();
    expect(page).toContain('Continue as member@example.com');
    const confirmed = await sandbox().fetch(session.body.redirectSession.fullUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: new URL(sandbox().url).origin },
      body: new URLSearchParams({ continue: '1' }),
    });
    expect(new URL(confirmed.headers.get('location')!).searchParams.get('code')).toBeTruthy();
  });
});
