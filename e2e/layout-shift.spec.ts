import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HOST_LAYOUTS, HOST_WIDTHS, hostLayoutShift, serveHostPages } from '../bench/host-layouts';
import { IN_PAGE, inPageShift, serveInPagePages } from '../bench/widgets-in-page';
import { seedProducts } from '../demo/platform/seed/products';
import { startStaticServer, type StaticServer } from '../scripts/static-server';
import { shiftsSoFar } from './support/layout-shift';
import { demoUrl, platformUrl, signInOnDemoAccountPage } from './support/pages';

/**
 * DESIGN.md §7: layout shift 0.000 on the demo pages, measured on the demo site itself:
 * widgets reserve their box before their chunk loads (the loader's sheet), their skeletons have
 * the loaded size, and nothing arrives late above other content.
 */
async function layoutShift(page: Page): Promise<{ total: number; sources: string[] }> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500); // late widgets
  return shiftsSoFar(page);
}

/**
 * The demo page with `<site-config locale="de-DE">`, its German text tables arriving 400 ms
 * late: the widgets wait for them behind their skeletons, in the boxes they had reserved.
 */
async function inSlowGerman(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() =>
      document.querySelector('site-config')?.setAttribute('locale', 'de-DE'),
    ).observe(document, { childList: true, subtree: true });
  });
  await page.route(/\/chunks\/[\w-]+\/[\w.-]*\.de\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

for (const language of ['English', 'German']) {
  for (const name of [
    'shop',
    'index',
    'product',
    'events',
    'cart',
    'account',
    'event',
    'cms',
    'builder',
    'hosts/react/index',
    'hosts/vue/index',
  ]) {
    test(`no layout shift while the widgets load: demo ${name}.html in ${language}`, async ({
      page,
    }) => {
      if (language === 'German') await inSlowGerman(page);
      await page.goto(demoUrl(`${name}.html`));
      await expect(page.locator('[state="loading"]')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('[state="ready"]').first()).toBeAttached();
      const { total, sources } = await layoutShift(page);
      expect(total.toFixed(3), `shifted: ${sources.join(', ')}`).toBe('0.000');
    });
  }
}

/**
 * Merchants' own pages: twelve cards straight in the page's grid, flex row, narrow column and
 * table cells, from yet another origin. Each card's box is its final size from the first
 * frame, whatever the layout does with the content of a box (DESIGN.md §7: 0.000).
 */
test.describe('no layout shift with cards directly in a host layout', () => {
  let hosts: StaticServer;
  test.beforeAll(async () => {
    hosts = await serveHostPages({
      platformUrl: platformUrl(''),
      clientId: 'demo-client',
      productIds: seedProducts(new Date().toISOString()).map((product) => product.id),
    });
  });
  test.afterAll(() => hosts.close());

  for (const layout of HOST_LAYOUTS) {
    for (const width of HOST_WIDTHS) {
      test(`cards in a ${layout} at ${width} px`, async ({ page }) => {
        const { total, nodes } = await hostLayoutShift(page, hosts.url, layout, width);
        await expect(page.locator('product-card[state="ready"]')).toHaveCount(12);
        expect(total.toFixed(3), `shifted: ${nodes.join(', ')}`).toBe('0.000');
      });
    }
  }
});

/** Single widgets straight in a merchant's page, the footer in view (bench/widgets-in-page.ts). */
test.describe('what follows a widget straight in a page moves little', () => {
  let pages: StaticServer;
  test.beforeAll(async () => {
    pages = await serveInPagePages({ platformUrl: platformUrl(''), clientId: 'demo-client' });
  });
  test.afterAll(() => pages.close());

  for (const { tag, most } of IN_PAGE) {
    for (const width of HOST_WIDTHS) {
      test(`<${tag}> at ${width} px: at most ${most.toFixed(3)}`, async ({ page }) => {
        const { total, nodes } = await inPageShift(page, pages.url, tag, width);
        expect(Number(total.toFixed(3)), `shifted: ${nodes.join(', ')}`).toBeLessThanOrEqual(most);
      });
    }
  }
});

/**
 * `<cart-count>` and `<member-menu>` in a line of text and in a nav bar whose items line up on
 * their baselines: the text beside them stays where the boxes reserved before they rendered
 * put it (a rendered label's baseline used to lift it by 10 px, 24 px beside a menu alone).
 */
test.describe('no layout shift with the cart count and member menu in a line', () => {
  let pages: StaticServer;
  test.beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-in-line-'));
    writeFileSync(
      join(dir, 'in-line.html'),
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script src="${platformUrl('/widgets/widgets.js')}"></script>
<style>body{font:16px/1.5 Georgia,serif;margin:16px}nav{display:flex;align-items:baseline;gap:12px}</style>
</head><body>
<site-config client-id="demo-client" api-base="${platformUrl('')}" locale="en-US"></site-config>
<nav><a href="#">Home</a><cart-count></cart-count><a href="#">Shop</a><member-menu></member-menu></nav>
<nav style="display:block"><a href="#">Home</a> <cart-count></cart-count> <a href="#">Shop</a> <member-menu></member-menu></nav>
<p><span>Your cart</span> <cart-count></cart-count> <span>is here.</span></p>
<p><span>Your account</span> <member-menu></member-menu> <span>is here.</span></p>
<p>Text below.</p>
</body></html>`,
    );
    pages = await startStaticServer({ root: dir });
  });
  test.afterAll(() => pages.close());

  // The page's own elements only (a locator would look into the widgets' shadow roots too).
  const tops = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('a, span, cart-count, member-menu, p')].map(
        (element) => element.getBoundingClientRect().top,
      ),
    );

  test('text and boxes are where they were before the widgets rendered', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/[\w-]+\/(cart|login)\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${pages.url}/in-line.html`);
    const reserved = await tops(page);

    release();
    await expect(page.locator('cart-count').getByRole('button')).toHaveCount(3);
    await expect(page.locator('member-menu').getByRole('button', { name: 'Sign in' })).toHaveCount(
      3,
    );
    const { total, sources } = await layoutShift(page);
    expect(await tops(page)).toEqual(reserved);
    expect(total, `shifted: ${sources.join(', ')}`).toBe(0);
  });

  test('each widget is centred on the text beside it, not raised on its bottom edge', async ({
    page,
  }) => {
    await page.goto(`${pages.url}/in-line.html`);
    await expect(page.locator('cart-count').getByRole('button')).toHaveCount(3);
    await expect(page.locator('member-menu').getByRole('button', { name: 'Sign in' })).toHaveCount(
      3,
    );
    // How far each widget's middle is from the middle of the text just before it, in px.
    const offsets = await page.evaluate(() =>
      [...document.querySelectorAll('cart-count, member-menu')].map((widget) => {
        const middle = (box: DOMRect) => box.top + box.height / 2;
        const text = widget.previousElementSibling!.getBoundingClientRect();
        return Math.abs(middle(widget.getBoundingClientRect()) - middle(text));
      }),
    );
    expect(offsets).toHaveLength(6);
    for (const offset of offsets) expect(offset).toBeLessThan(4);
  });
});

test("no layout shift on a returning member's page: the login box lists the account pages", async ({
  page,
}) => {
  const login = await signInOnDemoAccountPage(page);

  await page.reload();
  await expect(login.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const { total, sources } = await layoutShift(page);
  expect(total.toFixed(3), `shifted: ${sources.join(', ')}`).toBe('0.000');
  await expect(login.getByRole('list', { name: 'My account' }).getByRole('button')).toHaveText([
    'My account',
    'My orders',
    'My bookings',
    'My events',
    'My subscriptions',
  ]);
  // The links fill the box kept for the form: none of it left empty below them.
  const gap = await login.evaluate((host) => {
    const box = host.getBoundingClientRect();
    const last = host.shadowRoot!.querySelector('[part~="sign-out-button"]')!;
    return box.bottom - last.getBoundingClientRect().bottom;
  });
  expect(gap).toBeLessThan(100);
});
