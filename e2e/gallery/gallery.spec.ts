/**
 * The gallery: every widget in its main states, at 320, 768 and 1280 px, in the default and
 * the docs' dark theme. Each scene audits overflow, clipped text, tap targets, icon contrast
 * and axe (colour contrast on), and saves screenshots to test-results/gallery/index.html
 * (`npm run gallery` runs this and prints the page). States come from the sandbox itself:
 * delays and faults through /_sandbox/faults, real carts, reservations and logins.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../demo/platform/seed/members';
import { LOGIN } from '../../widgets/login/boxes';
import { clearFaults, platformUrl, sandbox } from '../support/pages';
import { openStage, shootScene } from './stage';

test.describe.configure({ timeout: 90_000 });
test.afterEach(clearFaults);

/** The demo's navy header with the two header widgets, as a site would place them. */
const header = `<header class="host-header"><p>The Blue Lantern</p>
<member-menu></member-menu><cart-count></cart-count></header>`;
const grid = (inner: string) =>
  `<div style="display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,220px),1fr))">${inner}</div>`;

/** A host's own grid of narrow cards, as many a row as fit at 160px: two on most phones. */
const narrowGrid = (inner: string) =>
  `<div style="display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(160px,1fr))">${inner}</div>`;

/** The reads every widget starts with (the sandbox's public paths, as the widgets call them). */
const READS = [
  '/stores-reader/v1/products/query-platformized',
  '/ecom/v1/carts/current',
  '/events/v3/events/query',
  '/events/v1/ticket-definitions/query',
  '/events/v3/events/slug/the-velvet-static-album-release-show',
];

const catalogue = `${header}<shop-cart mode="drawer"></shop-cart>
<h2>product-list</h2><product-list collection-slug="apparel" page-size="4" sort="name"></product-list>
<h2>product-card (in stock, sold out)</h2>${grid(
  '<product-card product-slug="dad-cap"></product-card><product-card product-slug="sold-out-tour-tee"></product-card>',
)}
<h2>product-card in a host's grid of 160px cards</h2>${narrowGrid(
  [
    'lantern-room-logo-tee',
    'neon-nights-hoodie',
    'sold-out-tour-tee',
    'live-at-the-lantern-vinyl-lp',
  ]
    .map((slug) => `<product-card product-slug="${slug}"></product-card>`)
    .join(''),
)}
<h2>product-details</h2><product-details product-slug="lantern-room-logo-tee"></product-details>
<h2>add-to-cart</h2><div><add-to-cart product-id="prod-dad-cap"></add-to-cart></div>
<h2>back-in-stock</h2><back-in-stock product-id="prod-sold-out-tour-tee"></back-in-stock>`;

const events = `<h2>event-list</h2><event-list page-size="3"></event-list>
<h2>event-tickets</h2><event-tickets event-slug="the-velvet-static-album-release-show"></event-tickets>`;

/** Every widget of the stage has left `loading` (defined and answered, or failed). */
async function settled(page: Page, state?: string) {
  await expect(page.locator('#stage :is(:not(:defined), [state="loading"])')).toHaveCount(0, {
    timeout: 20_000,
  });
  if (state) {
    const tags =
      'product-list, product-card, product-details, shop-cart:not([mode]), event-list, event-tickets';
    await expect(page.locator(`#stage :is(${tags}):not([state="${state}"])`)).toHaveCount(0);
  }
}

test('loading: every widget while its first read is held back', async ({ page }) => {
  for (const path of READS) await sandbox('faults', { path, delayMs: 30_000, count: 30 });
  await openStage(
    page,
    `${catalogue}<h2>shop-cart</h2><shop-cart></shop-cart>${events}<h2>member-login</h2><member-login></member-login>`,
  );
  await expect(page.locator('#stage product-list')).toHaveAttribute('state', 'loading');
  await shootScene(page, 'a-loading', 'Loading');
  await expect(page.locator('#stage event-list')).toHaveAttribute('state', 'loading');
});

test('ready: catalogue, header and back-in-stock', async ({ page }) => {
  await openStage(page, catalogue);
  await settled(page, 'ready');
  await expect(page.locator('back-in-stock')).toHaveAttribute('state', 'ready');
  await shootScene(page, 'b-ready-store', 'Ready: store widgets');
  // Disabled looks switched off (muted, dashed, whole), not a faded primary button.
  const blocked = page
    .locator('#stage add-to-cart')
    .getByRole('button', { name: 'Choose options' });
  await expect(blocked).toBeDisabled();
  await expect(blocked).toHaveCSS('opacity', '1');
  await expect(blocked).toHaveCSS('border-top-style', 'dashed');
  await expect(blocked).not.toHaveCSS('background-color', 'rgb(29, 78, 216)');
});

test('ready: events, and the picker holding a reservation', async ({ page }) => {
  await openStage(page, events);
  await settled(page, 'ready');
  await shootScene(page, 'c-ready-events', 'Ready: event list and ticket picker');
  // The hero image stays within 20em however wide the widget (it was 660px at 1280).
  const hero = page.locator('#stage event-tickets [part~="image"]').first();
  expect((await hero.boundingBox())!.height).toBeLessThanOrEqual(320);
  const tickets = page.locator('#stage event-tickets');
  await tickets.getByRole('button', { name: 'Increase' }).first().click();
  await tickets.getByRole('button', { name: /^Reserve/ }).click();
  await expect(tickets.locator('[part~="timer"]')).toBeVisible();
  await shootScene(page, 'd-reservation', 'Ticket picker with a reservation');
});

test('empty: cart, a collection without products, no events of a status', async ({ page }) => {
  const name = `Gallery empty ${Date.now().toString(36)}`;
  const created = await fetch(platformUrl('/stores/v1/collections'), {
    method: 'POST',
    headers: { authorization: process.env.SW_ADMIN_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ collection: { name } }),
  });
  expect(created.ok).toBe(true);
  const { collection } = (await created.json()) as { collection: { id: string } };
  await openStage(
    page,
    `${header}<h2>shop-cart</h2><shop-cart></shop-cart>
<h2>product-list</h2><product-list collection-id="${collection.id}"></product-list>
<h2>event-list</h2><event-list status="DRAFT"></event-list>`,
  );
  await settled(page, 'empty');
  await shootScene(page, 'e-empty', 'Empty');
  // The empty cart's message fills the box reserved while it loaded: no blank space under it.
  const cart = page.locator('#stage shop-cart');
  const empty = (await cart.locator('[part~="empty"]').boundingBox())!;
  expect(empty.height).toBeGreaterThanOrEqual((await cart.boundingBox())!.height - 1);
});

test('error: every read refused by the platform', async ({ page }) => {
  // A returning visitor: a first visit has no cart to read (so nothing to refuse).
  await openStage(page, '<product-card product-slug="dad-cap"></product-card>');
  await expect(page.locator('#stage product-card')).toHaveAttribute('state', 'ready');
  for (const path of READS) await sandbox('faults', { path, status: 500, count: 60 });
  await openStage(page, `${catalogue}<h2>shop-cart</h2><shop-cart></shop-cart>${events}`);
  await settled(page, 'error');
  await shootScene(page, 'f-error', 'Error (the platform answers 500)');
  // A failed card's notice sits in the middle of the frame that keeps the card's box.
  const card = page.locator('#stage product-card').first();
  const frame = (await card.locator('[part~="card"]').boundingBox())!;
  const notice = (await card.getByRole('alert').boundingBox())!;
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  expect(Math.abs(middle(notice) - middle(frame))).toBeLessThan(2);
  // The inline cart's notice fills the box reserved while it loaded: no blank space under it.
  const cart = page.locator('#stage shop-cart:not([mode])');
  const cartNotice = (await cart.getByRole('alert').boundingBox())!;
  expect(cartNotice.height).toBeGreaterThanOrEqual((await cart.boundingBox())!.height - 1);
});

test('cart with lines, inline and in the drawer', async ({ page }) => {
  await openStage(
    page,
    `${header}<shop-cart mode="drawer"></shop-cart>
<div><add-to-cart product-id="prod-sticker-pack"></add-to-cart></div>
<div><add-to-cart product-id="prod-salt-and-static-ep"></add-to-cart></div>
<h2>shop-cart</h2><shop-cart></shop-cart>`,
  );
  for (const button of await page.locator('#stage add-to-cart').all()) {
    await button.getByRole('button').click();
    await expect(button.getByRole('button')).toBeEnabled();
  }
  const inline = page.locator('#stage shop-cart:not([mode])');
  await expect(inline.locator('[part~="line-item"]')).toHaveCount(2);
  await inline.getByLabel('Coupon code').fill('SAVE10');
  await inline.getByRole('button', { name: 'Apply' }).click();
  await expect(inline.locator('[part~="coupon-applied"]')).toBeVisible();
  await shootScene(page, 'g-cart', 'Cart with lines and a coupon');
  await page.locator('cart-count').getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await shootScene(page, 'h-drawer', 'Cart drawer');
});

test('dialogs: the quick view and the back-in-stock request, each at 320 to 1280 px', async ({
  page,
}) => {
  await openStage(
    page,
    grid(
      '<product-card product-slug="lantern-room-logo-tee" product-page="/products/{slug}"></product-card><product-card product-slug="sold-out-tour-tee"></product-card>',
    ),
  );
  await settled(page, 'ready');
  const [options, soldOut] = await page.locator('#stage product-card').all();
  await options!.getByRole('button', { name: /^Choose options/ }).click();
  const quickView = page.getByRole('dialog', { name: 'Lantern Room Logo Tee' });
  await expect(quickView.getByRole('link', { name: 'Full details' })).toBeVisible();
  await shootScene(page, 'k-quick-view', 'Quick view');
  await page.keyboard.press('Escape');
  await soldOut!.getByRole('button', { name: /^Notify me when back/ }).click();
  const request = page.getByRole('dialog');
  await request.locator('[part~="back-in-stock-button"]').click();
  await expect(request.locator('[part~="back-in-stock-error"]')).toBeVisible();
  await shootScene(page, 'l-back-in-stock-request', 'Back-in-stock request, email missing');
});

test('login steps: sign-in error, create account, verify, reset password', async ({ page }) => {
  const email = `gallery-${Date.now().toString(36)}@example.com`;
  await openStage(
    page,
    `${header}${['sign-in', 'register', 'verify', 'recover']
      .map((id) => `<h2>member-login (${id})</h2><member-login id="${id}"></member-login>`)
      .join('')}<h2>member-login mode="hosted"</h2><member-login mode="hosted"></member-login>`,
  );
  const signIn = page.locator('#sign-in');
  // At 320 px, the sign-in form is as tall as the box reserved for it: loading shifts nothing.
  await expect(signIn.getByLabel('Email')).toBeVisible();
  expect((await signIn.boundingBox())!.height).toBeCloseTo(LOGIN.form * 16, 0);
  await signIn.getByLabel('Email').fill(DEMO_MEMBER.email);
  await signIn.getByLabel('Password').fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByText('That password is not right')).toBeVisible();
  await page.locator('#register').getByRole('button', { name: 'Create an account' }).click();
  const verify = page.locator('#verify');
  await verify.getByRole('button', { name: 'Create an account' }).click();
  await verify.getByLabel('First name').fill('Gallery');
  await verify.getByLabel('Last name').fill('Visitor');
  await verify.getByLabel('Email').fill(email);
  await verify.getByLabel('Password').fill('gallery-pass-1');
  await verify.getByRole('button', { name: 'Create account' }).click();
  await expect(verify.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.locator('#recover').getByRole('button', { name: 'Forgot your password?' }).click();
  await shootScene(page, 'i-login', 'Login steps');
});

test('signed in: a long member name in the menu, and the member login', async ({ page }) => {
  await openStage(page, `${header}<h2>member-login</h2><member-login></member-login>`);
  const login = page.locator('#stage member-login');
  await login.getByRole('button', { name: 'Create an account' }).click();
  const email = `newbie-${Date.now().toString(36)}@example.com`;
  await login.getByLabel('First name').fill('Newbie');
  await login.getByLabel('Last name').fill('Featherstonehaugh-Cholmondeley');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('gallery-pass-1');
  await login.getByRole('button', { name: 'Create account' }).click();
  await expect(login.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const { emails } = await sandbox<{ emails: { data: { code?: string } }[] }>(
    `outbox?to=${encodeURIComponent(email)}`,
  );
  await login.getByLabel('Verification code').fill(emails.at(-1)!.data.code!);
  await login.getByRole('button', { name: 'Verify' }).click();
  const menu = page.locator('member-menu [part~="menu-button"]');
  await expect(menu).toContainText('Newbie');
  await menu.click();
  await expect(
    page.locator('member-menu').getByRole('button', { name: 'My orders' }),
  ).toBeVisible();
  await shootScene(page, 'j-member', 'Signed in: member menu open');
});
