import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { platformUrl, sandbox, siteUrl, watchErrors } from './support/pages';

const demoUrl = (path: string) => `${process.env.SW_DEMO_URL}${path}`;
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An elevated call from the test process, as an integration would make it. */
async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(platformUrl(path), {
    method,
    headers: {
      authorization: process.env.SW_ADMIN_KEY ?? 'demo-admin-key',
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

const section = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });

const outcome = (page: Page, text: string | RegExp) =>
  page.locator('.result').filter({ hasText: text });

test('a visitor asks about an out-of-stock item; the admin restocks it, reports it back, and the visitor is emailed', async ({
  page,
}) => {
  const errors = watchErrors(page);
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

  // The confirmation survives a reload; asking again from a fresh browser is answered kindly.
  await page.reload();
  await expect(widget).toContainText(`We'll email ${email}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widget.getByLabel('Email').fill(email);
  await widget.getByRole('button', { name: 'Notify me' }).click();
  await expect(widget).toContainText("You're already on the list for this item");

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
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('received');
  await row.getByRole('button', { name: 'Report item back' }).click();
  await expect(outcome(page, /reported back in stock: 1 notification sent/)).toBeVisible();
  await expect(row).toContainText('notification_sent');
  await expectNoAxeViolations(page);

  const { emails } = await sandbox<{ emails: Array<{ to: string; subject: string }> }>('outbox');
  expect(emails).toContainEqual(
    expect.objectContaining({ to: email, subject: `${name} is back in stock` }),
  );
  expect(errors).toEqual([]);
});

test('the admin publishes a draft event and it appears in <event-list>', async ({ page }) => {
  const errors = watchErrors(page);
  const title = `E2E Draft Gig ${stamp()}`;
  const start = Date.now() + 60 * 60_000;
  await admin('POST', '/v3/events', {
    event: {
      title,
      dateAndTimeSettings: {
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 2 * 60 * 60_000).toISOString(),
      },
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
  const errors = watchErrors(page);
  const eventId = 'evt-small-hours-jazz-trio';
  const email = `door-${stamp()}@example.com`;
  const { definitions } = await admin<{ definitions: Array<{ id: string; free?: boolean }> }>(
    'GET',
    `/v1/checkout/available-tickets?eventId=${eventId}`,
  );
  const paid = definitions.find((d) => !d.free)!;
  const reservation = await admin<{ id: string }>('POST', '/v1/checkout/reservations', {
    eventId,
    ticketQuantities: [{ ticketDefinitionId: paid.id, quantity: 1 }],
  });
  const { redirectSession } = await admin<{ redirectSession: { fullUrl: string } }>(
    'POST',
    '/v1/redirect-session',
    { eventsCheckout: { eventSlug: 'small-hours-jazz-trio', reservationId: reservation.id } },
  );

  // The buyer pays on the hosted checkout, authorising only.
  await page.goto(redirectSession.fullUrl);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Door');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Authorise now, capture later/).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.locator('body')).toContainText('is authorized');

  // The admin finds it and voids it.
  await page.goto(demoUrl('/admin/#orders'));
  const filters = page.getByRole('form', { name: 'Order filters' });
  await filters.getByLabel('Search').fill(email);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('AUTHORIZED');
  await row.getByRole('button', { name: 'Void' }).click();
  await expect(outcome(page, /voided/)).toBeVisible();
  await expect(row).toContainText('VOIDED');
  await expect(row.getByRole('button', { name: 'Void' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const orderNumber = (await row.locator('code').first().textContent())!;
  const { order } = await admin<{ order: { status: string } }>(
    'GET',
    `/v1/events/${eventId}/orders/${orderNumber}`,
  );
  expect(order.status).toBe('VOIDED');
  expect(errors).toEqual([]);
});

test('every area of the admin console is axe clean and its lists page', async ({ page }) => {
  const errors = watchErrors(page);
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
