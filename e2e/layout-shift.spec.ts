import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/pages';

/**
 * DESIGN.md §7: layout shift 0.000 on the demo pages. These pages mirror demo/site (same
 * widgets, same site styles): widgets reserve their box before their chunk loads (the loader's
 * sheet), their skeletons have the loaded size, and nothing arrives late above other content.
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

for (const name of ['shift-shop', 'shift-home', 'shift-product', 'shift-events']) {
  test(`no layout shift while the widgets load: ${name}.html`, async ({ page }) => {
    await page.goto(siteUrl(`/${name}.html`));
    await expect(page.locator('[state="loading"]')).toHaveCount(0, { timeout: 15_000 });
    const { total, sources } = await layoutShift(page);
    expect(total.toFixed(3), `shifted: ${sources.join(', ')}`).toBe('0.000');
  });
}
