import { expect, test, type Browser, type Page } from '@playwright/test';
import { platformUrl, sandbox, signOut, siteUrl } from './support/pages';

/**
 * Signing out in one browser signs the member out in every other: the hosted logout page ends
 * all the member's tokens, although a browser signed in with the form (/v2/login, then the
 * hidden frame) holds no session cookie on the platform. A member of its own, so that the
 * other spec files' demo member stays signed in.
 */
const PASSWORD = 'everywhere-pass-1';

const authentication = (path: string, body: unknown) =>
  fetch(platformUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ stateToken?: string; state?: string }>);

/** A new, verified member (registered and verified through the API, not the widget). */
async function newMember(): Promise<string> {
  const email = `everywhere-${Date.now().toString(36)}-${process.pid}@example.com`;
  const { stateToken } = await authentication('/_api/iam/authentication/v2/register', {
    loginId: { email },
    password: PASSWORD,
  });
  const { emails } = await sandbox<{ emails: { data: { code?: string } }[] }>(
    `outbox?to=${encodeURIComponent(email)}`,
  );
  const code = emails.at(-1)?.data.code;
  const verified = await authentication('/_api/iam/verification/v1/auth/verify', {
    code,
    stateToken,
  });
  expect(verified.state).toBe('SUCCESS');
  return email;
}

async function signIn(page: Page, email: string) {
  const form = page.locator('member-login');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** A browser of its own (no shared storage or cookies) signed in as `email` with the form. */
async function signedInBrowser(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(siteUrl('/login.html'));
  await signIn(page, email);
  return page;
}

const memberCall = (accessToken: string) =>
  fetch(platformUrl('/members/v1/members/my'), { headers: { authorization: accessToken } });

test('signing out in one browser ends the member in another: its token is refused, and its page comes back a visitor', async ({
  browser,
}) => {
  const email = await newMember();
  const first = await signedInBrowser(browser, email);
  const second = await signedInBrowser(browser, email);
  // The tokens' key exactly: what is kept about their visitor (the cart's notes) starts with it.
  const key = `site-widgets:tokens:${new URL(platformUrl('/')).origin}/demo-client`;
  const { accessToken } = await second.evaluate(
    (key) => JSON.parse(localStorage.getItem(key)!) as { accessToken: { value: string } },
    key,
  );
  expect((await memberCall(accessToken.value)).status).toBe(200);

  await signOut(first, first.locator('member-login'));
  await expect(
    first.locator('member-login').getByRole('heading', { name: 'Sign in' }),
  ).toBeVisible();

  // The platform refuses the other browser's token at once; its page learns it at its next
  // load (an idle page is told nothing: it shows the member until it calls).
  expect((await memberCall(accessToken.value)).status).toBe(401);
  await second.reload();
  await expect(
    second.locator('member-login').getByRole('heading', { name: 'Sign in' }),
  ).toBeVisible();
  await expect(
    second.locator('member-menu').getByRole('button', { name: 'Sign in' }),
  ).toBeVisible();

  // Signed out, not locked out: the form signs the member in again.
  await signIn(second, email);
});
