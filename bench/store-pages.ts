import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { Product } from '../shared/client';
import { startStaticServer, type StaticServer } from '../scripts/static-server';

/**
 * The same store page three ways (N product cards, a cart count, a drawer cart), for the
 * main-thread and Lighthouse rows: ours, plain DOM code calling the same API, and the
 * buy-button embed fed by a mock of its storefront API (BUY_BUTTON_DOMAIN, see mockBuyButtonApi).
 */
export const STORE_KINDS = ['ours', 'plain', 'buy-button'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export const BUY_BUTTON_DOMAIN = 'bench-shop.example';

interface StoreOptions {
  platformUrl: string;
  widgetsUrl: string;
  clientId: string;
  productIds: readonly string[];
}

const GRID =
  '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:16px}';

function storePage(kind: StoreKind, count: number, options: StoreOptions): string {
  const { platformUrl, widgetsUrl, clientId, productIds } = options;
  const ids = Array.from({ length: count }, (_, i) => productIds[i % productIds.length]!);
  const parts: Record<StoreKind, { head: string; header: string; card(id: string): string }> = {
    ours: {
      head: `<script src="${widgetsUrl}/widgets.js" crossorigin></script>`,
      header: `<site-config client-id="${clientId}" api-base="${platformUrl}" locale="en-US" currency="USD"></site-config><cart-count></cart-count><shop-cart mode="drawer"></shop-cart>`,
      card: (id) => `<product-card product-id="${id}"></product-card>`,
    },
    plain: {
      head: `<script src="plain-card.js"></script><script src="plain-store.js" data-api="${platformUrl}" data-client="${clientId}" defer></script>`,
      header: '<span id="cart-count">0</span>',
      card: (id) => `<plain-card product-id="${id}"></plain-card>`,
    },
    'buy-button': {
      head: `<script src="buybutton.min.js"></script><script src="buy-button-store.js" data-domain="${BUY_BUTTON_DOMAIN}" defer></script>`,
      header: '',
      // It makes the global id itself.
      card: (id) => `<div data-product-id="${id}"></div>`,
    },
  };
  const { head, header, card } = parts[kind];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A store page with ${count} product cards.">
<title>Store: ${count} cards (${kind})</title>
${head}
<style>body{font-family:sans-serif;margin:16px}header{display:flex;justify-content:space-between;align-items:center}${GRID}</style>
</head><body>
<header><strong>Lantern Room</strong>${header}</header>
<h1>Our products</h1>
<p>A merchant's own page on its own origin, with our products on it.</p>
<main class="grid">${ids.map(card).join('')}</main>
</body></html>`;
}

/** One widget alone on a page of ours, for the rows that have no plain or buy-button twin. */
export const WIDGET_PAGES = {
  'ticket picker':
    '<event-tickets event-slug="the-velvet-static-album-release-show"></event-tickets>',
  'login form': '<member-login mode="form"></member-login>',
} as const;
export type WidgetPage = keyof typeof WIDGET_PAGES;

function widgetPage(name: WidgetPage, { platformUrl, widgetsUrl, clientId }: StoreOptions): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<script src="${widgetsUrl}/widgets.js"></script>
</head><body>
<site-config client-id="${clientId}" api-base="${platformUrl}" locale="en-US" currency="USD"></site-config>
<h1>${name}</h1>
<main>${WIDGET_PAGES[name]}</main>
</body></html>`;
}

export const widgetPath = (name: WidgetPage) => `/${name.replace(' ', '-')}.html`;

export const storePath = (kind: StoreKind, count: number) => `/store-${kind}-${count}.html`;

/** Serves the store pages for `counts` and their scripts from a temp dir on a fresh origin. */
export async function serveStorePages(
  options: StoreOptions,
  counts: readonly number[],
): Promise<StaticServer> {
  const dir = mkdtempSync(join(tmpdir(), 'sw-stores-'));
  for (const kind of STORE_KINDS) {
    for (const count of counts)
      writeFileSync(join(dir, storePath(kind, count)), storePage(kind, count, options));
  }
  for (const name of Object.keys(WIDGET_PAGES) as WidgetPage[])
    writeFileSync(join(dir, widgetPath(name)), widgetPage(name, options));
  const pages = resolve(import.meta.dirname, 'pages');
  for (const file of ['plain-card.js', 'plain-store.js', 'buy-button-store.js'])
    copyFileSync(join(pages, file), join(dir, file));
  const buyButton = createRequire(import.meta.url).resolve('@shopify/buy-button-js/package.json');
  copyFileSync(resolve(buyButton, '../dist/buybutton.min.js'), join(dir, 'buybutton.min.js'));
  return startStaticServer({ root: dir });
}

/** Shopify's global ids name the type; the mock maps them back to ours. */
const buyButtonId = (id: string) => `gid://shopify/Product/${id}`;

const money = (amount: number | undefined, currencyCode = 'USD') => ({
  amount: (amount ?? 0).toFixed(2),
  currencyCode,
});

/** Our product in the storefront API's shape (the fields the buy-button's product query asks). */
function storefrontProduct(product: Product) {
  const { price, discountedPrice, currency } = product.priceData ?? {};
  const image = product.media?.mainMedia?.image;
  const images = image
    ? [
        {
          id: `${product.id}-image`,
          src: image.url,
          altText: product.name,
          width: image.width,
          height: image.height,
        },
      ]
    : [];
  const pageInfo = { hasNextPage: false, hasPreviousPage: false };
  return {
    __typename: 'Product',
    id: buyButtonId(product.id),
    availableForSale: product.stock?.inStock ?? true,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    descriptionHtml: product.description ?? '',
    description: product.description ?? '',
    handle: product.slug,
    productType: product.productType ?? '',
    title: product.name,
    vendor: 'Lantern Room',
    publishedAt: '2026-01-01T00:00:00Z',
    onlineStoreUrl: null,
    options: [{ id: `${product.id}-title`, name: 'Title', values: ['Default Title'] }],
    images: {
      pageInfo,
      edges: images.map((node, i) => ({ cursor: String(i), node })),
    },
    variants: {
      pageInfo,
      edges: [
        {
          cursor: '0',

          node: {
            id: `gid://shopify/ProductVariant/${product.id}`,
            title: 'Default Title',
            price: money(discountedPrice ?? price, currency),
            priceV2: money(discountedPrice ?? price, currency),
            weight: 0,
            available: product.stock?.inStock ?? true,
            sku: product.sku ?? '',
            compareAtPrice:
              discountedPrice !== undefined && price !== undefined && discountedPrice < price
                ? money(price, currency)
                : null,
            compareAtPriceV2: null,
            image: images[0] ?? null,
            selectedOptions: [{ name: 'Title', value: 'Default Title' }],
            unitPrice: null,
            unitPriceMeasurement: null,
          },
        },
      ],
    },
  };
}

/**
 * The buy-button's storefront API, answered locally from the sandbox's products: one product
 * per `node` query (it asks once per product), nothing for anything else.
 */
export async function mockBuyButtonApi(page: Page, products: readonly Product[]): Promise<void> {
  const byId = new Map(products.map((product) => [buyButtonId(product.id), product]));
  await page.route(`https://${BUY_BUTTON_DOMAIN}/**`, async (route) => {
    const body = route.request().postDataJSON() as {
      variables?: { id?: string; ids?: string[] };
    } | null;
    const one = body?.variables?.id ? byId.get(body.variables.id) : undefined;
    const many = body?.variables?.ids?.map((id) => byId.get(id)).filter((p) => p !== undefined);
    const data = one
      ? { node: storefrontProduct(one) }
      : many
        ? { nodes: many.map(storefrontProduct) }
        : {};
    await route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
      body: JSON.stringify({ data }),
    });
  });
}

/**
 * Until every card of the page shows its product (the buy-button: a button in each iframe).
 * Polled from here with small evaluations: `waitForFunction` would inject Playwright's selector
 * engine into the page, about 50 ms of script the trace would count against every page.
 */
export async function storeReady(page: Page, kind: StoreKind, count: number): Promise<void> {
  await until(page, () =>
    page.evaluate(
      ({ kind, count }) => {
        if (kind === 'buy-button') {
          const frames = [
            ...document.querySelectorAll('[data-product-id] iframe'),
          ] as HTMLIFrameElement[];
          return (
            frames.length >= count &&
            frames.every((frame) => frame.contentDocument?.querySelector('.shopify-buy__btn'))
          );
        }
        const tag = kind === 'ours' ? 'product-card' : 'plain-card';
        const cards = [...document.querySelectorAll(tag)];
        return (
          cards.length >= count &&
          cards.every((card) =>
            kind === 'ours'
              ? card.getAttribute('state') === 'ready'
              : card.shadowRoot?.querySelector('img'),
          )
        );
      },
      { kind, count },
    ),
  );
}

/** Polls `check` every 50 ms until it holds (60 s at most). */
export async function until(page: Page, check: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting on ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
