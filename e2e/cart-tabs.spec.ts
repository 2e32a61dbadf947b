import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoMember } from './support/pages';
import { ownSandbox, sitePage, type Sandbox } from './support/own-sandbox';

// A sandbox of its own: signing out ends all the demo member's tokens, which the other suites'
// pages hold.
let sandbox: Sandbox;

test.beforeAll(async () => {
  sandbox = await ownSandbox('cart-tabs');
});
test.afterAll(() => sandbox?.close());

/** The carts this page hears of from the other tabs: each one's item count. */
async function recordCartMessages(page: Page) {
  const channel = `site-widgets:tokens:${new URL(sandbox.url).origin}/demo-client:cart`;
  await page.evaluate((name) => {
    const heard: number[] = [];
    (window as unknown as { heard: number[] }).heard = heard;
    new BroadcastChannel(name).onmessage = ({ data }) =>
      heard.push(
        (data.cart?.lineItems ?? []).reduce(
          (n: number, l: { quantity: number }) => n + l.quantity,
          0,
        ),
      );
  }, channel);
  return () => page.evaluate(() => (window as unknown as { heard: number[] }).heard);
}

test("an add answered after another tab signed the member out reaches no tab as the member's cart", async ({
  context,
}) => {
  const account = await context.newPage();
  await sitePage(account, sandbox, '<member-login></member-login>');
  await signInAsDemoMember(account.locator('member-login'));
  const shop = await context.newPage();
  await sitePage(
    shop,
    sandbox,
    '<cart-count></cart-count><add-to-cart product-slug="sticker-pack" quantity="5"></add-to-cart>',
  );
  await expect(shop.locator('cart-count')).toHaveAttribute('state', /ready|empty/);

  // The member adds five; the platform makes the change, its answer is held on the way back.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  const made = new Promise<void>((resolve) =>
    shop.route('**/carts/current/add-to-cart', async (route) => {
      if (!holding || route.request().method() !== 'POST') return route.continue();
      holding = false;
      const response = await route.fetch();
      resolve();
      await held;
      await route.fulfill({ response });
    }),
  );
  await shop.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await made;

  // Meanwhile the member signs out in the other tab, which then shows its visitor's cart.
  await account.locator('member-login').getByRole('button', { name: 'Sign out' }).click();
  await expect(account.getByRole('heading', { name: 'Markup injection' })).toBeVisible();
  await account.evaluate(
    () => (document.querySelector('#main')!.innerHTML = '<cart-count></cart-count>'),
  );
  await expect(account.locator('cart-count')).toHaveAttribute('state', 'empty');
  const heard = await recordCartMessages(account);

  release();
  await expect(shop.locator('add-to-cart').getByRole('button')).toHaveText('Added to cart');
  // The visitor adds one: what the other tab hears next, after anything the held answer sent
  // (the member's five and more).
  await shop.locator('add-to-cart').evaluate((e) => e.setAttribute('quantity', '1'));
  await expect(shop.locator('add-to-cart').getByRole('button')).toHaveText('Add to cart');
  await shop.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(account.locator('cart-count [part~="badge"]')).toHaveText('1');
  expect(await heard()).toEqual([1]);
  await expect(shop.locator('cart-count [part~="badge"]')).toHaveText('1');
});
