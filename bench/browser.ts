import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startSandbox } from '../demo/platform/server';
import { createPlatformClient, query, type Product } from '../shared/client';
import { emptyTokens } from '../shared/session';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startStaticServer } from '../scripts/static-server';
// @ts-expect-error: a plain .mjs script shared with `npm test`
import { ensureChromium } from '../scripts/ensure-chromium.mjs';

export interface BenchContext {
  browser: Browser;
  platformUrl: string;
  /**
   * The built widgets (dist/) from an origin of their own, compressed, as a site loads them
   * from a CDN: not from the platform's origin, whose six HTTP/1.1 connections the page's API
   * calls would otherwise wait for behind the chunks (the real platform is another origin).
   */
  widgetsUrl: string;
  clientId: string;
  /** The origin of the bench pages (not the platform's). */
  siteUrl: string;
  /** Opens a bench page (bench/pages) in a fresh context. */
  open(page: string): Promise<Page>;
  /** Opens a demo site page (demo/site) in a fresh context. */
  openDemo(page: string): Promise<Page>;
  /** The demo site's pages. */
  demoPages: string[];
  /** The sandbox's seeded catalogue, and its product ids. */
  products: Product[];
  productIds: string[];
}

/**
 * A sandbox platform on a temp database, the bench pages on another origin and Chromium,
 * for the browser rows; everything is closed afterwards.
 */
export async function withBench<T>(run: (context: BenchContext) => Promise<T>): Promise<T> {
  const platform = await startSandbox({
    port: 0,
    dbPath: join(mkdtempSync(join(tmpdir(), 'sw-bench-')), 'platform.db'),
    reset: true,
    log: () => {},
  });
  const { clientId } = platform.platform.config;
  const fill = (html: string) =>
    html.replaceAll('{{PLATFORM}}', platform.url).replaceAll('{{CLIENT_ID}}', clientId);
  const site = await startStaticServer({
    root: resolve(import.meta.dirname, 'pages'),
    transformHtml: fill,
  });
  const widgets = await startStaticServer({
    root: resolve(import.meta.dirname, '../dist'),
    compress: true,
  });
  const demoRoot = resolve(import.meta.dirname, '../demo/site');
  const demo = await startStaticServer({ root: demoRoot, transformHtml: fill });
  const executable = ensureChromium() as string | undefined;
  if (executable) process.env.CHROMIUM_PATH = executable;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const products = await seededProducts(platform.url, clientId);
    return await run({
      browser,
      platformUrl: platform.url,
      widgetsUrl: widgets.url,
      clientId,
      siteUrl: site.url,
      products,
      productIds: products.map((product) => product.id),
      open: (path) => openIn(browser, `${site.url}/${path}`),
      openDemo: (path) => openIn(browser, `${demo.url}/${path}`),
      demoPages: [
        ...readdirSync(demoRoot).filter((name) => name.endsWith('.html')),
        // The host apps render after their own script: their pages count too.
        'hosts/react/index.html',
        'hosts/vue/index.html',
      ],
    });
  } finally {
    await browser.close();
    await Promise.all([site.close(), widgets.close(), demo.close(), platform.close()]);
  }
}

async function openIn(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  return page;
}

async function seededProducts(apiBase: string, clientId: string): Promise<Product[]> {
  let tokens = emptyTokens();
  const client = createPlatformClient({
    apiBase,
    clientId,
    session: { getTokens: () => tokens, setTokens: (next) => (tokens = next) },
  });
  const { products } = await client.catalog.queryProducts(query().limit(100).build());
  return products;
}
