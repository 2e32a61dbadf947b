import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoMember } from './support/pages';
import { ownSandbox, sitePage, type Sandbox } from './support/own-sandbox';

// A sandbox of its own: its clock goes a week ahead, which would move the other suites' events.
let sandbox: Sandbox;

test.beforeAll(async () => {
  sandbox = await ownSandbox('lapsed');
});
test.afterAll(() => sandbox?.close());

/** A page of the site (another origin than the platform's) with a cart button and a drawer. */
async function shopPage(page: Page) {
  await sitePage(
    page,
    sandbox,
    '<cart-count></cart-count><shop-cart mode="drawer"></shop-cart>' +
      '<add-to-cart product-slug="sticker-pack"></add-to-cart>',
  );
  await expect(page.locator('cart-count')).toHaveAttribute('state', /ready|empty/);
}

const advanceClock = (ms: number) =>
  fetch(`${sandbox.url}/_sandbox/clock`, {
    method: 'POST',
    headers: {
      authorization: sandbox.platform.config.adminKey,
      'content-type': 'application/json',
      'x-sandbox-control': '1',
    },
    body: JSON.stringify({ advanceMs: ms }),
  });

test('a cart the platform forgot with its visitor (8 days away) says so in the empty cart, once', async ({
  page,
}, testInfo) => {
  await shopPage(page);
  await page.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');

  // Eight days without a visit: the sandbox forgets a visitor unseen for a week, cart and all.
  expect((await advanceClock(8 * 86_400_000)).ok).toBe(true);
  await shopPage(page);
  await expect(page.locator('cart-count')).toHaveAttribute('state', 'empty');
  await page.locator('cart-count button').click();
  const dialog = page.locator('shop-cart').getByRole('dialog');
  await expect(dialog.locator('[part~="empty"]')).toHaveText(
    'Your cart is empty: the one from your last visit has expired.',
  );
  await page.screenshot({ path: testInfo.outputPath('lapsed-cart.png') });
  await page.keyboard.press('Escape');

  // Said once: the next page's empty cart is just empty.
  await shopPage(page);
  await page.locator('cart-count button').click();
  await expect(dialog.locator('[part~="empty"]')).toHaveText('Your cart is empty');
});

test('the cart that went with a lapsed visit is still explained on a cart page after the next token renewal', async ({
  page,
}) => {
  await shopPage(page);
  await page.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');
  expect((await advanceClock(8 * 86_400_000)).ok).toBe(true);

  // Back after eight days on a page without cart widgets: a card, whose products need a token.
  // The platform refuses the old one; the new visitor's tokens name it.
  await sitePage(page, sandbox, '<product-card product-slug="sticker-pack"></product-card>');
  await expect(page.locator('product-card')).toContainText('Sticker Pack');
  // Hours later (an access token lasts four): the next page renews it first.
  const key = `site-widgets:tokens:${new URL(sandbox.url).origin}/demo-client`;
  await page.evaluate((key) => {
    const tokens = JSON.parse(localStorage.getItem(key)!) as { accessToken: { expiresAt: number } };
    tokens.accessToken.expiresAt = 0;
    localStorage.setItem(key, JSON.stringify(tokens));
  }, key);

  await shopPage(page);
  await page.locator('cart-count button').click();
  await expect(page.locator('shop-cart').getByRole('dialog').locator('[part~="empty"]')).toHaveText(
    'Your cart is empty: the one from your last visit has expired.',
  );
  const renewed = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), key);
  expect(renewed.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000);
});

test('a visitor who signs in and out on a page without cart widgets is not told their cart expired', async ({
  page,
}) => {
  await shopPage(page);
  await page.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');

  // The account page: a sign-in form and nothing of the cart's.
  await sitePage(page, sandbox, '<member-login></member-login>');
  const form = page.locator('member-login');
  await signInAsDemoMember(form);
  await form.getByRole('button', { name: 'Sign out' }).click();
  // Back from the platform's sign-out, on the page as it loads (its own heading, no form).
  await expect(page.getByRole('heading', { name: 'Markup injection' })).toBeVisible();

  // A new visitor after the sign-out: the cart they had went into the member's, not away.
  await shopPage(page);
  await page.locator('cart-count button').click();
  await expect(page.locator('shop-cart').getByRole('dialog').locator('[part~="empty"]')).toHaveText(
    'Your cart is empty',
  );
});

test('a coupon applied after the platform forgot the visitor (9 days away) is not said to be applied', async ({
  page,
}, testInfo) => {
  await shopPage(page);
  await page.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');
  await page.locator('cart-count button').click();
  const dialog = page.locator('shop-cart').getByRole('dialog');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);

  // The drawer stayed open for nine days: the coupon goes to the platform's new visitor.
  expect((await advanceClock(9 * 86_400_000)).ok).toBe(true);
  await dialog.getByLabel('Coupon code').fill('SAVE10');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.locator('[part~="empty"]')).toHaveText(
    'Your cart is empty: the one from your last visit has expired.',
  );
  // Not 'Coupon SAVE10 applied': the lines it was meant for are gone.
  await expect(dialog.getByRole('status')).toHaveText(
    /^Your cart is empty: coupon SAVE10 can be used once you add items\.\s?$/,
  );
  await page.screenshot({ path: testInfo.outputPath('coupon-after-lapse.png') });
});

/** The page is hidden, then shown again (a headless page never is on its own). */
const hideAndShow = (page: Page) =>
  page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }
  });

test('a cart badge 9 days old is read again, once, when the page is shown again after the laptop wakes', async ({
  page,
}) => {
  await page.clock.install();
  await shopPage(page);
  await page.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/carts\/current$/.test(r.url())) reads.push(r.url());
  });

  // The laptop sleeps nine days: both clocks jump, no timer of the page runs meanwhile, and
  // the sandbox forgets the visitor, cart and all.
  expect((await advanceClock(9 * 86_400_000)).ok).toBe(true);
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 9 * 86_400_000);
  await hideAndShow(page);
  await expect(page.locator('cart-count')).toHaveAttribute('state', 'empty');
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('0');
  expect(reads).toHaveLength(1);

  // Shown again moments later: the cart just read is not read again.
  await hideAndShow(page);
  await page.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');
  expect(reads).toHaveLength(1);
});
