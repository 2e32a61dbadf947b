import { expect, test } from '@playwright/test';
import { cdnUrl, platformUrl, siteUrl } from './support/pages';

/**
 * The official SDK's direct login, unchanged but for its hosts, from a page of another origin:
 * `/v2/login` gives a session token, the hidden frame on the sandbox's hosted page posts the
 * code to the page (no redirect URI, as the SDK asks), and the code becomes member tokens. The
 * rest of the SDK's journeys run without a browser in demo/platform/sdk.test.ts.
 */
test('the official SDK signs a member in through the hidden frame', async ({ page }) => {
  await page.goto(siteUrl('/blank.html'));
  await page.addScriptTag({ url: cdnUrl('/e2e/.build/sdk/sdk-login.js'), type: 'module' });
  await page.waitForFunction(() => typeof window.sdkDirectLogin === 'function');
  const result = await page.evaluate(
    ([platform]) =>
      window.sdkDirectLogin(platform!, 'demo-client', 'member@example.com', 'demo-password'),
    [platformUrl('')],
  );
  expect(result).toEqual({ role: 'member', framesLeft: 0 });
});
