import { expect, test, type Page } from '@playwright/test';
import { clearFaults, sandbox, siteUrl } from '../support/pages';

const PRODUCTS = '/stores-reader/v1/products/query-platformized';

async function insert(page: Page, html: string) {
  await page.evaluate(
    (markup) => document.querySelector('#main')!.insertAdjacentHTML('beforeend', markup),
    html,
  );
}

function countRequests(page: Page, path: string) {
  const seen: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(Date.now());
  });
  return seen;
}

test.afterEach(clearFaults);

test('a read failing twice with 503 succeeds on the third try', async ({ page }) => {
  await page.goto(siteUrl('/reliability.html'));
  const reads = countRequests(page, PRODUCTS);
  await sandbox('faults', { path: PRODUCTS, status: 503, count: 2 });
  await insert(page, '<product-card product-slug="crew-socks"></product-card>');
  await expect(page.locator('product-card [part~="name"]')).toHaveText('Crew Socks', {
    timeout: 10_000,
  });
  expect(reads).toHaveLength(3);
  expect(reads[2]! - reads[1]!).toBeGreaterThanOrEqual(1900); // back-off doubles: 1 s, then 2 s
});

test('429 with Retry-After is respected before the next try', async ({ page }) => {
  await page.goto(siteUrl('/reliability.html'));
  const reads = countRequests(page, PRODUCTS);
  await sandbox('faults', {
    path: PRODUCTS,
    status: 429,
    count: 1,
    retryAfterSeconds: 3,
  });
  await insert(page, '<product-card product-slug="dad-cap"></product-card>');
  await expect(page.locator('product-card [part~="name"]')).toHaveText('Dad Cap', {
    timeout: 10_000,
  });
  expect(reads).toHaveLength(2);
  expect(reads[1]! - reads[0]!).toBeGreaterThanOrEqual(2900); // not the 1 s back-off
});

test('offline shows an error with a retry, and the card reads its product once back online', async ({
  page,
  context,
}) => {
  await page.goto(siteUrl('/reliability.html'));
  // the widget code loads while online; only the data is fetched offline
  await insert(page, '<product-card product-slug="enamel-pin-set"></product-card>');
  await expect(page.locator('product-card')).toHaveAttribute('state', 'ready');
  await context.setOffline(true);
  await insert(page, '<product-card product-slug="sticker-pack"></product-card>');
  const card = page.locator('product-card').nth(1);
  await expect(card.getByRole('alert')).toContainText(/offline|connection/i, { timeout: 15_000 });
  await expect(card).toHaveAttribute('state', 'error');
  await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false); // the browser's online event: no click needed
  await expect(card.locator('[part~="name"]')).toHaveText('Sticker Pack');
  await expect(card).toHaveAttribute('state', 'ready');
});

test('an image that failed to load while offline loads once the browser is back online', async ({
  page,
  context,
}) => {
  await page.goto(siteUrl('/reliability.html'));
  // The connection drops as the image is asked for: the product's data came, its image did not.
  await page.route('**/media/**', (route) => route.abort('internetdisconnected'));
  await insert(page, '<product-card product-slug="sticker-pack"></product-card>');
  const image = page.locator('product-card').getByRole('img', { name: 'Sticker Pack' });
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  await context.setOffline(true);
  // Until the page knows: back online before it has seen it go offline, Chromium fired `online`
  // while its requests still failed (every time, in a page that listened for it).
  await page.waitForFunction(() => !navigator.onLine);
  await page.unroute('**/media/**');
  await context.setOffline(false);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('an event list that could not read its events offline shows them once back online', async ({
  page,
  context,
}) => {
  await page.goto(siteUrl('/reliability.html'));
  // The widget code loads while online; only the second list's events are asked for offline.
  await insert(page, '<event-list page-size="2"></event-list>');
  await expect(page.locator('event-list')).toHaveAttribute('state', 'ready');
  await context.setOffline(true);
  await insert(page, '<event-list page-size="3"></event-list>');
  const list = page.locator('event-list').nth(1);
  await expect(list.getByRole('alert')).toContainText(/offline|connection/i, { timeout: 15_000 });
  await context.setOffline(false); // the browser's online event: no click needed
  await expect(list).toHaveAttribute('state', 'ready');
  await expect(list.getByRole('listitem')).toHaveCount(3);
});

test('a line added while the totals cannot be estimated: no totals of the cart before it', async ({
  page,
}) => {
  await page.goto(siteUrl('/reliability.html'));
  await insert(
    page,
    '<add-to-cart product-id="prod-sticker-pack"></add-to-cart>' +
      '<add-to-cart product-id="prod-live-at-the-lantern-cd"></add-to-cart><shop-cart></shop-cart>',
  );
  const adders = page.locator('add-to-cart');
  const totals = page.locator('shop-cart [part="totals"]');
  await adders.first().getByRole('button', { name: 'Add to cart' }).click();
  await expect(totals).toContainText('Subtotal$6.00');

  // The next estimate fails (offline, a 503) and is tried again after a second: meanwhile the
  // cart shows two lines, so the one line's $6.00 would be a wrong subtotal, not a late one.
  await sandbox('faults', {
    path: '/ecom/v1/carts/current/estimate-totals',
    method: 'POST',
    status: 503,
    count: 1,
  });
  await adders.nth(1).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('shop-cart').getByText('Live at the Lantern CD')).toBeVisible();
  await expect(totals.getByText('Calculating totals…')).toBeAttached();
  await expect(totals).toContainText('Subtotal$18.00');
});

test('reserving tickets offline says so over the list as it was, and reserves once back online', async ({
  page,
  context,
}) => {
  await page.goto(siteUrl('/event.html?slug=the-velvet-static-album-release-show'));
  const tickets = page.locator('event-tickets');
  const general = tickets
    .locator('[part="ticket"]')
    .filter({ has: page.getByRole('heading', { name: 'General Admission' }) });
  await general.getByRole('button', { name: 'Increase quantity' }).click();
  await context.setOffline(true);
  const reads = countRequests(page, '/events/v1/checkout/available-tickets');
  await tickets.getByRole('button', { name: 'Reserve 1 ticket' }).click();
  await expect(tickets.getByRole('alert')).toContainText(/connection/i, { timeout: 15_000 });
  // Said at once, not after the counts read again have failed through their 3 retries.
  expect(reads.length).toBeLessThan(4);
  // The counts read again after the failure fail too: the list and the choice stay.
  await expect(general.getByRole('status')).toHaveText('1');
  await context.setOffline(false);
  await tickets.getByRole('button', { name: 'Reserve 1 ticket' }).click();
  await expect(tickets.getByRole('form', { name: 'Your details' })).toBeVisible();
});

test('an add whose answer is lost on the way back: the cart is read again and shows the line', async ({
  page,
}) => {
  await page.goto(siteUrl('/reliability.html'));
  await insert(
    page,
    '<cart-count></cart-count><add-to-cart product-id="prod-sticker-pack"></add-to-cart>' +
      '<add-to-cart product-id="prod-live-at-the-lantern-cd"></add-to-cart><shop-cart></shop-cart>',
  );
  const adders = page.locator('add-to-cart');
  const count = page.locator('cart-count').getByRole('button');
  await adders.first().getByRole('button', { name: 'Add to cart' }).click();
  await expect(count).toHaveAccessibleName('Cart, 1 item');

  // The platform adds the line; its answer never reaches the page (the connection dropped).
  await page.route(
    '**/ecom/v1/carts/current/add-to-cart',
    async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  const second = adders.nth(1);
  await second.getByRole('button', { name: 'Add to cart' }).click();
  await expect(second.getByRole('alert')).toContainText(/connection/i);
  // What the cart really holds, so the visitor does not add it a second time.
  await expect(count).toHaveAccessibleName('Cart, 2 items');
  await expect(page.locator('shop-cart').getByText('Live at the Lantern CD')).toBeVisible();
});

test('back online, actions that could not connect stop saying so, and what was typed stays', async ({
  page,
  context,
}) => {
  await page.goto(siteUrl('/reliability.html'));
  await insert(
    page,
    '<add-to-cart product-id="prod-sticker-pack"></add-to-cart>' +
      '<product-card product-slug="enamel-pin-set"></product-card>' +
      '<back-in-stock product-id="prod-sold-out-tour-tee"></back-in-stock>' +
      '<member-login mode="form"></member-login>',
  );
  const adder = page.locator('add-to-cart');
  const card = page.locator('product-card');
  const notify = page.locator('back-in-stock');
  const login = page.locator('member-login');
  for (const widget of [adder, card, notify])
    await expect(widget).toHaveAttribute('state', 'ready');
  await expect(login.getByLabel('Password')).toBeVisible();

  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await adder.getByRole('button', { name: 'Add to cart' }).click();
  await card.getByRole('button', { name: /^Add to cart/ }).click();
  await notify.getByLabel('Email').fill('fan@example.com');
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await login.getByLabel('Email').fill('member@example.com');
  await login.getByLabel('Password').fill('demo-password');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  for (const widget of [adder, card, notify, login])
    await expect(widget.getByRole('alert')).toHaveText(/We could not connect/);

  await context.setOffline(false); // the browser's online event: no click, no reload
  for (const widget of [adder, card, notify, login])
    await expect(widget.getByRole('alert')).toHaveCount(0);
  await expect(notify.getByLabel('Email')).toHaveValue('fan@example.com');
  await expect(login.getByLabel('Email')).toHaveValue('member@example.com');
  await expect(login.getByLabel('Password')).toHaveValue('demo-password');
  // The button that said so now works.
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByRole('status')).toContainText('fan@example.com');
});
