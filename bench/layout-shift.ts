import type { BenchContext } from './browser';
import { HOST_LAYOUTS, HOST_WIDTHS, hostLayoutShift, serveHostPages } from './host-layouts';
import type { Row } from './table';
import { IN_PAGE, inPageShift, serveInPagePages } from './widgets-in-page';

/**
 * Cumulative layout shift of each demo page while its widgets load (PerformanceObserver,
 * buffered, shifts after input excluded), against DESIGN.md's budget of 0.000.
 */
export async function layoutShiftRows(bench: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const name of bench.demoPages) {
    const page = await bench.openDemo(name);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500); // late widgets
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 100);
        }),
    );
    await page.context().close();
    rows.push({
      name: `layout shift demo/site/${name}`,
      value: shift.toFixed(3),
      budget: '0.000',
      ok: Number(shift.toFixed(3)) === 0,
      note: 'anchor: three unreserved late widgets 0.14',
    });
  }
  return rows;
}

/** The same measure on merchants' layouts: cards straight in a grid, flex row, column, table. */
export async function hostLayoutRows(bench: BenchContext): Promise<Row[]> {
  const server = await serveHostPages(bench);
  const rows: Row[] = [];
  try {
    for (const layout of HOST_LAYOUTS) {
      for (const width of HOST_WIDTHS) {
        const context = await bench.browser.newContext();
        const { total, nodes } = await hostLayoutShift(
          await context.newPage(),
          server.url,
          layout,
          width,
        );
        await context.close();
        rows.push({
          name: `layout shift host page: cards in a ${layout}, ${width} px`,
          value: total.toFixed(3),
          budget: '0.000',
          ok: Number(total.toFixed(3)) === 0,
          ...(nodes.length ? { note: `moved: ${[...new Set(nodes)].join(', ')}` } : {}),
        });
      }
    }
  } finally {
    await server.close();
  }
  return rows;
}

/** Single widgets straight in a page, the footer in view (widgets-in-page.ts). */
export async function inPageRows(bench: BenchContext): Promise<Row[]> {
  const server = await serveInPagePages(bench);
  const rows: Row[] = [];
  try {
    for (const { tag, most } of IN_PAGE) {
      for (const width of HOST_WIDTHS) {
        const context = await bench.browser.newContext();
        const { total, nodes } = await inPageShift(await context.newPage(), server.url, tag, width);
        await context.close();
        rows.push({
          name: `layout shift host page: <${tag}> straight in it, ${width} px`,
          value: total.toFixed(3),
          budget: most ? `<= ${most.toFixed(3)}` : '0.000',
          ok: Number(total.toFixed(3)) <= most,
          ...(nodes.length ? { note: `moved: ${[...new Set(nodes)].join(', ')}` } : {}),
        });
      }
    }
  } finally {
    await server.close();
  }
  return rows;
}
