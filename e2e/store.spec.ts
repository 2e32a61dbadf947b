import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { tabTo } from './support/keyboard';
import {
  clearFaults,
  failReads,
  platformUrl,
  sandbox,
  siteUrl,
  watchErrors,
} from './support/pages';

const count = (page: Page) => page.locator('cart-count [part~="count"]');
const details = (page: Page) => page.locator('product-details');
const drawer = (page: Page) => page.locator('shop-cart[mode="drawer"]');

async function addTee(page: Page, colour: string, size: string) {
  await details(page).getByTitle(colour, { exact: true }).click(); // the swatch, as a visitor would
  await details(page).getByLabel('Size', { exact: true }).selectOption({ label: size });
  await details(page).getByRole('button', { name: 'Add to cart' }).click();
}

// Tests here arm faults that outlast a failed test's own clearFaults.
test.afterEach(clearFaults);

/** The store page, with one black tee of `size` in the cart. */
async function storeWithTee(page: Page, size: 'L' | 'M') {
  await page.goto(siteUrl('/store.html'));
  await addTee(page, 'Black', size);
  await expect(count(page)).toHaveText('1');
}

/**
 * The first quantity change waits until `answer()` lets it through (a slow connection);
 * `sent` lists the quantities asked for, in order.
 */
async function holdFirstQuantityChange(page: Page) {
  const sent: number[] = [];
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/carts/current/update-line-items-quantity', async (route) => {
    sent.push(
      (route.request().postDataJSON() as { lineItems: { quantity: number }[] }).lineItems[0]!
        .quantity,
    );
    if (sent.length === 1) await held;
    await route.continue();
  });
  return { sent, answer: () => answer() };
}

test('list, details, variant, add, quantity, coupon, hosted checkout and back with an empty cart', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/store.html'));

  // list: four apparel products sorted by name, with "Load more"
  await expect(page.locator('product-list [part~="name"]')).toHaveCount(4);
  await expect(
    page.locator('product-list').getByRole('button', { name: 'Load more' }),
  ).toBeVisible();
  await expect(count(page)).toHaveText('0');

  // details: nothing to add before a variant is chosen; sold-out combination is marked
  await expect(details(page).getByRole('heading', { name: 'Lantern Room Logo Tee' })).toBeVisible();
  await expect(details(page).getByRole('button', { name: /Choose a/ })).toBeDisabled();
  await details(page).getByTitle('Red', { exact: true }).click();
  await expect(
    details(page)
      .getByLabel('Size', { exact: true })
      .locator('option', { hasText: 'XL (out of stock)' }),
  ).toHaveCount(1);
  await addTee(page, 'Black', 'M');
  await expect(count(page)).toHaveText('1');

  // drawer cart: opened from <cart-count>, quantity, coupon
  await page.locator('cart-count button').click();
  const cart = drawer(page);
  await expect(cart.getByRole('dialog')).toBeVisible();
  await expect(cart.locator('[part~="line-item"]')).toHaveCount(1);
  await cart.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(count(page)).toHaveText('2');
  await expect(cart.locator('[part~="totals"]')).toContainText('$50.00');

  await cart.getByLabel(/coupon/i).fill('NOPE');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.locator('[part~="coupon"]')).toContainText(/not|invalid|unknown/i);
  await cart.getByLabel(/coupon/i).fill('SAVE10');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.locator('[part~="coupon-applied"]')).toContainText('SAVE10');
  await expect(cart.locator('[part~="totals"]')).toContainText('-$5.00');

  // checkout on the hosted page, then back here
  await cart.getByRole('button', { name: /checkout/i }).click();
  await expect(page).toHaveURL(new RegExp(`^${platformUrl('/hosted/checkout/')}`));
  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel(/name/i).first().fill('Ada Buyer');
  const address = page.getByLabel(/address/i);
  if (await address.count()) await address.first().fill('1 Harbour Street');
  await page.getByRole('button', { name: /pay/i }).click();

  await expect(page).toHaveURL(/\/store\.html\?.*orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await expect(count(page)).toHaveText('0');
  const { emails } = await sandbox<{ emails: { data: { orderId?: string } }[] }>(
    'outbox?to=buyer@example.com',
  );
  expect(emails.map((email) => email.data.orderId)).toContain(orderId);
  expect(errors).toEqual([]);
});

test('a visitor who added nothing is never asked for a cart, page after page; once they add, it is read', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const cartReads: number[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() === 'GET' && pathname === '/ecom/v1/carts/current')
      cartReads.push(response.status());
  });
  for (const visit of ['first', 'second', 'third']) {
    if (visit === 'first') await page.goto(siteUrl('/store.html'));
    else await page.reload();
    await expect(page.locator('cart-count'), visit).toHaveAttribute('state', 'empty');
    await expect(page.locator('product-details'), visit).toHaveAttribute('state', 'ready');
  }
  expect(cartReads).toEqual([]);

  await addTee(page, 'Black', 'M');
  await expect(count(page)).toHaveText('1');
  await page.reload();
  await expect(count(page)).toHaveText('1');
  expect(cartReads).toEqual([200]);
  expect(errors).toEqual([]);
});

test('a failed add (fault injection) shows an error and leaves the cart as it was', async ({
  page,
}) => {
  await storeWithTee(page, 'L');

  await sandbox('faults', { path: '/v1/carts/current/add-to-cart', status: 503, count: 1 });
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/add-to-cart') && request.method() === 'POST')
      adds.push(request.url());
  });
  await details(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(details(page).getByRole('alert')).toBeVisible();
  expect(adds).toHaveLength(1); // mutations are never retried
  await expect(count(page)).toHaveText('1');
  await page.locator('cart-count button').click();
  await expect(drawer(page).locator('[part~="line-item"]')).toHaveCount(1);
});

test('keyboard only: Try again in a drawer opened on an unread cart keeps the focus in the drawer', async ({
  page,
}) => {
  await storeWithTee(page, 'L');
  // The next page cannot read the cart, through every retry.
  await failReads('/ecom/v1/carts/current', 'GET');
  await page.reload();
  await expect(drawer(page)).toHaveAttribute('state', 'error', { timeout: 15_000 });
  await clearFaults();

  await page.locator('cart-count button').focus();
  await page.keyboard.press('Enter');
  const tryAgain = drawer(page).getByRole('dialog').getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible();
  await page.keyboard.press('Tab'); // from Close
  await expect(tryAgain).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer(page).locator('[part~="line-item"]')).toHaveCount(1);
  // Not the page's body: the cart, in the dialog, where Tab goes on to its line.
  await expect(drawer(page).getByRole('dialog').locator('.cart')).toBeFocused();
});

test("keyboard only: Try again on the drawer's totals keeps the focus in the drawer", async ({
  page,
}) => {
  await storeWithTee(page, 'L');
  // The totals cannot be estimated, through every retry.
  await failReads('/ecom/v1/carts/current/estimate-totals', 'POST');
  await page.locator('cart-count button').focus();
  await page.keyboard.press('Enter');
  const dialog = drawer(page).getByRole('dialog');
  const tryAgain = dialog.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible({ timeout: 15_000 });
  await clearFaults();
  await tabTo(page, tryAgain); // from Close, past the line and the coupon field
  await expect(tryAgain).toBeFocused();
  await page.keyboard.press('Enter');
  const totals = dialog.locator('[part="totals"]');
  await expect(totals).toContainText('Total');
  // Not the page's body, nor the cart's top: the totals it brought, where Tab goes on to Checkout.
  await expect(totals).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /Checkout/ })).toBeFocused();
});

test('quantity presses made while the platform is still answering all count', async ({ page }) => {
  await storeWithTee(page, 'M');
  await page.locator('cart-count button').click();
  const cart = drawer(page);

  const { sent, answer } = await holdFirstQuantityChange(page);
  await cart.getByRole('button', { name: 'Increase quantity' }).focus();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Enter');
  await expect(cart.getByRole('group', { name: /Quantity of/ }).locator('output')).toHaveText('4');
  expect(sent).toEqual([2]);

  answer();
  await expect(count(page)).toHaveText('4');
  await expect(cart.getByRole('status').filter({ hasText: 'updated to 4' })).toHaveCount(1);
  expect(sent).toEqual([2, 4]);
  await expect(cart.getByRole('button', { name: 'Increase quantity' })).toBeFocused();
});

test('quantity presses still count when the drawer is closed before the platform answers', async ({
  page,
}) => {
  await storeWithTee(page, 'M');
  await page.locator('cart-count button').click();
  const cart = drawer(page);
  const quantity = cart.getByRole('group', { name: /Quantity of/ }).locator('output');

  const { sent, answer } = await holdFirstQuantityChange(page);
  await cart.getByRole('button', { name: 'Increase quantity' }).focus();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Enter');
  await expect(quantity).toHaveText('4');
  await page.keyboard.press('Escape');
  await expect(cart.getByRole('dialog')).toBeHidden();

  answer();
  await expect(count(page)).toHaveText('4');
  await page.locator('cart-count button').click();
  await expect(quantity).toHaveText('4');
  expect(sent).toEqual([2, 4]);

  await page.reload(); // what the sandbox holds
  await expect(count(page)).toHaveText('4');
  expect(sent).toEqual([2, 4]);
});

test("on a phone, the cart's stepper stays under the finger as a line grows from one to several", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await storeWithTee(page, 'M');
  await page.locator('cart-count button').click();
  const increase = drawer(page).getByRole('button', { name: 'Increase quantity' });
  const before = (await increase.boundingBox())!;
  // Taps where the button was, as a thumb does: each lands on it.
  for (const total of ['2', '3', '4']) {
    await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
    await expect(count(page)).toHaveText(total);
  }
  expect(await increase.boundingBox()).toEqual(before);
  await expect(drawer(page).locator('[part~="line-unit-price"]')).toContainText('each');
});

test('keyboard only: choose a variant, add, open the cart and close it again', async ({ page }) => {
  await page.goto(siteUrl('/store.html'));
  const white = details(page).getByRole('radio', { name: 'White' });
  await white.focus();
  await page.keyboard.press('Space');
  await details(page).getByLabel('Size', { exact: true }).focus();
  await page.keyboard.press('ArrowDown'); // S is sold out in white; M is next
  await page.keyboard.press('ArrowDown');
  await details(page).getByRole('button', { name: 'Add to cart' }).focus();
  await page.keyboard.press('Enter');
  await expect(count(page)).toHaveText('1');
  await page.locator('cart-count button').focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page).getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer(page).getByRole('dialog')).toBeHidden();
  await expect(page.locator('cart-count button')).toBeFocused();
});

test('axe finds nothing on the store page, with the drawer open too', async ({ page }) => {
  await page.goto(siteUrl('/store.html'));
  await expect(page.locator('product-list [part~="name"]')).toHaveCount(4);
  await expect(details(page).getByRole('heading', { name: 'Lantern Room Logo Tee' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await addTee(page, 'Black', 'S');
  await page.locator('cart-count button').click();
  await expect(drawer(page).locator('[part~="line-item"]')).toHaveCount(1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('in forced colours (high contrast) colour swatches keep their colour, a stepper at its limit looks off', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(siteUrl('/store.html'));
  const fill = (name: string) =>
    details(page)
      .getByRole('radio', { name })
      .evaluate((input) => getComputedStyle(input.nextElementSibling!).backgroundColor);
  expect(await fill('Black')).not.toBe(await fill('White'));
  // The details' stepper starts at 1: its − is at the limit.
  const stepper = details(page).getByRole('group', { name: /^Quantity of/ });
  const colourOf = (name: RegExp) =>
    stepper.getByRole('button', { name }).evaluate((b) => getComputedStyle(b).color);
  await expect(stepper.getByRole('button', { name: /^Decrease/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(await colourOf(/^Decrease/)).not.toBe(await colourOf(/^Increase/));
});

test("in forced colours the chosen swatch's ring shows on the visitor's Canvas, whatever the site's primary", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(siteUrl('/store.html'));
  // The docs' dark theme's primary: on a light Canvas it is 2:1, too faint to say which is chosen.
  await page.addStyleTag({ content: ':root { --sw-color-primary: #fca311; }' });
  await details(page).getByTitle('Black', { exact: true }).click();
  const black = details(page).getByRole('radio', { name: 'Black' });
  await expect(black).toBeChecked();
  const ring = await black.evaluate((input) => {
    const luminance = (colour: string) => {
      const probe = document.createElement('canvas').getContext('2d')!;
      probe.fillStyle = colour;
      probe.fillRect(0, 0, 1, 1);
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const style = getComputedStyle(input.nextElementSibling!);
    // What the page paints behind it in forced colours: the visitor's Canvas.
    const canvas = document.body.appendChild(document.createElement('div'));
    canvas.style.backgroundColor = 'Canvas';
    const behind = getComputedStyle(canvas).backgroundColor;
    canvas.remove();
    const [hi, lo] = [luminance(style.outlineColor), luminance(behind)].sort((a, b) => b - a);
    return { style: style.outlineStyle, contrast: (hi! + 0.05) / (lo! + 0.05) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.contrast).toBeGreaterThanOrEqual(3);
});

test("on a right-to-left page a card's ribbon sits in its image's start (right) corner", async ({
  page,
}) => {
  await page.goto(siteUrl('/store.html'));
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  const card = page
    .locator('product-list [part~="card"]')
    .filter({ has: page.locator('[part~="ribbon"]') })
    .first();
  const ribbon = (await card.locator('[part~="ribbon"]').boundingBox())!;
  const image = (await card.locator('[part~="image"]').boundingBox())!;
  const fromRight = image.x + image.width - (ribbon.x + ribbon.width);
  const fromLeft = ribbon.x - image.x;
  expect(fromRight).toBeLessThan(fromLeft);
});

test("on a right-to-left page the cart button's count sits at its end (left) corner", async ({
  page,
}) => {
  await storeWithTee(page, 'M');
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  const badge = page.locator('cart-count [part~="badge"]');
  const box = (await badge.boundingBox())!;
  const button = (await page.locator('cart-count button').boundingBox())!;
  const fromLeft = box.x - button.x;
  const fromRight = button.x + button.width - (box.x + box.width);
  expect(fromLeft).toBeLessThan(fromRight);
});

test("the drawer opens at the page's end side, and in forced colours the drawer and the quick view keep an edge", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(siteUrl('/store.html'));
  const edgeOf = (dialog: Locator) =>
    dialog.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.borderInlineStartWidth} ${style.borderInlineStartStyle} ${style.borderInlineStartColor}`;
    });
  const panel = drawer(page).getByRole('dialog');
  await page.locator('cart-count button').click();
  await expect(panel).toBeVisible();
  const width = page.viewportSize()!.width;
  expect(await panel.evaluate((element) => element.getBoundingClientRect().right)).toBe(width);
  expect(await edgeOf(panel)).toMatch(/^1px solid rgb\(\d+, \d+, \d+\)$/); // not transparent
  await page.keyboard.press('Escape');

  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  await page.locator('cart-count button').click();
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((element) => element.getBoundingClientRect().left)).toBe(0);
  await page.keyboard.press('Escape');

  await page
    .locator('product-list')
    .getByRole('button', { name: /^Choose options/ })
    .first()
    .click();
  const quickView = page.locator('product-list').getByRole('dialog');
  await expect(quickView).toBeVisible();
  expect(await edgeOf(quickView)).toMatch(/^1px solid rgb\(\d+, \d+, \d+\)$/);
});

test('the mouse wheel over the open drawer never scrolls the page behind it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeWithTee(page, 'M');
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1200);
  await page.locator('cart-count button').click();
  const panel = drawer(page).getByRole('dialog');
  await expect(panel.locator('[part~="line-item"]')).toHaveCount(1);
  const box = (await panel.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // Down past the drawer's end: what would scroll the page behind scrolls nothing.
  for (let turn = 0; turn < 4; turn++) await page.mouse.wheel(0, 400);
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)));
  expect(await page.evaluate(() => scrollY)).toBe(0);
  // Closed, the drawer leaves the wheel to the page again.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
});

test('with a phone header and a desktop header, the cart opens in the one on show, and the page stays usable', async ({
  page,
}) => {
  await page.goto(siteUrl('/reliability.html'));
  // The phone header first, hidden on this desktop: its drawer mounted first.
  await page.evaluate(() =>
    document.querySelector('#main')!.insertAdjacentHTML(
      'beforeend',
      `<header id="phone" style="display: none"><cart-count></cart-count><shop-cart mode="drawer"></shop-cart></header>
       <header id="desktop"><cart-count></cart-count><shop-cart mode="drawer"></shop-cart></header>
       <button type="button" id="page-button">The page's own button</button>`,
    ),
  );
  const desktop = page.locator('#desktop');
  await desktop.getByRole('button', { name: /cart/i }).click();
  await expect(desktop.getByRole('dialog')).toBeVisible();
  // The hidden one never opened: it has no dialog yet (its code comes with a first opening).
  await expect(page.locator('#phone shop-cart dialog')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(desktop.getByRole('dialog')).toBeHidden();
  // Nothing modal left over the page: its own button takes a click.
  await page.locator('#page-button').click({ timeout: 2000 });
});
