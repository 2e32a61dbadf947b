import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startSandbox } from '../demo/platform/server';
import { startStaticServer, type StaticServer } from '../scripts/static-server';
import { watchErrors } from './support/pages';

/**
 * These journeys publish events, restock items and sell tickets: they get a sandbox of their
 * own (with the demo site and the test pages pointing at it), so the shared sandbox other
 * specs read (event lists, stock) never sees their changes.
 */
let platform: Awaited<ReturnType<typeof startSandbox>>;
let demo: StaticServer;
let site: StaticServer;

test.beforeAll(async () => {
  const ROOT = resolve(import.meta.dirname, '..');
  // The pages first (each fills in the platform's address when served), so the sandbox can
  // register their origins: it takes the admin key only from registered pages.
  const fill = (html: string) =>
    html
      .replaceAll('{{PLATFORM}}', platform.url)
      .replaceAll('{{CDN}}', process.env.SW_CDN_URL ?? '')
      .replaceAll('{{CLIENT_ID}}', platform.platform.config.clientId);
  demo = await startStaticServer({ root: resolve(ROOT, 'demo/site'), transformHtml: fill });
  site = await startStaticServer({ root: resolve(ROOT, 'e2e/pages'), transformHtml: fill });
  platform = await startSandbox({
    port: 0,
    dbPath: `${mkdtempSync(resolve(tmpdir(), 'sw-e2e-admin-'))}/platform.db`,
    reset: true,
    allowedOrigins: [demo.url, site.url],
    log: () => {},
  });
});

/** The console asks for the key (the page never carries it): this tab already typed it. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    (key) => sessionStorage.setItem('sw-admin-key', key),
    platform.platform.config.adminKey,
  );
});

test.afterAll(async () => {
  await Promise.all([demo?.close(), site?.close(), platform?.close()]);
});

const platformUrl = (path: string) => `${platform.url}${path}`;
const siteUrl = (path: string) => `${site.url}${path}`;
const demoUrl = (path: string) => `${demo.url}${path}`;
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function sandbox<T>(path: string): Promise<T> {
  return admin<T>('GET', `/_sandbox/${path}`);
}

/** An elevated call from the test process, as an integration would make it. */
async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(platformUrl(path), {
    method,
    headers: {
      authorization: platform.platform.config.adminKey,
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const JAZZ = { id: 'evt-small-hours-jazz-trio', slug: 'small-hours-jazz-trio' };

async function reserveOne(eventId: string) {
  const { definitions } = await admin<{ definitions: Array<{ id: string; free?: boolean }> }>(
    'GET',
    `/v1/checkout/available-tickets?eventId=${eventId}&limit=100`,
  );
  const paid = definitions.find((d) => !d.free)!;
  return admin<{ id: string }>('POST', '/v1/checkout/reservations', {
    eventId,
    ticketQuantities: [{ ticketDefinitionId: paid.id, quantity: 1 }],
  });
}

/** A buyer pays on the hosted events checkout with the card that is only authorised. */
async function authorisedOrder(page: Page, eventId: string, email: string) {
  const reservation = await reserveOne(eventId);
  const { redirectSession } = await admin<{ redirectSession: { fullUrl: string } }>(
    'POST',
    '/v1/redirect-session',
    { eventsCheckout: { eventSlug: JAZZ.slug, reservationId: reservation.id } },
  );
  await page.goto(redirectSession.fullUrl);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Door');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Card number').fill('4000 0000 0000 0077');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.locator('body')).toContainText('is authorized');
}

async function findOrder(page: Page, phrase: string) {
  await page.goto(demoUrl('/admin/#orders'));
  const filters = page.getByRole('form', { name: 'Order filters' });
  await filters.getByLabel('Search').fill(phrase);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  return page.getByRole('row').filter({ hasText: phrase });
}

const section = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });

const outcome = (page: Page, text: string | RegExp) =>
  page.locator('.result').filter({ hasText: text });

test('a visitor asks about an out-of-stock item; the admin restocks it, reports it back, and the visitor is emailed', async ({
  page,
}) => {
  const errors = watchErrors(page, platformUrl);
  const name = `E2E Desk Lamp ${stamp()}`;
  const email = `fan-${stamp()}@example.com`;
  const { product } = await admin<{ product: { id: string } }>('POST', '/v1/products', {
    product: { name, priceData: { price: 19 }, stock: { trackInventory: true, quantity: 0 } },
  });

  // The visitor asks.
  await page.goto(siteUrl(`/admin-back-in-stock.html?product=${product.id}`));
  const widget = page.locator('back-in-stock');
  await expect(widget).toHaveAttribute('state', 'ready');
  await widget.getByLabel('Email').fill(email);
  const requested = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.addEventListener('back-in-stock-requested', (e) =>
          resolve((e as CustomEvent).detail),
        ),
      ),
  );
  await widget.getByRole('button', { name: 'Notify me' }).click();
  await expect(widget).toContainText(`We'll email ${email}`);
  expect(await requested).toEqual({ productId: product.id, email });
  await expectNoAxeViolations(page);

  // The confirmation survives a reload. A fresh browser (another visitor) asking with the same
  // email is answered as for any address: a refusal would tell anyone what it waits for.
  await page.reload();
  await expect(widget).toContainText(`We'll email ${email}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widget.getByLabel('Email').fill(email);
  await widget.getByRole('button', { name: 'Notify me' }).click();
  await expect(widget).toContainText(`We'll email ${email}`);

  // The admin restocks the variant in the console.
  await page.goto(demoUrl('/admin/#catalogue'));
  await page.getByLabel('Name starts with').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const variant = page.getByRole('form', { name: 'Variant Default' });
  await variant.getByLabel('Stock').fill('5');
  await variant.getByRole('button', { name: 'Save variant' }).click();
  await expect(outcome(page, 'Variant Default saved.')).toBeVisible();
  await expect(page.getByRole('table', { name: `Variants of ${name}` })).toContainText(
    '5 in stock',
  );

  // ...and reports it back in stock from the requests list.
  await page.getByRole('tab', { name: 'Back in stock' }).click();
  const rows = page.getByRole('row').filter({ hasText: email });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText('RECEIVED');
  await rows.first().getByRole('button', { name: 'Report item back' }).click();
  await expect(outcome(page, /reported back in stock: 2 notifications sent/)).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('NOTIFICATION_SENT');
  await expectNoAxeViolations(page);

  // Two visitors asked for one address: it is emailed once.
  const { emails } = await sandbox<{ emails: Array<{ to: string; subject: string }> }>('outbox');
  expect(emails.filter((e) => e.to === email)).toEqual([
    expect.objectContaining({ subject: `${name} is back in stock` }),
  ]);
  expect(errors).toEqual([]);
});

test('the admin publishes a draft event and it appears in <event-list>', async ({ page }) => {
  const errors = watchErrors(page, platformUrl);
  const title = `E2E Draft Gig ${stamp()}`;
  const start = Date.now() + 60 * 60_000;
  await admin('POST', '/v3/events', {
    event: {
      title,
      dateAndTimeSettings: {
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 2 * 60 * 60_000).toISOString(),
      },
      location: { type: 'VENUE', name: 'The Lantern Room' },
      registration: { initialType: 'TICKETING' },
    },
    draft: true,
  });

  await page.goto(siteUrl('/admin-event-list.html'));
  const list = page.locator('event-list');
  await expect(list).toHaveAttribute('state', /ready|empty/);
  await expect(list).not.toContainText(title);

  await page.goto(demoUrl('/admin/#events'));
  const events = section(page, 'All events');
  await events.getByLabel('Status').selectOption('DRAFT');
  const row = events.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('DRAFT');
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(outcome(page, `"${title}" is published.`)).toBeVisible();
  await events.getByLabel('Status').selectOption('UPCOMING');
  await expect(events.getByRole('row').filter({ hasText: title })).toContainText('UPCOMING');
  await expectNoAxeViolations(page);

  await page.goto(siteUrl('/admin-event-list.html'));
  await expect(list).toContainText(title);
  expect(errors).toEqual([]);
});

test('the admin voids an authorised ticket order and it reads VOIDED', async ({ page }) => {
  const errors = watchErrors(page, platformUrl);
  const eventId = JAZZ.id;
  const email = `door-${stamp()}@example.com`;
  await authorisedOrder(page, eventId, email);

  // The admin finds it and voids it.
  const row = await findOrder(page, email);
  await expect(row).toContainText('AUTHORIZED');
  await row.getByRole('button', { name: 'Void' }).click();
  await expect(outcome(page, /voided/)).toBeVisible();
  await expect(row).toContainText('VOIDED');
  await expect(row.getByRole('button', { name: 'Void' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const orderNumber = (await row.locator('code').first().textContent())!;
  const { order } = await admin<{ order: { status: string } }>(
    'GET',
    `/v1/events/${eventId}/orders/${orderNumber}?fieldset=DETAILS`,
  );
  expect(order.status).toBe('VOIDED');
  expect(errors).toEqual([]);
});

test('every area of the admin console is axe clean and its lists page', async ({ page }) => {
  const errors = watchErrors(page, platformUrl);
  await page.goto(demoUrl('/admin/'));
  for (const tab of ['Catalogue', 'Back in stock', 'Events', 'Ticket orders']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').locator('table').first()).not.toContainText('Loading…');
    await expectNoAxeViolations(page);
  }
  // Products page: 20 a page, the seed has more.
  await page.getByRole('tab', { name: 'Catalogue' }).click();
  const products = page.getByRole('navigation', { name: 'Products by name pages' });
  await expect(products).toContainText(/1–20 of \d+/);
  await products.getByRole('button', { name: 'Next page' }).click();
  await expect(products).toContainText(/21–\d+ of \d+/);
  await products.getByRole('button', { name: 'Previous page' }).click();
  await expect(products).toContainText(/1–20 of/);

  // A violation from the server is shown as the server said it.
  const create = page.getByRole('form', { name: 'New product' });
  await create.getByLabel('Name').fill('x'.repeat(81));
  await create.getByLabel('Price').fill('5');
  await create.getByRole('button', { name: 'Create product' }).click();
  await expect(page.locator('.result[data-tone="error"]')).toContainText('INVALID_ARGUMENT');
  expect(errors).toEqual([]);
});

test('the admin console fits a phone: wide tables scroll in their panel, not the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(demoUrl('/admin/#catalogue'));
  await expect(page.getByRole('navigation', { name: 'Products by name pages' })).toContainText(
    /1–20 of \d+/,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('catalogue actions: create, edit, variants, media, brand and ribbon, options, collections, bulk, delete', async ({
  page,
}) => {
  const errors = watchErrors(page, platformUrl);
  const name = `E2E Poster ${stamp()}`;
  await page.goto(demoUrl('/admin/#catalogue'));
  const ok = (text: string | RegExp) =>
    expect(page.locator('.result[data-tone="ok"]').filter({ hasText: text }).first()).toBeVisible();

  const create = page.getByRole('form', { name: 'New product' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Price').fill('12');
  await create.getByLabel('Cost').fill('4');
  await create.getByLabel('Stock (empty: not tracked)').fill('3');
  await create.getByRole('button', { name: 'Create product' }).click();
  await ok(`"${name}" is created`);

  // The editor opens on the new product.
  const details = page.getByRole('form', { name: 'Product details' });
  await expect(details.getByLabel('Name')).toHaveValue(name);
  await details.getByLabel('Price').fill('15');
  await details.getByLabel('Ribbon').fill('New');
  await details.getByLabel('Brand').fill('Lantern');
  await details.getByRole('button', { name: 'Save details' }).click();
  await ok(`"${name}" is saved.`);
  await page.getByRole('button', { name: 'Remove brand "Lantern"' }).click();
  await ok('Brand removed.');
  await page.getByRole('button', { name: 'Remove ribbon "New"' }).click();
  await ok('Ribbon removed.');

  const variant = page.getByRole('form', { name: 'Variant Default' });
  await variant.getByLabel('Price').fill('17.5');
  await variant.getByLabel('Weight').fill('0.4');
  await variant.getByRole('button', { name: 'Save variant' }).click();
  await ok('Variant Default saved.');
  await expect(page.getByRole('table', { name: `Variants of ${name}` })).toContainText('$17.50');
  await page.getByRole('button', { name: 'Reset variants to default' }).click();
  await page
    .getByRole('button', { name: "Reset every variant's price, cost, weight and SKU" })
    .click();
  await ok('Variants reset');
  await expect(page.getByRole('table', { name: `Variants of ${name}` })).toContainText('$15.00');

  const media = page.getByRole('form', { name: 'Add media' });
  await media.getByLabel('Image URL').fill(platformUrl('/media/tile/336699/PF.svg'));
  await media.getByLabel('Title').fill('Poster front');
  await media.getByRole('button', { name: 'Add media' }).click();
  await ok('Media added.');
  await page.getByRole('button', { name: 'Delete Poster front' }).click();
  await ok(/Media .* deleted/);

  // Collections: create, add the product, rename, remove, delete.
  await page.getByLabel('Name starts with').fill(name);
  // Stock as an owner reads it, with the tracked count.
  await expect(page.getByRole('row').filter({ hasText: name }).first()).toContainText(
    'In stock (3)',
  );
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const collectionName = `E2E Walls ${stamp()}`;
  const newCollection = page.getByRole('form', { name: 'New collection' });
  await newCollection.getByLabel('New collection name').fill(collectionName);
  await newCollection.getByRole('button', { name: 'Create collection' }).click();
  await ok(`Collection "${collectionName}" is created.`);
  const collections = section(page, 'Collections');
  const row = collections.getByRole('row').filter({ hasText: collectionName });
  // The list refetches after the create, and the newest collection may be on a later page:
  // page on while there is a next page, and wait for the refetch when there is none (a stale
  // single page has its Next button disabled, which is not "not there").
  await expect(async () => {
    if ((await row.count()) > 0) return;
    const next = collections.getByRole('button', { name: 'Next page' });
    if (await next.isEnabled()) await next.click();
    throw new Error(`"${collectionName}" is not listed yet`);
  }).toPass({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Add selected' }).click();
  await ok(`Added 1 selected product to "${collectionName}".`);
  await expect(row).toContainText('1');
  await row.getByRole('button', { name: 'Remove selected' }).click();
  await ok(`Removed 1 selected product from "${collectionName}".`);
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: `Delete collection "${collectionName}"` }).click();
  await ok(`Collection "${collectionName}" is deleted.`);

  // Bulk set and adjust over the selection.
  const set = page.getByRole('form', { name: 'Set values' });
  await set.getByLabel('Property').selectOption('price');
  await set.getByLabel('Value').fill('20');
  await set.getByRole('button', { name: 'Set on selected' }).click();
  await ok('1 updated, 0 failed.');
  const adjust = page.getByRole('form', { name: 'Adjust values' });
  await adjust.getByLabel('Unit').selectOption('percentage');
  // A percentage is a whole number (the SDK's PercentageData.rate): the form says so itself.
  await adjust.getByLabel('By', { exact: true }).fill('2.5');
  expect(
    await adjust
      .getByLabel('By', { exact: true })
      .evaluate((i: HTMLInputElement) => i.validity.stepMismatch),
  ).toBe(true);
  await adjust.getByLabel('By', { exact: true }).fill('10');
  await adjust.getByRole('button', { name: 'Adjust selected' }).click();
  await ok('1 updated, 0 failed.');
  await expect(page.getByRole('table', { name: 'Products by name' })).toContainText('$22.00');

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('button', { name: 'Delete product' }).click();
  await page.getByRole('button', { name: `Delete "${name}"` }).click();
  await ok(`"${name}" is deleted.`);
  await expect(page.getByRole('table', { name: 'Products by name' })).toContainText('No products.');
  expect(errors).toEqual([]);
});

test('event and order actions: create, clone, edit (with a violation), publish, cancel, bulk delete, counts, sell at the door, filter, facets, archive', async ({
  page,
}) => {
  const errors = watchErrors(page, platformUrl);
  const title = `E2E Matinee ${stamp()}`;
  const ok = (text: string | RegExp) =>
    expect(page.locator('.result[data-tone="ok"]').filter({ hasText: text }).first()).toBeVisible();
  await page.goto(demoUrl('/admin/#events'));

  const draftCount = page.locator('[data-count="DRAFT"]');
  await expect(draftCount).toBeVisible();
  const draftsBefore = Number(await draftCount.textContent());
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Starts').fill('2031-05-01T15:00');
  await form.getByLabel('Ends').fill('2031-05-01T17:00');
  await form.getByRole('button', { name: 'Create event' }).click();
  await ok(`"${title}" is created as a draft`);
  await expect(draftCount).toHaveText(String(draftsBefore + 1));

  const events = section(page, 'All events');
  await events.getByLabel('Status').selectOption('DRAFT');
  const row = events.getByRole('row').filter({ hasText: title }).first();
  await row.getByRole('button', { name: 'Clone' }).click();
  await ok(`"${title}" cloned as a draft.`);
  await expect(events.getByRole('row').filter({ hasText: `${title} (copy)` })).toHaveCount(1);

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: `Edit "${title}"` });
  await edit.getByLabel('Short description').fill('An afternoon show');
  await edit.getByLabel('Ends').fill('2031-05-01T14:00');
  await edit.getByRole('button', { name: 'Save event' }).click();
  await expect(page.locator('.result[data-tone="error"]')).toContainText('endDate');
  await edit.getByLabel('Ends').fill('2031-05-01T18:00');
  await edit.getByRole('button', { name: 'Save event' }).click();
  await ok(`"${title}" is saved.`);

  await row.getByRole('button', { name: 'Publish' }).click();
  await ok(`"${title}" is published.`);
  await events.getByLabel('Status').selectOption('UPCOMING');
  const published = events.getByRole('row').filter({ hasText: title }).first();
  await published.getByRole('button', { name: 'Cancel' }).click();
  await published.getByRole('button', { name: `Cancel "${title}"` }).click();
  await ok(`"${title}" is cancelled.`);

  const bulk = section(page, 'Bulk cancel or delete by filter');
  await bulk.getByLabel('Title contains').fill(title);
  await bulk.getByRole('button', { name: 'Delete matching events' }).click();
  await bulk.getByRole('button', { name: `Delete all events titled like "${title}"` }).click();
  await ok(`Deleted events titled like "${title}".`);
  await events.getByLabel('Status').selectOption('');
  await expect(events.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // Orders: sell two tickets at the door, then archive that order.
  await page.getByRole('tab', { name: 'Ticket orders' }).click();
  const pos = section(page, 'Sell tickets at the door');
  await pos.getByLabel('Event').selectOption({ label: 'Small Hours Jazz Trio' });
  await pos.getByRole('spinbutton').first().fill('2');
  await pos.getByRole('button', { name: 'Sell (paid offline)' }).click();
  const sold = pos.locator('.result[data-tone="ok"]');
  await expect(sold).toContainText(/order .* is PAID \(paid offline\)/);
  const orderNumber = /order (\S+) is PAID/.exec((await sold.textContent())!)![1]!;

  const filters = page.getByRole('form', { name: 'Order filters' });
  await filters.getByLabel('Search').fill(orderNumber);
  await filters.getByLabel('Tag').selectOption('POS_ORDER');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const order = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(order).toContainText('PAID');
  await expect(page.getByText(/By status: PAID 1/)).toBeVisible();
  await order.getByRole('button', { name: 'Archive' }).click();
  await ok(`Order ${orderNumber} archived.`);
  await expect(order).toContainText('archived');
  await expect(page.getByText(/paid orders, \d+ tickets/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the admin captures an authorised payment and confirms a pending order', async ({ page }) => {
  const errors = watchErrors(page, platformUrl);
  const email = `capture-${stamp()}@example.com`;
  await authorisedOrder(page, JAZZ.id, email);
  const row = await findOrder(page, email);
  await expect(row).toContainText('AUTHORIZED');
  await row.getByRole('button', { name: 'Capture' }).click();
  await expect(page.locator('.result[data-tone="ok"]')).toContainText('captured');
  await expect(row).toContainText('PAID');

  // An order placed and not yet paid (INITIATED, as the SDK names it) is confirmed by staff.
  const pendingEmail = `pending-${stamp()}@example.com`;
  const reservation = await reserveOne(JAZZ.id);
  await admin('POST', '/v1/checkout', {
    eventId: JAZZ.id,
    reservationId: reservation.id,
    buyer: { firstName: 'Pat', lastName: 'Pending', email: pendingEmail },
  });
  const pending = await findOrder(page, pendingEmail);
  await expect(pending).toContainText('INITIATED');
  await pending.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('.result[data-tone="ok"]')).toContainText('confirmed');
  await expect(pending).toContainText('PAID');
  await expect(pending).toContainText('confirmed');
  expect(errors).toEqual([]);
});

test('options and choice media: add a media item to a colour, remove it, delete the options', async ({
  page,
}) => {
  const errors = watchErrors(page, platformUrl);
  const name = `E2E Scarf ${stamp()}`;
  await admin('POST', '/v1/products', {
    product: {
      name,
      priceData: { price: 30 },
      productOptions: [
        {
          optionType: 'color',
          name: 'Color',
          choices: [
            { value: '#ff0000', description: 'Red' },
            { value: '#0000ff', description: 'Blue' },
          ],
        },
      ],
    },
  });
  await page.goto(demoUrl('/admin/#catalogue'));
  await page.getByLabel('Name starts with').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const choice = page.getByRole('form', { name: 'Choice media' });
  await choice.getByLabel('Choice').selectOption({ label: 'Color: Blue' });
  await choice.getByRole('button', { name: 'Add to choice' }).click();
  await expect(page.locator('.result[data-tone="ok"]')).toContainText(
    'Media added to Color: Blue.',
  );
  await choice.getByRole('button', { name: 'Remove from choice' }).click();
  await expect(page.locator('.result[data-tone="ok"]')).toContainText(
    'Media removed from Color: Blue.',
  );
  await expect(page.getByRole('form', { name: 'Variant Color: Blue' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete options' }).click();
  await page.getByRole('button', { name: 'Delete all options and variants' }).click();
  await expect(page.locator('.result[data-tone="ok"]')).toContainText('Options deleted.');
  await expect(page.getByRole('form', { name: 'Variant Default' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Choice media' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
