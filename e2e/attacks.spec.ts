/**
 * The widget side of the attacks suite: the page (on the site's origin) plays victim while the
 * platform's answers or the page's markup play attacker. Each test asserts the attack fails.
 */
import { expect, test, type Page } from '@playwright/test';
import { cdnUrl, platformUrl, siteUrl } from './support/pages';

/** Records every `widget-error` the page sees, from before the widgets load. */
async function recordWidgetErrors(page: Page): Promise<() => Promise<{ code?: string }[]>> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { widgetErrors: unknown[] }).widgetErrors = seen;
    document.addEventListener('widget-error', (e) => seen.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { widgetErrors: [] }).widgetErrors);
}

test('a javascript: URL as the hosted login page is refused: no navigation, no dialog', async ({
  page,
}) => {
  const widgetErrors = await recordWidgetErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The platform's answer to the redirect session names a script instead of a page.
  await page.route(platformUrl('/**/redirect-session*'), (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ redirectSession: { id: 'rs', fullUrl: 'javascript:alert(1)' } }),
    }),
  );
  const address = siteUrl('/login-hosted.html');
  await page.goto(address);
  const login = page.locator('member-login');
  await login.getByRole('button', { name: 'Sign in' }).click();

  await expect(login.getByRole('alert')).toContainText('could not be opened safely');
  expect(await widgetErrors()).toContainEqual(expect.objectContaining({ code: 'UNSAFE_URL' }));
  expect(dialogs).toEqual([]);
  expect(page.url()).toBe(address);
});

test('a forged <site-config> before the real one stops the widgets and gets no request', async ({
  page,
}) => {
  const widgetErrors = await recordWidgetErrors(page);
  const forgedOrigin = new URL(cdnUrl('/')).origin;
  const toForged: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === forgedOrigin) toForged.push(request.url());
  });
  await page.goto(siteUrl('/attacks-two-configs.html'));

  for (const tag of ['member-login', 'cart-count']) {
    await expect(page.locator(tag).getByRole('alert')).toContainText(
      'two <site-config> elements that disagree',
    );
  }
  const errors = await widgetErrors();
  expect(errors.filter((e) => e.code === 'CONFIG').length).toBeGreaterThanOrEqual(2);
  // Give any late call a chance to show up before asserting there was none.
  await page.waitForTimeout(300);
  expect(toForged).toEqual([]);
});
