import { expect, test, type Page } from '@playwright/test';
import { platformUrl, signInAsDemoMember, siteUrl, watchErrors } from './support/pages';

const SHOP = '/shop-journey.html';
const card = (page: Page, name: string) =>
  page.locator('product-card').filter({ has: page.getByRole('heading', { name }) });
const count = (page: Page) => page.locator('cart-count').getByRole('button');
const cart = (page: Page) => page.locator('aside shop-cart');

/** Where focus really is: through the shadow roots, the focused element's text and role. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const dialog = active?.closest('dialog');
    return { text: active?.textContent?.trim(), inDialog: Boolean(dialog?.open) };
  });

/** `order-created` as the page hears it: recorded from the start of every page load. */
async function recordOrders(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { orders: unknown[] }).orders = seen;
    document.addEventListener('order-created', (e) => seen.push((e as CustomEvent).detail));
  });
}
const ordersHeard = (page: Page) =>
  page.evaluate(() => (window as unknown as { orders: unknown[] }).orders);

async function payOnHostedCheckout(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(new RegExp(`^${platformUrl('/hosted/checkout/')}`));
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Full name').fill('Ada Buyer');
  await page.getByLabel('Shipping address').fill('1 Harbour Street');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: /^Pay/ }).click();
}

async function addFromProductPage(page: Page) {
  await card(page, 'Live at the Lantern CD')
    .getByRole('link', { name: 'Live at the Lantern CD' })
    .click();
  await expect(page).toHaveURL(/product-journey\.html\?slug=live-at-the-lantern-cd$/);
  const details = page.locator('product-details');
  await expect(details.getByRole('heading', { name: 'Live at the Lantern CD' })).toBeVisible();
  await details.getByRole('button', { name: 'Add to cart' }).click();
  await expect(count(page)).toHaveAccessibleName('Cart, 1 item');
}

test('a first visit, and the next, ask for no cart and log no error', async ({ page }) => {
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(siteUrl(SHOP));
  await expect(
    card(page, 'Sticker Pack').getByRole('button', { name: 'Add to cart' }),
  ).toBeEnabled();
  await expect(page.locator('cart-count')).toHaveAttribute('state', 'empty');
  await expect(cart(page)).toHaveAttribute('state', 'empty');
  expect(requests.filter((path) => path.includes('/carts/current'))).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // The same visitor again (their tokens stored, and noted as having no cart): still nothing to
  // ask for, and no 404 in the console.
  await page.reload();
  await expect(cart(page)).toHaveAttribute('state', 'empty');
  expect(requests.filter((path) => path.includes('/carts/current'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('card, quick view by keyboard, choose options, add; Escape gives focus back', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl(SHOP));
  const tee = card(page, 'Lantern Room Logo Tee');
  const choose = tee.getByRole('button', { name: 'Choose options' });
  await choose.focus();
  await page.keyboard.press('Enter');
  const dialog = tee.getByRole('dialog', { name: 'Lantern Room Logo Tee' });
  await expect(dialog).toBeVisible();
  expect(await focused(page)).toEqual({ text: 'Close', inDialog: true });

  // Red XL is sold out: marked in the picker once red is chosen.
  await dialog.getByTitle('Red', { exact: true }).click(); // the swatch, as a visitor would
  await expect(
    dialog.getByLabel('Size', { exact: true }).locator('option', { hasText: 'XL (out of stock)' }),
  ).toHaveCount(1);
  await expect(dialog.getByRole('img', { name: 'Lantern Room Logo Tee in Red' })).toBeVisible();
  await dialog.getByTitle('Black', { exact: true }).click();
  await expect(dialog.getByRole('img', { name: 'Lantern Room Logo Tee in Black' })).toBeVisible();
  await dialog.getByLabel('Size', { exact: true }).selectOption('M');
  await expect(dialog.getByText('$25.00')).toBeVisible();
  await expect(dialog.getByText('In stock')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(count(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(cart(page).getByRole('link', { name: 'Lantern Room Logo Tee' })).toHaveAttribute(
    'href',
    siteUrl('/product-journey.html?slug=lantern-room-logo-tee'),
  );

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await focused(page)).toEqual({ text: 'Choose options', inDialog: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(errors).toEqual([]);
});

test('card, product page, add', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl(SHOP));
  await addFromProductPage(page);
  expect(errors).toEqual([]);
});

test('cart, coupon, hosted checkout, confirmation with the order number and order-created', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await recordOrders(page);
  await page.goto(siteUrl(SHOP));
  await addFromProductPage(page);
  await page.goto(siteUrl(SHOP));
  const inline = cart(page);
  await inline.getByLabel('Coupon code').fill('SAVE10');
  await inline.getByRole('button', { name: 'Apply' }).click();
  await expect(inline.getByRole('status').filter({ hasText: 'Coupon SAVE10 applied' })).toHaveCount(
    1,
  );
  await expect(inline.getByText('Discounts')).toBeVisible();
  await inline.getByRole('button', { name: 'Checkout' }).click();
  await payOnHostedCheckout(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/shop-journey\.html\?.*orderId=/);
  const confirmation = inline.getByRole('region', { name: 'Thank you for your order' });
  await expect(confirmation).toBeVisible();
  const number = (await confirmation.locator('strong').textContent())!;
  await expect(confirmation).toContainText(`Order number ${number}`);
  await expect(confirmation).toContainText('Live at the Lantern CD × 1');
  await expect(confirmation).toContainText(
    'A confirmation email is on its way to ada@example.com.',
  );
  await expect(count(page)).toHaveAccessibleName('Cart, 0 items');
  const orderId = new URL(page.url()).searchParams.get('orderId');
  expect(await ordersHeard(page)).toEqual([{ orderNumber: number, orderId }]);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await confirmation.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`confirmation-${width}.png`),
      fullPage: true,
    });
  }

  // A reload shows the confirmation again, but the order was announced once.
  await page.reload();
  await expect(confirmation).toBeVisible();
  expect(await ordersHeard(page)).toEqual([]);
  await confirmation.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(siteUrl(SHOP));
  await expect(inline).toHaveAttribute('state', 'empty');
  expect(errors).toEqual([]);
});

test("a guest who signs in after ordering is told where the order is, not the platform's refusal", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl(SHOP));
  await card(page, 'Sticker Pack').getByRole('button', { name: 'Add to cart' }).click();
  await expect(count(page)).toHaveAccessibleName('Cart, 1 item');
  await cart(page).getByRole('button', { name: 'Checkout' }).click();
  await payOnHostedCheckout(page, '4242 4242 4242 4242');
  await expect(cart(page).getByRole('region', { name: 'Thank you for your order' })).toBeVisible();
  const thanks = page.url();

  // The member is someone else to the platform than the visitor who ordered.
  await page.goto(siteUrl('/login-cart.html'));
  await signInAsDemoMember(page.locator('member-login'));
  await page.goto(thanks);
  const unavailable = cart(page).getByRole('status').filter({ hasText: 'cannot be shown here' });
  await expect(unavailable).toHaveText(
    'This order cannot be shown here. If you placed it, its confirmation is in your email.',
  );
  await expect(cart(page).getByRole('button')).toHaveCount(0); // no Try again
  await page.screenshot({ path: test.info().outputPath('order-unavailable.png'), fullPage: true });
  await cart(page).getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(siteUrl(SHOP));
  await expect(cart(page)).toHaveAttribute('state', /^(empty|ready)$/);
  expect(errors).toEqual([]);
});

test('a declined card leads back to the cart as it was, saying so', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl(SHOP));
  await card(page, 'Sticker Pack').getByRole('button', { name: 'Add to cart' }).click();
  await expect(count(page)).toHaveAccessibleName('Cart, 1 item');
  await cart(page).getByRole('button', { name: 'Checkout' }).click();
  await payOnHostedCheckout(page, '4000 0000 0000 0002');
  await expect(page.getByText('The card was declined.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the cart' }).click();

  await expect(page).toHaveURL(/shop-journey\.html\?.*sw-checkout=/);
  await expect(cart(page).getByText(/Your order was not placed/)).toBeVisible();
  await expect(cart(page).getByRole('listitem')).toHaveCount(1);
  await expect(cart(page).getByText('Sticker Pack')).toBeVisible();
  await expect(count(page)).toHaveAccessibleName('Cart, 1 item');
  expect(errors).toEqual([]);
});

test('the quick view at 1280 and 375 px', async ({ page }) => {
  await page.goto(siteUrl(SHOP));
  const tee = card(page, 'Lantern Room Logo Tee');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await tee.getByRole('button', { name: 'Choose options' }).click();
    const dialog = tee.getByRole('dialog');
    await dialog.getByTitle('White', { exact: true }).click();
    await dialog.getByLabel('Size', { exact: true }).selectOption('S');
    await expect(dialog.getByRole('button', { name: 'Notify me when back' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`quick-view-${width}.png`) });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('a sold-out size asked for by keyboard alone, in the quick view on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(siteUrl(SHOP));
  const tee = card(page, 'Lantern Room Logo Tee');
  await tee.getByRole('button', { name: 'Choose options' }).click();
  const dialog = tee.getByRole('dialog');
  await dialog.getByTitle('White', { exact: true }).click();
  await dialog.getByLabel('Size', { exact: true }).selectOption('S');
  // No quantity to choose for what cannot be bought.
  await expect(dialog.getByRole('button', { name: 'Increase quantity' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Notify me when back' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(`keys-${test.info().workerIndex}-${Date.now()}@example.com`);
  await page.keyboard.press('Enter');

  await expect.poll(async () => (await focused(page)).text).toMatch(/^Thanks! We'll email keys-/);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Use a different email' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Email')).toBeFocused();
});

test("in a single-page app, the drawer closes when a cart line's link is followed, and on Back", async ({
  page,
}) => {
  await page.goto(siteUrl(SHOP));
  // A drawer cart, and a router that takes link clicks itself (pushState, no page load).
  await page.evaluate(() => {
    document.body.append(Object.assign(document.createElement('shop-cart'), { mode: 'drawer' }));
    document.addEventListener('click', (event) => {
      const link = event
        .composedPath()
        .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
      if (!link) return;
      event.preventDefault();
      history.pushState({}, '', link.href);
    });
  });
  await card(page, 'Sticker Pack')
    .getByRole('button', { name: 'Add to cart, Sticker Pack' })
    .click();
  await expect(count(page)).toHaveAccessibleName('Cart, 1 item');
  const drawer = page.getByRole('dialog', { name: 'Your cart' });

  await count(page).click();
  await drawer.getByRole('link', { name: 'Sticker Pack' }).click();
  await expect(page).toHaveURL(/product-journey\.html\?slug=sticker-pack$/);
  await expect(drawer).toBeHidden();

  await count(page).click();
  await expect(drawer).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${SHOP.replace('.', '\\.')}$`));
  await expect(drawer).toBeHidden();
});
