/**
 * A product or event named by one long word (German compounds are ordinary) on a phone: the
 * widgets wrap it, the page never scrolls sideways, and the quick view's Close stays inside
 * the dialog. The names come from the platform's answers, rewritten on their way to the page.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { siteUrl } from './support/pages';

const PRODUCT = 'Konzertjahresabonnementkartenhalterung';
const EVENT = 'Sommernachtsopenairkonzertveranstaltung';

/** Rewrites the answer's text: every product's name, or every event's title, one long word. */
const renamed = (from: RegExp, to: string) => async (route: Route) => {
  const response = await route.fetch();
  await route.fulfill({ response, body: (await response.text()).replace(from, to) });
};

/** A phone-wide page holding `markup`, read through whatever routes the test set first. */
async function onPhone(page: Page, markup: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(siteUrl('/reliability.html'));
  await page.evaluate(
    (html) => document.querySelector('#main')!.insertAdjacentHTML('beforeend', html),
    markup,
  );
}

/** `onPhone`, with the long product name and event title. */
async function phonePage(page: Page, markup: string) {
  await page.route(
    '**/stores-reader/v1/products/**',
    renamed(/"name":"[^"]*"(?=,"slug")/g, `"name":"${PRODUCT}"`),
  );
  await page.route('**/events/v3/events/**', renamed(/"title":"[^"]*"/g, `"title":"${EVENT}"`));
  await onPhone(page, markup);
}

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

test('a long product name wraps on a phone: no sideways scroll, Close stays in the quick view', async ({
  page,
}) => {
  await phonePage(
    page,
    `<product-details product-slug="lantern-room-logo-tee"></product-details>
     <product-card product-slug="lantern-room-logo-tee" style="display: block; width: 167px"></product-card>`,
  );
  await expect(page.locator('product-details')).toHaveAttribute('state', 'ready');
  await expect(
    page.locator('product-details').getByRole('heading', { name: PRODUCT }),
  ).toBeVisible();
  await expect(page.locator('product-card')).toHaveAttribute('state', 'ready');
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  await page
    .locator('product-card')
    .getByRole('button', { name: /Choose options/ })
    .click();
  const dialog = page.locator('product-card').getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: PRODUCT })).toBeVisible();
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
  const box = await dialog.boundingBox();
  expect(close!.x + close!.width).toBeLessThanOrEqual(box!.x + box!.width);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

test("a description's long word, wide image, table and preformatted line, and a long option name, stay within a phone's width", async ({
  page,
}) => {
  const word = 'W'.repeat(200);
  // The longest option name and choice the platform takes (50 letters), in one word.
  const option = 'Kleidergrößenumrechnungstabellenauswahlmöglichkeit';
  const html =
    `<h2>${word}</h2><p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="5000" height="50" alt=""></p>` +
    `<table><tr><td>${word}</td><td>${word}</td></tr></table><pre>${word} ${word}</pre>`;
  await page.route('**/stores-reader/v1/products/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replace(/"description":"[^"]*"/g, `"description":${JSON.stringify(html)}`)
      .replace(/"(name|value|description)":"(Size|M)"/g, `"$1":"${option}"`);
    await route.fulfill({ response, body });
  });
  await onPhone(page, '<product-details product-slug="lantern-room-logo-tee"></product-details>');
  const description = page.locator('product-details .description');
  await expect(description.getByRole('table')).toBeVisible();
  await expect(page.locator('product-details').getByLabel(option)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

test('a long product name wraps in the back-in-stock form on a phone: no sideways scroll', async ({
  page,
}) => {
  await phonePage(page, '<back-in-stock product-id="prod-sold-out-tour-tee"></back-in-stock>');
  await expect(page.locator('back-in-stock')).toHaveAttribute('state', 'ready');
  await expect(page.locator('back-in-stock').getByText(PRODUCT)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

test('a long event title wraps on a phone: no sideways scroll', async ({ page }) => {
  await phonePage(
    page,
    `<event-tickets event-slug="open-mic-night"></event-tickets><event-list page-size="2"></event-list>`,
  );
  await expect(page.locator('event-tickets')).toHaveAttribute('state', 'ready');
  await expect(page.locator('event-list')).toHaveAttribute('state', 'ready');
  await expect(page.locator('event-tickets').getByRole('heading', { name: EVENT })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

test("an event's long summary and a ticket's long description wrap on a phone: no sideways scroll", async ({
  page,
}) => {
  const word = 'Veranstaltungsbeschreibung'.repeat(10); // one word, 260 letters
  await page.route(
    '**/events/**',
    renamed(/"(shortDescription|description)":"[^"]*"/g, `"$1":"${word}"`),
  );
  await onPhone(
    page,
    '<event-tickets event-slug="the-velvet-static-album-release-show"></event-tickets>',
  );
  const tickets = page.locator('event-tickets');
  // The event's summary, then each ticket's description.
  await expect(tickets.getByText(word).nth(1)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});
