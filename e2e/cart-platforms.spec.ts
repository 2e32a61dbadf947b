import { expect, test, type BrowserContext } from '@playwright/test';
import { ownSandbox, sitePage, type Sandbox } from './support/own-sandbox';

// Two platforms for one site and one client id (the live one and a sandbox, say): tabs of
// the same site origin on different platforms have different visitors, and carts.
let platforms: Sandbox[] = [];

test.beforeAll(async () => {
  platforms = await Promise.all(['live', 'sandbox'].map((name) => ownSandbox(`platforms-${name}`)));
});
test.afterAll(() => Promise.all(platforms.map((platform) => platform.close())));

/** A tab of the site on `platform` with a cart button, a drawer and an add-to-cart for `slug`. */
async function shopTab(context: BrowserContext, platform: { url: string }, slug: string) {
  const page = await context.newPage();
  await sitePage(
    page,
    platform,
    '<cart-count></cart-count><shop-cart mode="drawer"></shop-cart>' +
      `<add-to-cart product-slug="${slug}"></add-to-cart>`,
  );
  await expect(page.locator('cart-count')).toHaveAttribute('state', 'empty');
  return page;
}

test("tabs of one site on two platforms with the same client id never show each other's cart", async ({
  context,
}, testInfo) => {
  const [live, sandbox] = platforms;
  const liveTab = await shopTab(context, live!, 'guitar-pick-tin');
  const otherLiveTab = await shopTab(context, live!, 'guitar-pick-tin');
  const sandboxTab = await shopTab(context, sandbox!, 'sticker-pack');
  const badge = (page: typeof liveTab) => page.locator('cart-count [part~="badge"]');

  await sandboxTab.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(badge(sandboxTab)).toHaveText('1');
  await liveTab.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(badge(liveTab)).toHaveText('1');
  // The other tab on the same platform follows at once, without reading the cart again.
  await expect(badge(otherLiveTab)).toHaveText('1');
  await otherLiveTab.locator('cart-count button').click();
  await expect(otherLiveTab.locator('shop-cart [part~="line-items"]')).toContainText(
    'Guitar Pick Tin',
  );

  // The live cart's message, which the other live tab has had, is not the sandbox tab's: it
  // still shows its own cart (one channel for the client id put the live cart in its place).
  await sandboxTab.locator('cart-count button').click();
  const lines = sandboxTab.locator('shop-cart [part~="line-items"]');
  await expect(lines).toContainText('Sticker Pack');
  await expect(lines).not.toContainText('Guitar Pick Tin');
  await sandboxTab.screenshot({ path: testInfo.outputPath('sandbox-tab.png') });
});
