import { expect, test, type BrowserContext } from '@playwright/test';
import { ownSandbox, sitePage, type Sandbox } from './support/own-sandbox';

// Two platforms for one site and one client id (the live one and a sandbox, say), as in
// cart-platforms.spec.ts: what the widgets keep in the browser beside the visitor's tokens
// (a back-in-stock confirmation, a hosted login on its way) is one platform's, not the other's.
let platforms: Sandbox[] = [];

test.beforeAll(async () => {
  platforms = await Promise.all(['live', 'sandbox'].map((name) => ownSandbox(`kept-${name}`)));
});
test.afterAll(() => Promise.all(platforms.map((platform) => platform.close())));

/** The site's page on `platform` (markup.html: its <site-config> names ?platform=), holding `html`. */
const notify = '<back-in-stock product-id="prod-sold-out-tour-tee"></back-in-stock>';

async function tab(context: BrowserContext, platform: { url: string }) {
  const page = await context.newPage();
  await sitePage(page, platform, notify);
  await expect(page.locator('back-in-stock')).toHaveAttribute('state', 'ready');
  return page;
}

test("a back-in-stock confirmation on one platform is not the other's, on the same site", async ({
  context,
}) => {
  const [live, sandbox] = platforms;
  const liveTab = await tab(context, live!);
  await liveTab.locator('back-in-stock').getByLabel('Email').fill('fan@example.com');
  await liveTab.locator('back-in-stock').getByRole('button', { name: 'Notify me' }).click();
  await expect(liveTab.locator('back-in-stock').getByRole('status')).toContainText(
    'fan@example.com',
  );

  // The sandbox has no request for this visitor: its form, not the live one's confirmation.
  const sandboxTab = await tab(context, sandbox!);
  await expect(sandboxTab.locator('back-in-stock').getByLabel('Email')).toBeVisible();
  await expect(sandboxTab.locator('back-in-stock')).not.toContainText('fan@example.com');
  // The live platform's page still remembers its own.
  const again = await tab(context, live!);
  await expect(again.locator('back-in-stock').getByRole('status')).toContainText('fan@example.com');
});

test("a hosted login started on one platform is never completed on the other's page", async ({
  page,
}) => {
  const [live, sandbox] = platforms;
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('authorization_code')) exchanges.push(request.url());
  });
  await sitePage(page, live!, '<member-login mode="hosted"></member-login>');
  await page.locator('member-login').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${live!.url}/hosted/auth/`));
  // The visitor comes back to the site without signing in; the live login is still pending.
  await page.goBack();
  const state = await page.evaluate(() =>
    Object.entries(sessionStorage)
      .filter(([key]) => key.includes(':oauth:'))
      .map(([, value]) => (JSON.parse(value) as { state: string }).state)
      .at(0),
  );
  expect(state).toBeTruthy();

  // The same tab at the site's page on the sandbox, with an answer carrying that state: the
  // sandbox's page started no login, so it sends no code and no live verifier anywhere.
  await sitePage(
    page,
    sandbox!,
    '<member-login mode="hosted"></member-login>',
    `#code=from-live&state=${state}`,
  );
  const login = page.locator('member-login');
  await expect(login.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(login).toHaveAttribute('state', 'ready');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(exchanges).toEqual([]);
  await expect(login.getByRole('alert')).toHaveCount(0);
});
