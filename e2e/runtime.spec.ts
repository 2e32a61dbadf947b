import { expect, test, type Page } from '@playwright/test';
import { serveHostPages } from '../bench/host-layouts';
import { seedProducts } from '../demo/platform/seed/products';
import { HANDLED_EVENTS } from '../shared/element/handled-events';
import { platformUrl, siteUrl, watchErrors } from './support/pages';

const mounted = (page: Page) =>
  page.evaluate(() => (window as unknown as { swProbe: { mounted(): number } }).swProbe.mounted());

test('the script loaded twice, classic and as a module, loads one runtime and one session', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\//.test(request.url())) chunkRequests.push(request.url());
  });
  await page.goto(siteUrl('/twice.html'));
  await page.waitForFunction(() => customElements.get('site-config') !== undefined);
  const session = await page.evaluate(() => {
    const slot = (globalThis as unknown as Record<symbol, { protocol: number }>)[
      Symbol.for('site-widgets.session')
    ];
    return slot?.protocol;
  });
  expect(session).toBe(1);
  expect(chunkRequests.some((url) => /\/chunks\/[\w-]+\/runtime\.js$/.test(url))).toBe(true);
  expect(chunkRequests.length).toBe(new Set(chunkRequests).size); // nothing fetched twice
  expect(errors).toEqual([]);
});

test('the runtime and family chunks ask Chromium to compile them while they stream', async ({
  page,
}) => {
  // V8's explicit compile hint must open the file as served (vite.config.ts compileHint):
  // compressed on the way, and after the minifier, which drops every other comment.
  const chunks: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    const name = /\/chunks\/[\w-]+\/([a-z-]+)\.js$/.exec(response.url())?.[1];
    if (name) chunks.push(response.text().then((text) => [name, text.slice(0, 30)]));
  });
  await page.goto(siteUrl('/first-visit.html'));
  await expect(page.locator('product-card').first()).toHaveAttribute('state', 'ready');
  const openings = Object.fromEntries(await Promise.all(chunks));
  for (const chunk of ['runtime', 'product', 'commerce'])
    expect(openings[chunk], chunk).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
});

test("a widget's shadow root holds React's listeners for the handled events only", async ({
  page,
}) => {
  // The built bundle, production React: its listeners must still be recognised and dropped
  // (shared/element/handled-events.ts). Unfiltered, React puts 145 on every root.
  await page.goto(siteUrl('/first-visit.html'));
  await expect(page.locator('product-card').first()).toHaveAttribute('state', 'ready');
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: "document.querySelector('product-card').shadowRoot",
  });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId!,
  });
  const types = listeners.map((listener) => listener.type);
  expect(new Set(types)).toEqual(HANDLED_EVENTS);
  expect(types).toHaveLength(HANDLED_EVENTS.size * 2); // capture and bubble each
  // and a card still answers a click: its product goes into the cart
  const updated = page.evaluate(
    () => new Promise((resolve) => addEventListener('cart-updated', resolve, { once: true })),
  );
  await page.locator('product-card').first().getByRole('button', { name: /add/i }).click();
  await updated;
});

test('a tag inserted later (as a CMS does) loads its chunk on first use', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/blank.html'));
  await page.waitForFunction(() => Symbol.for('site-widgets.loader') in globalThis);
  expect(await page.evaluate(() => customElements.get('site-config') === undefined)).toBe(true);
  await page.evaluate(() => {
    const holder = document.createElement('div');
    document.body.append(holder);
    holder.innerHTML =
      '<site-config client-id="x" api-base="https://api.example.com"></site-config>';
  });
  await page.waitForFunction(() => customElements.get('site-config') !== undefined);
  expect(errors).toEqual([]);
});

test('a client id the platform does not know: visitors read no OAuth error, the owner hears CONFIG at once', async ({
  page,
}) => {
  await page.goto(siteUrl('/blank.html'));
  const seen = page.evaluate(
    () =>
      new Promise<{ tag: string; code?: string; message: string }>((resolve) =>
        document.addEventListener('widget-error', (e) => resolve((e as CustomEvent).detail)),
      ),
  );
  await page.evaluate(
    (api) =>
      (document.body.innerHTML =
        `<site-config client-id="nobody-knows-me" api-base="${api}"></site-config>` +
        '<product-card product-slug="crew-socks"></product-card>'),
    platformUrl(''),
  );
  const card = page.locator('product-card');
  // Refused, not retried: no skeleton for the seconds retries take.
  await expect(card).toHaveAttribute('state', 'error', { timeout: 3000 });
  // Nothing the visitor can do, and no "try again" that could never work.
  await expect(card.getByRole('alert')).toHaveText(
    'This is not available on this site yet. Please let the site owner know.',
  );
  await expect(card.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  const detail = await seen;
  expect(detail).toMatchObject({ tag: 'product-card', code: 'CONFIG' });
  expect(detail.message).toContain('Unknown client nobody-knows-me');
});

test("another client id set on the page's <site-config>: only the new one asks for a token, and the list reads with it", async ({
  page,
}) => {
  await page.goto(siteUrl('/blank.html'));
  await page.evaluate(
    (api) =>
      (document.body.innerHTML =
        `<site-config client-id="demo-client" api-base="${api}"></site-config>` +
        '<product-list collection-slug="music" page-size="2"></product-list>'),
    platformUrl(''),
  );
  const list = page.locator('product-list');
  await expect(list).toHaveAttribute('state', 'ready');
  const grants: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/oauth2/token')) grants.push(request.postDataJSON().clientId);
  });
  await page.evaluate(() =>
    document.querySelector('site-config')!.setAttribute('client-id', 'nobody-knows-me'),
  );
  // Not the old client's token, asked for by its queries read again, kept as the new one's.
  await expect(list).toHaveAttribute('state', 'error');
  expect(grants).toEqual(['nobody-knows-me']);
});

test('a <site-config> mistake reads as a sentence even in the icon-sized cart count', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await page.goto(siteUrl('/blank.html'));
  await page.evaluate(() => {
    document.body.innerHTML =
      '<header style="display:flex;justify-content:space-between"><b>Shop</b><cart-count></cart-count></header>' +
      '<site-config api-base="https://api.example.com"></site-config>';
  });
  const notice = page.locator('cart-count').getByRole('alert');
  await expect(notice).toHaveText(/"client-id" is required/);
  const box = (await notice.boundingBox())!;
  expect(box.width, 'wide enough for words').toBeGreaterThan(200);
  expect(box.height, 'a few lines, not a letter a line').toBeLessThan(100);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
});

test("a tag inside a widget's shadow root loads its chunk too", async ({ page }) => {
  await page.goto(siteUrl('/runtime.html'));
  await expect(page.locator('sw-probe h2')).toHaveText('First');
  expect(await page.evaluate(() => customElements.get('cart-count') === undefined)).toBe(true);
  // A widget created this shadow root; the loader watches it like the document.
  await page.evaluate(() =>
    document
      .querySelector('sw-probe')!
      .shadowRoot!.append(document.createElement('div'), document.createElement('cart-count')),
  );
  await page.waitForFunction(() => customElements.get('cart-count') !== undefined);
});

test("widgets in the page's own component's shadow root load once the loader is told of it", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/blank.html'));
  await page.waitForFunction(() => Symbol.for('site-widgets.loader') in globalThis);
  // A component of the page's own (as Lit or Stencil make them) with a card in its shadow root.
  await page.evaluate((api) => {
    document.body.innerHTML = `<site-config client-id="demo-client" api-base="${api}"></site-config>`;
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<product-card product-slug="crew-socks"></product-card>';
    (globalThis as unknown as Record<symbol, { watch(root: ShadowRoot): void }>)[
      Symbol.for('site-widgets.loader')
    ]!.watch(root);
  }, platformUrl(''));
  const card = page.locator('product-card');
  await expect(card).toHaveAttribute('state', 'ready');
  await expect(card.getByRole('heading', { name: 'Crew Socks' })).toBeVisible();
  // The loader's sheet does not reach this root: the card still has its box, and its content
  // stays in it rather than covering the page.
  const box = (await card.boundingBox())!;
  const content = (await card.locator('[part~="card"]').boundingBox())!;
  expect(box.height, 'the card has a box').toBeGreaterThan(300);
  expect(content.y).toBeGreaterThanOrEqual(box.y);
  expect(content.y + content.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
  expect(errors).toEqual([]);
});

test('elements inserted with innerHTML, clicked, moved and removed leave nothing behind', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/runtime.html'));
  await expect(page.locator('sw-probe h2')).toHaveText('First');
  await page.evaluate(() => {
    document.querySelector('#aside')!.innerHTML =
      '<sw-probe label="A"></sw-probe><sw-probe label="B"></sw-probe><sw-probe label="C"></sw-probe>';
  });
  await expect(page.locator('sw-probe h2')).toHaveText(['First', 'A', 'B', 'C']);
  expect(await mounted(page)).toBe(4);

  const b = page.locator('sw-probe[label="B"]');
  await b.locator('button').click();
  await b.locator('button').click();
  await expect(b.locator('button')).toHaveText('Clicked 2');
  await expect(page.locator('sw-probe[label="A"] button')).toHaveText('Clicked 0');

  await page.evaluate(() =>
    document.querySelector('#main')!.append(document.querySelector('sw-probe[label="C"]')!),
  );
  await expect(page.locator('#main sw-probe[label="C"] h2')).toHaveText('C');
  await page
    .locator('sw-probe[label="A"]')
    .evaluate((element) => element.setAttribute('label', 'A2'));
  await expect(page.locator('sw-probe[label="A2"] h2')).toHaveText('A2');
  expect(await mounted(page)).toBe(4);

  await page.evaluate(() =>
    document.querySelectorAll('sw-probe').forEach((element) => element.remove()),
  );
  expect(await mounted(page)).toBe(0);
  expect(errors).toEqual([]);
});

const STYLE_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'line-height',
  'color',
  'margin-top',
  'padding-top',
  'padding-left',
  'border-top-width',
  'display',
];

async function probeStyles(page: Page) {
  await expect(page.locator('sw-probe h2')).toHaveText('First');
  return page.locator('sw-probe').evaluate((host, properties) => {
    const root = host.shadowRoot!;
    return ['.probe', 'h2', '.body', 'button'].map((selector) => {
      const element = root.querySelector(selector)!;
      const computed = getComputedStyle(element);
      return {
        selector,
        height: Math.round(element.getBoundingClientRect().height),
        ...Object.fromEntries(properties.map((name) => [name, computed.getPropertyValue(name)])),
      };
    });
  }, STYLE_PROPERTIES);
}

test('global page CSS (* { all: unset !important }, html { font-size: 40px }) does not change a widget', async ({
  page,
}) => {
  await page.goto(siteUrl('/runtime.html'));
  const clean = await probeStyles(page);
  await page.goto(siteUrl('/hostile.html'));
  const hostile = await probeStyles(page);
  expect(hostile).toEqual(clean);
  expect(clean[1]).toMatchObject({ 'font-size': '20px', 'text-transform': 'none' });
});

test('a strict CSP page (style-src self, no unsafe-inline or unsafe-eval) renders with zero violations', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const errors = watchErrors(page);
  const response = await page.goto(siteUrl('/csp.html'));
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
  await expect(page.locator('sw-probe h2')).toHaveText('First');
  await expect(page.locator('sw-probe .body')).toHaveCSS('color', 'rgb(60, 60, 60)');
  await page.locator('sw-probe button').click();
  await expect(page.locator('sw-probe button')).toHaveText('Clicked 1');
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test("a family's chunk and the runtime it imports are fetched at once, not one after the other", async ({
  page,
}) => {
  const started = new Map<string, number>();
  const finished = new Map<string, number>();
  const chunk = (url: string) => /\/chunks\/[\w-]+\/(product|runtime)\.js$/.exec(url)?.[1];
  page.on('request', (request) => {
    const name = chunk(request.url());
    if (name) started.set(name, Date.now());
  });
  page.on('requestfinished', (request) => {
    const name = chunk(request.url());
    if (name) finished.set(name, Date.now());
  });
  // The CDN answers slowly, so a chain would show: the runtime asked for only once the
  // product chunk that imports it had arrived.
  await page.route('**/chunks/*/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  // A card before any <site-config>: only the product family's chunk brings the runtime.
  await page.goto(siteUrl('/family-first.html'));
  await expect.poll(() => finished.has('product') && finished.has('runtime')).toBe(true);
  expect(started.get('runtime')!).toBeLessThan(finished.get('product')!);
  // And it is the runtime the config then uses.
  await page.evaluate(
    (api) =>
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<site-config client-id="demo-client" api-base="${api}"></site-config>`,
      ),
    platformUrl(''),
  );
  await expect(page.locator('product-card')).toHaveAttribute('state', 'ready');
});

test('the sandbox serves the widgets compressed, as a CDN would', async ({ page }) => {
  const encodings: string[] = [];
  page.on('response', async (response) => {
    if (/\/widgets\/(widgets\.js|chunks\/)/.test(response.url())) {
      encodings.push((await response.allHeaders())['content-encoding'] ?? 'none');
    }
  });
  await page.goto(siteUrl('/cards.html'));
  await page.evaluate(() => {
    document.querySelector('#grid')!.innerHTML = '<product-card product-slug="crew-socks">';
  });
  await expect(page.locator('product-card')).toHaveAttribute('state', 'ready');
  expect(encodings.length).toBeGreaterThan(2);
  expect(new Set(encodings)).toEqual(new Set(['br']));
});

test('the sandbox serves the built files only, each as its declared type', async ({ request }) => {
  const script = await request.get(platformUrl('/widgets/widgets.js'));
  expect(script.headers()['x-content-type-options']).toBe('nosniff');
  // The build's manifest (build-machine paths) and any other dotfile stay private.
  for (const path of ['/widgets/.vite/manifest.json', '/widgets/chunks/../.vite/manifest.json']) {
    expect((await request.get(platformUrl(path))).status(), path).toBe(404);
  }
});

test('cards in the first screen load their image at once and first, the others lazily', async ({
  page,
}) => {
  const hosts = await serveHostPages({
    platformUrl: platformUrl(''),
    clientId: 'demo-client',
    productIds: seedProducts(new Date().toISOString()).map((product) => product.id),
  });
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${hosts.url}/host-column.html`);
    await expect(page.locator('product-card[state="ready"]')).toHaveCount(12);
    const first = page.locator('product-card').first().locator('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    const last = page.locator('product-card').last().locator('img');
    await expect(last).toHaveAttribute('loading', 'lazy');
    await expect(last).not.toHaveAttribute('fetchpriority', 'high');
  } finally {
    await hosts.close();
  }
});
