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

for (const name of ['shop', 'index', 'product', 'events', 'cart', 'account']) {
  test(`no layout shift while the widgets load: demo ${name}.html`, async ({ page }) => {
    await page.goto(demoUrl(`${name}.html`));
    await expect(page.locator('[state="loading"]')).toHaveCount(0, { timeout: 15_000 });
    const { total, sources } = await layoutShift(page);
    expect(total.toFixed(3), `shifted: ${sources.join(', ')}`).toBe('0.000');
  });
}
