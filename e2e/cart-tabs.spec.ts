import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
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

/** The `cart-updated` events `page` hears: each cart's item count (null: no cart). */
async function recordCartUpdates(page: Page) {
  await page.evaluate(() => {
    const heard: Array<number | null> = [];
    (window as unknown as { updates: typeof heard }).updates = heard;
    document.addEventListener('cart-updated', (event) => {
      const { cart } = (event as CustomEvent<{ cart: { lineItems: { quantity: number }[] } }>)
        .detail;
      heard.push(cart && cart.lineItems.reduce((n, l) => n + l.quantity, 0));
    });
  });
  return () => page.evaluate(() => (window as unknown as { updates: number[] }).updates);
}

/**
 * A visitor's shop tab with one sticker pack in the cart, and an account tab; `hold` takes the
 * visitor's next add to the cart and holds it (on its way to the platform or back) until the
 * returned release, saying when it holds it.
 */
async function visitorWithAnAccountTab(
  context: BrowserContext,
  hold: (route: Route, held: Promise<void>, holding: () => void) => Promise<void>,
) {
  const account = await context.newPage();
  await sitePage(account, sandbox, '<member-login></member-login><cart-count></cart-count>');
  const shop = await context.newPage();
  await sitePage(
    shop,
    sandbox,
    '<cart-count></cart-count><add-to-cart product-slug="sticker-pack"></add-to-cart>',
  );
  const button = shop.locator('add-to-cart').getByRole('button');
  await button.click();
  await expect(shop.locator('cart-count [part~="badge"]')).toHaveText('1');
  await expect(button).toHaveText('Add to cart');

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent!: () => void;
  const holding = new Promise<void>((resolve) => (sent = resolve));
  let first = true;
  await shop.route('**/carts/current/add-to-cart', async (route) => {
    if (!first || route.request().method() !== 'POST') return route.continue();
    first = false;
    await hold(route, held, sent);
  });
  await button.click();
  await holding;
  return { account, shop, release };
}

const badge = (page: Page) => page.locator('cart-count [part~="badge"]');

test("an add that reached the platform after another tab signed in is in the member's cart, once", async ({
  context,
}, testInfo) => {
  const adds: string[] = [];
  // The visitor's add waits on its way out, while the other tab signs in: the platform moves
  // the visitor's cart into the member's, then the add reaches a visitor without a cart.
  const { account, shop, release } = await visitorWithAnAccountTab(
    context,
    async (route, held, holding) => {
      holding();
      await held;
      await route.continue();
    },
  );
  shop.on('request', (r) => r.url().endsWith('/add-to-cart') && adds.push(r.url()));
  const updates = await recordCartUpdates(shop);
  await signInAsDemoMember(account.locator('member-login'));
  await expect(account.locator('cart-count')).toHaveAttribute('state', 'ready');
  const merged = Number(await badge(account).textContent());
  await expect(badge(shop)).toHaveText(String(merged));

  release();
  await expect(shop.locator('add-to-cart').getByRole('button')).toHaveText('Added to cart');
  await expect(badge(shop)).toHaveText(String(merged + 1));
  await expect(badge(account)).toHaveText(String(merged + 1));
  await shop.screenshot({ path: testInfo.outputPath('added-after-sign-in.png') });
  expect(await updates()).toEqual([merged + 1]);
  // Made again with the member's tokens (the held one was sent before this listened).
  expect(adds).toHaveLength(1);
});

test("an add the platform made before another tab signed in is in the member's cart, not twice", async ({
  context,
}) => {
  // The platform makes the add; its answer waits on the way back, while the other tab signs in
  // and the platform moves the visitor's cart, the added pack with it, into the member's.
  const { account, shop, release } = await visitorWithAnAccountTab(
    context,
    async (route, held, holding) => {
      const response = await route.fetch();
      holding();
      await held;
      await route.fulfill({ response });
    },
  );
  const updates = await recordCartUpdates(shop);
  await signInAsDemoMember(account.locator('member-login'));
  await expect(account.locator('cart-count')).toHaveAttribute('state', 'ready');
  const merged = Number(await badge(account).textContent());

  release();
  await expect(shop.locator('add-to-cart').getByRole('button')).toHaveText('Added to cart');
  expect(await updates()).toEqual([merged]);
  await expect(badge(shop)).toHaveText(String(merged));
  await expect(badge(account)).toHaveText(String(merged));
});
