import type { BenchContext } from './browser';
import type { Row } from './table';

const MAX_GROWTH = 2;

/**
 * Script time of one add-to-cart with 10 and with 1000 cards on the page (script, not layout:
 * a bigger page always costs more to lay out). Only cart subscribers should re-render, so the
 * script cost must not grow with the number of cards.
 */
async function addToCartCost(bench: BenchContext, cards: number): Promise<number> {
  const page = await bench.open('cards.html');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const ids = bench.productIds;
  await page.evaluate(
    ([productIds, count]) => {
      const list = productIds as string[];
      document.querySelector('#chrome')!.innerHTML =
        '<cart-count></cart-count><add-to-cart product-id="prod-sticker-pack"></add-to-cart>';
      document.querySelector('#grid')!.innerHTML = Array.from(
        { length: count as number },
        (_, i) => `<product-card product-id="${list[i % list.length]}"></product-card>`,
      ).join('');
    },
    [ids, cards] as const,
  );
  await page.waitForFunction(
    (count) => document.querySelectorAll('product-card[state="ready"]').length >= count,
    cards,
    { timeout: 60_000 },
  );
  await page.locator('add-to-cart button').waitFor();
  const taskTime = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
      ?.value ?? 0) * 1000;
  const before = await taskTime();
  await page.locator('add-to-cart button').click();
  await page.locator('cart-count [part~="count"]').filter({ hasText: '1' }).waitFor();
  const cost = (await taskTime()) - before;
  await page.context().close();
  return cost;
}

export async function addToCartRows(bench: BenchContext): Promise<Row[]> {
  const few = await addToCartCost(bench, 10);
  const many = await addToCartCost(bench, 1000);
  const growth = many / few;
  return [
    {
      name: 'CPU of one add-to-cart, 1000 cards vs 10',
      value: `${many.toFixed(1)} ms vs ${few.toFixed(1)} ms (${growth.toFixed(2)}x)`,
      budget: `<= ${MAX_GROWTH}x`,
      ok: growth <= MAX_GROWTH,
      note: 'only cart subscribers re-render; cards do not',
    },
  ];
}
