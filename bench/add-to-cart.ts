import type { BenchContext } from './browser';
import type { Row } from './table';

const MAX_GROWTH = 2;
const RUNS = 3;

async function medianOf(runs: number, measure: () => Promise<number>): Promise<number> {
  const values: number[] = [];
  for (let run = 0; run < runs; run += 1) values.push(await measure());
  return values.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/**
 * Script time (CDP `ScriptDuration`) of one add-to-cart with 10 and with 1000 cards on the page
 * (script, not layout: a bigger page always costs more to lay out). Only cart subscribers
 * should re-render, so the script cost must not grow with the number of cards. The click and
 * the wait happen inside the page on elements found beforehand: Playwright's locators pierce
 * every shadow root, which would add script time proportional to the cards that is not ours.
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
  await page.waitForTimeout(300); // let the cards' passive effects and timers settle
  const scriptTime = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')
      ?.value ?? 0) * 1000;
  // Find the button and the badge before measuring: Playwright's own locators pierce every
  // shadow root on the page, which is script time that grows with the cards but is not ours.
  await page.evaluate(() =>
    Object.assign(window, {
      benchButton: document.querySelector('add-to-cart')!.shadowRoot!.querySelector('button'),
      benchBadge: document.querySelector('cart-count')!.shadowRoot!.querySelector('.badge'),
    }),
  );
  const before = await scriptTime();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const { benchButton, benchBadge } = window as unknown as Record<string, HTMLElement>;
        const observer = new MutationObserver(() => {
          if (benchBadge!.textContent === '1') resolve(observer.disconnect());
        });
        observer.observe(benchBadge!, { childList: true, characterData: true, subtree: true });
        benchButton!.click();
      }),
  );
  const cost = (await scriptTime()) - before;
  await page.context().close();
  return cost;
}

export async function addToCartRows(bench: BenchContext): Promise<Row[]> {
  const few = await medianOf(RUNS, () => addToCartCost(bench, 10));
  const many = await medianOf(RUNS, () => addToCartCost(bench, 1000));
  const growth = many / few;
  return [
    {
      name: 'CPU of one add-to-cart, 1000 cards vs 10',
      value: `${many.toFixed(1)} ms vs ${few.toFixed(1)} ms (${growth.toFixed(2)}x)`,
      budget: `<= ${MAX_GROWTH}x`,
      ok: growth <= MAX_GROWTH,
      note: `script time (CDP ScriptDuration), median of ${RUNS}; only cart subscribers re-render`,
    },
  ];
}
