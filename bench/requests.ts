import type { Page } from '@playwright/test';
import type { BenchContext } from './browser';
import type { Row } from './table';

/** Token, products and cart: the most a store page may cost. */
const REQUEST_BUDGET = 3;
/** A first visit has no cart to read: token and products only. */
const FIRST_VISIT_BUDGET = 2;

const NAME = 'API requests: 48 cards + cart-count + shop-cart';
const BUYER_BUTTON = 'a popular buy-button embed: 1 per product';

/**
 * Loads the store page of 48 `<product-card>`, `<cart-count>` and `<shop-cart>` in `page` and
 * lists its API requests. Product reads batch into one query and the cart is read once.
 */
async function storePageRequests(bench: BenchContext, page: Page): Promise<string[]> {
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const isApi = url.origin === bench.platformUrl && !/^\/(widgets|media)\//.test(url.pathname);
    if (isApi && request.method() !== 'OPTIONS') api.push(`${request.method()} ${url.pathname}`);
  });
  const ids = Array.from({ length: 48 }, (_, i) => bench.productIds[i % bench.productIds.length]!);
  await page.evaluate((productIds) => {
    document.querySelector('#chrome')!.innerHTML =
      '<cart-count></cart-count><shop-cart></shop-cart>';
    document.querySelector('#grid')!.innerHTML = productIds
      .map((id) => `<product-card product-id="${id}"></product-card>`)
      .join('');
  }, ids);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('product-card, cart-count, shop-cart')].every((e) =>
        /ready|empty/.test(e.getAttribute('state') ?? ''),
      ),
    undefined,
    { timeout: 30_000 },
  );
  return api;
}

const row = (name: string, api: string[], budget: number): Row => ({
  name,
  value: String(api.length),
  budget: `<= ${budget}`,
  ok: api.length <= budget,
  note: `${api.join(', ')}; ${BUYER_BUTTON}`,
});

/**
 * A first visit (no stored tokens: the new visitor has no cart, so none is asked for), then
 * the same visitor back on the page (their tokens stored: their cart is read).
 */
export async function requestRows(bench: BenchContext): Promise<Row[]> {
  const first = await bench.open('cards.html');
  const firstVisit = await storePageRequests(bench, first);
  const again = await first.context().newPage();
  await again.goto(first.url());
  await first.close();
  const returning = await storePageRequests(bench, again);
  await again.context().close();
  return [
    row(`${NAME}, first visit`, firstVisit, FIRST_VISIT_BUDGET),
    row(`${NAME}, returning visitor`, returning, REQUEST_BUDGET),
  ];
}
