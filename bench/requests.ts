import type { Page, Request } from '@playwright/test';
import type { BenchContext } from './browser';
import { serveStorePages, storePath, storeReady } from './store-pages';
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

const CHAIN_BUDGET = 3;
/** Events reach this process a few milliseconds after they happen, not always in order. */
const SKEW_MS = 20;
/**
 * Every request of a measured visit takes at least this long, as on a mobile network. Locally a
 * round trip takes a few milliseconds, less than the main thread may make a request wait (a
 * chunk's evaluation, a layout): a request sent alongside a chunk but after such a wait looked
 * as if it hung on that chunk. With a real round trip's latency, only a request that waited for
 * another one's answer starts after it ended.
 */
const LATENCY_MS = 250;

interface Timed {
  label: string;
  start: number;
  end: number;
}

/**
 * The round trips, one after another, that end with `target`: each request hangs on the one
 * that ended last before it began (give or take the clocks' skew). Images and other media are
 * not part of it (the card has its data before its image).
 */
function chainTo(target: Timed, requests: readonly Timed[]): Timed[] {
  const chain = [target];
  for (let current = target; ;) {
    const before = requests
      .filter((r) => r.start < current.start && r.end <= current.start + SKEW_MS)
      .sort((a, b) => b.end - a.end)[0];
    if (!before) return chain.reverse();
    chain.push(before);
    current = before;
  }
}

/**
 * Each request from when the page asked to when its answer was in, both on this process's
 * clock. Not the browser's own timing: its start comes after a CORS preflight, so a token
 * request sent with the chunks would look as if it waited for the small ones that ended during
 * its preflight. The preflight is part of its request's round trip, as on the plain page.
 */
async function chainOfVisit(page: Page, url: string): Promise<Timed[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const requests: Timed[] = [];
  const asked = new Map<Request, number>();
  page.on('request', (request) => asked.set(request, Date.now()));
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'OPTIONS' || /^\/media\//.test(pathname)) return;
    if (request.resourceType() === 'image') return;
    const label = pathname.split('/').pop() || pathname;
    requests.push({ label, start: asked.get(request) ?? Date.now(), end: Date.now() });
  });
  await page.goto(url);
  await storeReady(page, 'ours', 12);
  const products = requests
    .filter((r) => r.label === 'query-platformized')
    .sort((a, b) => a.end - b.end)[0];
  return products ? chainTo(products, requests) : [];
}

/** First visits measured: their timings are noisy (below), so the row is their median. */
const VISITS = 5;

/**
 * Sequential round trips page → first card with data on the 12-card store page, first visits
 * (no token yet, nothing cached: a cached file is no round trip, and would look sequential).
 * Each visit has a mobile network's latency (LATENCY_MS); the median of several visits still
 * keeps one unlucky visit on a shared machine from deciding the row.
 */
export async function chainRows(bench: BenchContext): Promise<Row[]> {
  const server = await serveStorePages(bench, [12]);
  const path = storePath('ours', 12);
  const url = server.url + path;
  // The widgets' server compresses each file on its first request (a CDN has them ready): one
  // visit in a context of its own, thrown away, so the measured ones meet a warm server and
  // still a cold browser.
  const warmUp = await bench.browser.newContext();
  await chainOfVisit(await warmUp.newPage(), url);
  await warmUp.close();
  try {
    const visits: Timed[][] = [];
    for (let i = 0; i < VISITS; i += 1) {
      const context = await bench.browser.newContext();
      visits.push(await chainOfVisit(await context.newPage(), url));
      await context.close();
    }
    // The page's own HTML is where the chain starts, whether or not it was seen finishing.
    const tripsOf = (chain: Timed[]) => chain.filter((r) => `/${r.label}` !== path).length;
    const sorted = [...visits].sort((a, b) => tripsOf(a) - tripsOf(b));
    const median = sorted[Math.floor(VISITS / 2)]!;
    const trips = tripsOf(median);
    return [
      {
        name: 'sequential round trips page → first card data, first visit',
        value: String(trips),
        budget: `<= ${CHAIN_BUDGET}`,
        ok: trips > 0 && trips <= CHAIN_BUDGET,
        note: `median of ${VISITS} (${visits.map(tripsOf).join(', ')}): ${median.map((r) => r.label).join(' → ')}`,
      },
    ];
  } finally {
    await server.close();
  }
}
