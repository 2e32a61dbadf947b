import { expect, type Locator, type Page } from '@playwright/test';

export const siteUrl = (path: string) => `${process.env.SW_SITE_URL}${path}`;
export const cdnUrl = (path: string) => `${process.env.SW_CDN_URL}${path}`;
export const demoUrl = (path: string) => `${process.env.SW_DEMO_URL}/${path}`;
export const platformUrl = (path: string) => `${process.env.SW_PLATFORM_URL}${path}`;

/**
 * Calls a sandbox test control (`/_sandbox/...`) from the test process, with the admin key and
 * the control header the sandbox requires of them.
 */
export async function sandbox<T = unknown>(
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<T> {
  const response = await fetch(platformUrl(`/_sandbox/${path}`), {
    method,
    headers: {
      authorization: process.env.SW_ADMIN_KEY ?? '',
      'content-type': 'application/json',
      'x-sandbox-control': '1',
      // A connection per call. A test that blocks its process (e2e/wordpress/php.spec.ts runs
      // PHP with spawnSync) past the sandbox's keep-alive left fetch a kept socket the sandbox
      // had closed meanwhile, unnoticed by the blocked event loop: the next call (afterEach's
      // clearFaults) failed with "other side closed".
      connection: 'close',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Drops every fault still armed, so one test's faults never reach the next. */
export async function clearFaults(): Promise<void> {
  await sandbox('faults', undefined, 'DELETE');
}

/** The next reads of `path` fail, through the reads' retries (spec §9). */
export const failReads = (path: string, method: string) =>
  sandbox('faults', { path, method, status: 503, count: 50 });

/**
 * Collects uncaught page errors and console errors, to assert a page stayed clean. Chromium's
 * own "Failed to load resource" lines for API answers such as 404 (no cart yet) or 400 (a
 * refused coupon) are the platform speaking, not a script failing, so they are left out:
 * `platformUrl` names the platform (a suite that starts its own passes its own).
 */
export function watchErrors(page: Page, platformAt = platformUrl): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const url = message.location().url;
    const apiAnswer =
      message.text().startsWith('Failed to load resource') &&
      url.startsWith(platformAt('/')) &&
      !url.startsWith(platformAt('/widgets/'));
    if (message.type() === 'error' && !apiAnswer) errors.push(`console: ${message.text()} ${url}`);
  });
  return errors;
}

/** The demo member signs in with `form`, a `<member-login>` showing its form. */
export async function signInAsDemoMember(form: Locator) {
  await form.getByLabel('Email').fill('member@example.com');
  await form.getByLabel('Password').fill('demo-password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * Signs out with `form` and waits until its page is back from the platform's logout page and
 * loaded. The widget shows the sign-in form before it leaves, so the form alone does not say the
 * trip is over; a test that ended mid-trip had Chromium close its context during a cross-origin
 * navigation, which now and then hung the teardown past the test's timeout.
 */
export async function signOut(page: Page, form: Locator) {
  const back = page.waitForEvent(
    'framenavigated',
    (frame) => frame === page.mainFrame() && !frame.url().startsWith(platformUrl('/')),
  );
  await form.getByRole('button', { name: 'Sign out' }).click();
  await back;
  await page.waitForLoadState();
}

/** The demo member signs in with the form on the demo's account page; returns that form. */
export async function signInOnDemoAccountPage(page: Page) {
  await page.goto(demoUrl('account.html'));
  const form = page.locator('member-login[mode="form"]');
  await signInAsDemoMember(form);
  return form;
}

/** Records every `widget-error` the page sees, from before the widgets load. */
export async function recordWidgetErrors(page: Page): Promise<() => Promise<{ code?: string }[]>> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { widgetErrors: unknown[] }).widgetErrors = seen;
    document.addEventListener('widget-error', (e) => seen.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { widgetErrors: [] }).widgetErrors);
}
