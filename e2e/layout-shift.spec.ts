import { expect, test, type Page } from '@playwright/test';
import {
  HOST_LAYOUTS,
  HOST_WIDTHS,
  hostLayoutShift,
  READ_SHIFTS,
  RECORD_SHIFTS,
  serveHostPages,
  type ShiftReport,
} from '../bench/host-layouts';
import { seedProducts } from '../demo/platform/seed/products';
import type { StaticServer } from '../scripts/static-server';
import { shiftsSoFar } from './support/layout-shift';
import { demoUrl, platformUrl, signInOnDemoAccountPage, siteUrl } from './support/pages';

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
  await page.route(/\/chunks\/[\w.-]*\.de-[\w-]+\.js$/, async (route) => {
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

/**
 * Widgets straight in a merchant's page, the footer below them in view, at a phone's and a
 * desktop's width. The ticket picker's height depends on the event (summary, ticket types), so
 * the box it keeps while loading is a typical event's: this one, with one ticket type and a
 * summary, moves the footer a line or two (0 → 24 → 399 → 572 px before: 0.43 at 375 px, 0.29
 * at 1280). A list's cards took their height a frame late on a phone (0.12 at 375 px), and
 * the details kept three bars' height for the info below the gallery (0.087 at 375 px). A lone
 * button reserved nothing (0.039); its line still settles a few pixels as its text baseline comes.
 */
const IN_PAGE = [
  { tag: 'event-tickets', query: 'event-slug=open-mic-night', most: 0.02 },
  { tag: 'product-list', query: 'page-size=4', most: 0 },
  { tag: 'product-details', query: 'product-id=prod-lantern-room-logo-tee', most: 0 },
  { tag: 'add-to-cart', query: 'product-id=prod-live-at-the-lantern-cd', most: 0.005 },
];
for (const { tag, query, most } of IN_PAGE) {
  for (const width of HOST_WIDTHS) {
    test(`<${tag}> straight in a page at ${width} px: what follows ${most ? 'moves little' : 'stays put'}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(RECORD_SHIFTS);
      await page.goto(siteUrl(`/widget-in-page.html?tag=${tag}&${query}`));
      const widget = page.locator(tag);
      await expect(widget).toHaveAttribute('state', 'ready', { timeout: 15_000 });
      // Its images in view have loaded: nothing is left to arrive there.
      await expect
        .poll(() =>
          widget.evaluate((host) =>
            [...host.shadowRoot!.querySelectorAll('img')].every(
              (image) => image.complete || image.getBoundingClientRect().top > innerHeight,
            ),
          ),
        )
        .toBe(true);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const { total, nodes } = (await page.evaluate(READ_SHIFTS)) as ShiftReport;
      expect(total, `shifted: ${nodes.join(', ')}`).toBeLessThanOrEqual(most + 0.0005);
    });
  }
}

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
