import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startSandbox } from '../demo/platform/server';
import { createElevatedClient } from '../shared/client';
import { siteUrl } from './support/pages';

// A sandbox of its own, so the product named in Hebrew never reaches the other suites' lists.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let hebrewId = '';
const HEBREW = 'חולצת טריקו';

test.beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dbPath: join(mkdtempSync(join(tmpdir(), 'sw-bidi-')), 'platform.db'),
    reset: true,
    log: () => {},
  });
  const admin = createElevatedClient({
    apiBase: sandbox.url,
    apiKey: sandbox.platform.config.adminKey,
  });
  hebrewId = (await admin.catalogAdmin.createProduct({ name: HEBREW, priceData: { price: 20 } }))
    .product.id;
});
test.afterAll(() => sandbox?.close());

/** A card on a page of the site in direction `dir`; each text takes its own direction. */
async function card(page: Page, dir: 'ltr' | 'rtl', attributes: string) {
  // markup.html loads the widgets and its <site-config> from the sandbox named in ?platform=.
  await page.goto(siteUrl(`/markup.html?platform=${encodeURIComponent(sandbox.url)}`));
  await page.evaluate(
    ([dir, attributes]) => {
      document.documentElement.dir = dir!;
      document.querySelector('#main')!.innerHTML =
        `<div style="width: 320px"><product-card ${attributes}></product-card></div>`;
    },
    [dir, attributes],
  );
  const name = page.locator('product-card [part~="name"]');
  await expect(name).not.toBeEmpty();
  // Where the name's words sit in its box: from its left edge and from its right edge.
  return name.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const words = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return { fromLeft: words.left - box.left, fromRight: box.right - words.right };
  });
}

test("a Hebrew product name on a left-to-right page lines up at the page's start (left)", async ({
  page,
}) => {
  const { fromLeft, fromRight } = await card(page, 'ltr', `product-id="${hebrewId}"`);
  expect(fromLeft).toBeLessThan(1);
  expect(fromRight).toBeGreaterThan(100);
});

test("an English product name on a right-to-left page lines up at the page's start (right)", async ({
  page,
}) => {
  const { fromLeft, fromRight } = await card(page, 'rtl', 'product-slug="sticker-pack"');
  expect(fromRight).toBeLessThan(1);
  expect(fromLeft).toBeGreaterThan(100);
});
