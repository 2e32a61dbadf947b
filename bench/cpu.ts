import type { CDPSession, Page } from '@playwright/test';
import type { BenchContext } from './browser';
import type { Row } from './table';

const CPU_BUDGET = 2.5;
const COUNTS = [10, 100, 1000] as const;
const RUNS = 5;

type Kind = 'product-card' | 'plain-card';

interface Sample {
  cpuMs: number;
  heapBytes: number;
}

async function metrics(cdp: CDPSession): Promise<Sample> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => list.find((m) => m.name === name)?.value ?? 0;
  return { cpuMs: value('TaskDuration') * 1000, heapBytes: value('JSHeapUsedSize') };
}

const allReady = (selector: string, count: number) =>
  `document.querySelectorAll('${selector}[state="ready"]').length >= ${count}`;

/**
 * Empties the grid and waits until the page is idle: tearing 1000 cards down is work too, and
 * it must not land in the next sample, which may be the plain card's.
 */
async function clearGrid(page: Page) {
  await page.evaluate(async () => {
    document.querySelector('#grid')!.replaceChildren();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
  });
}

/** Puts `count` cards on the page and measures main-thread time and heap until all are ready. */
async function insertCards(page: Page, cdp: CDPSession, kind: Kind, ids: string[], count: number) {
  const markup = Array.from(
    { length: count },
    (_, i) => `<${kind} product-id="${ids[i % ids.length]}"></${kind}>`,
  ).join('');
  const before = await metrics(cdp);
  await page.evaluate((html) => (document.querySelector('#grid')!.innerHTML = html), markup);
  await page.waitForFunction(allReady(kind, count), undefined, { polling: 'raf', timeout: 60_000 });
  const after = await metrics(cdp);
  await clearGrid(page);
  return { cpuMs: after.cpuMs - before.cpuMs, heapBytes: after.heapBytes - before.heapBytes };
}

/**
 * A page with every product already fetched (our cache warmed by one card per product; the
 * plain card reads a global), so both kinds measure the cost of rendering a card, not the network.
 */
async function preparedPage(bench: BenchContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await bench.open('cards.html');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const ids = bench.productIds;
  await page.evaluate((productIds) => {
    document.querySelector('#grid')!.innerHTML = productIds
      .map((id) => `<product-card product-id="${id}"></product-card>`)
      .join('');
  }, ids);
  await page.waitForFunction(allReady('product-card', ids.length), undefined, { timeout: 30_000 });
  await clearGrid(page);
  return { page, cdp };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function cpuRows(bench: BenchContext): Promise<Row[]> {
  const { page, cdp } = await preparedPage(bench);
  const byId = Object.fromEntries(bench.products.map((product) => [product.id, product]));
  await page.evaluate((products) => Object.assign(window, { benchProducts: products }), byId);
  const results = new Map<string, Sample>();
  for (const count of COUNTS) {
    for (const kind of ['plain-card', 'product-card'] as const) {
      const samples = [];
      for (let run = 0; run < RUNS; run += 1)
        samples.push(await insertCards(page, cdp, kind, bench.productIds, count));
      results.set(`${kind} ${count}`, {
        cpuMs: median(samples.map((s) => s.cpuMs)),
        heapBytes: median(samples.map((s) => s.heapBytes)),
      });
    }
  }
  await page.context().close();

  const at = (kind: Kind, count: number) => results.get(`${kind} ${count}`)!;
  const perExtra = (kind: Kind) => (at(kind, 1000).cpuMs - at(kind, 10).cpuMs) / 990;
  const ratio = perExtra('product-card') / perExtra('plain-card');
  const rows: Row[] = COUNTS.map((count) => ({
    name: `CPU, heap for ${count} cards`,
    value: `${(at('product-card', count).cpuMs / count).toFixed(3)} ms, ${(at('product-card', count).heapBytes / count / 1024).toFixed(1)} KB per card`,
    note: `plain-DOM card: ${(at('plain-card', count).cpuMs / count).toFixed(3)} ms, ${(at('plain-card', count).heapBytes / count / 1024).toFixed(1)} KB`,
  }));
  rows.push({
    name: 'CPU per extra <product-card> vs plain-DOM card',
    value: `${ratio.toFixed(2)}x`,
    budget: `<= ${CPU_BUDGET}x`,
    ok: ratio <= CPU_BUDGET,
    note: `${perExtra('product-card').toFixed(3)} ms vs ${perExtra('plain-card').toFixed(3)} ms (10 → 1000 cards, median of ${RUNS})`,
  });
  return rows;
}
