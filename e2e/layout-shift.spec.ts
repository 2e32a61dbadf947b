import { expect, test, type Page } from '@playwright/test';
import { demoUrl } from './support/pages';

/**
 * DESIGN.md §7: layout shift 0.000 on the demo pages, measured on the demo site itself:
 * widgets reserve their box before their chunk loads (the loader's sheet), their skeletons have
 * the loaded size, and nothing arrives late above other content.
 */
async function layoutShift(page: Page): Promise<{ total: number; sources: string[] }> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500); // late widgets
  return page.evaluate(
    () =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        let total = 0;
        const sources: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources) sources.push(source.node?.nodeName ?? '?');
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, sources }), 100);
      }),
  );
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
