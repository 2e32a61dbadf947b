import type { BenchContext } from './browser';
import type { Row } from './table';

const REQUEST_BUDGET = 3;

/**
 * API requests for a store page: 48 `<product-card>`, `<cart-count>` and `<shop-cart>`.
 * Product reads batch into one query and the cart is read once, so: token, products, cart.
 */
export async function requestRows(bench: BenchContext): Promise<Row[]> {
  const page = await bench.open('cards.html');
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
  await page.context().close();
  return [
    {
      name: 'API requests: 48 cards + cart-count + shop-cart',
      value: String(api.length),
      budget: `<= ${REQUEST_BUDGET}`,
      ok: api.length <= REQUEST_BUDGET,
      note: `${api.join(', ')}; a popular buy-button embed: 1 per product`,
    },
  ];
}
