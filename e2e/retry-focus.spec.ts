import { expect, test, type Locator, type Page } from '@playwright/test';
import { tabTo } from './support/keyboard';
import { clearFaults, failReads, siteUrl } from './support/pages';

// Every widget's Try again goes with the error it answers once the retry succeeds; Chromium
// then drops the focus to the page's body. These drive each widget by keyboard only, through a
// first read that fails (through every retry) and a Try again that succeeds.

test.afterEach(clearFaults);

/** Try again, by keyboard, once the platform answers again. */
async function tryAgainByKeyboard(page: Page, widget: Locator) {
  await expect(widget).toHaveAttribute('state', 'error', { timeout: 20_000 });
  await clearFaults();
  const tryAgain = widget.getByRole('button', { name: 'Try again' });
  await tabTo(page, tryAgain);
  await page.keyboard.press('Enter');
  await expect(widget).toHaveAttribute('state', 'ready');
}

/** The element the focus is on, inside `widget`'s shadow root; null when not in the widget. */
const focusedIn = (widget: Locator) =>
  widget.evaluate((host) =>
    document.activeElement === host ? (host.shadowRoot!.activeElement?.outerHTML ?? null) : null,
  );

test('keyboard only: Try again on <event-tickets> puts the focus on the event that came', async ({
  page,
}) => {
  const slug = 'open-mic-night';
  await failReads(`/events/v3/events/slug/${slug}`, 'GET');
  await page.goto(siteUrl(`/event.html?slug=${slug}`));
  const widget = page.locator('event-tickets');
  await tryAgainByKeyboard(page, widget);
  await expect(widget.getByRole('heading', { name: 'Open Mic Night' })).toBeFocused();
});

test('keyboard only: Try again on <event-list> keeps the focus in the list', async ({ page }) => {
  await failReads('/events/v3/events/query', 'POST');
  await page.goto(siteUrl('/events.html'));
  const widget = page.locator('event-list');
  await tryAgainByKeyboard(page, widget);
  await expect(widget.locator('[part="title"]').first()).toHaveText('Open Mic Night');
  await expect.poll(() => focusedIn(widget)).not.toBeNull();
});

test('keyboard only: Try again on <product-card> puts the focus on the product that came', async ({
  page,
}) => {
  await failReads('/stores-reader/v1/products/query-platformized', 'GET');
  await page.goto(siteUrl('/cards.html'));
  await page.evaluate(() => {
    document.querySelector('#grid')!.innerHTML =
      '<product-card product-id="prod-dad-cap"></product-card>';
  });
  const widget = page.locator('product-card');
  await tryAgainByKeyboard(page, widget);
  await expect(widget.getByRole('heading', { name: 'Dad Cap' })).toBeFocused();
});

test('keyboard only: Try again on <product-list> and <product-details> keeps the focus in each', async ({
  page,
}) => {
  await failReads('/stores-reader/v1/products/query-platformized', 'GET');
  await page.goto(siteUrl('/store.html'));
  for (const tag of ['product-list', 'product-details']) {
    const widget = page.locator(tag);
    await tryAgainByKeyboard(page, widget);
    await expect.poll(() => focusedIn(widget), { message: tag }).not.toBeNull();
    await failReads('/stores-reader/v1/products/query-platformized', 'GET');
    await page.reload();
  }
});

test('keyboard only: Try again on <add-to-cart> and <back-in-stock> puts the focus on what came', async ({
  page,
}) => {
  await page.goto(siteUrl('/cards.html'));
  for (const [tag, product, landing] of [
    ['add-to-cart', 'prod-sticker-pack', { role: 'button', name: /^Add to cart/ }],
    ['back-in-stock', 'prod-sold-out-tour-tee', { role: 'textbox', name: 'Email' }],
  ] as const) {
    await failReads('/stores-reader/v1/products/query-platformized', 'GET');
    await page.evaluate(
      ([tag, product]) => {
        document.querySelector('#grid')!.innerHTML = `<${tag} product-id="${product}"></${tag}>`;
      },
      [tag, product],
    );
    const widget = page.locator(tag);
    await tryAgainByKeyboard(page, widget);
    await expect(widget.getByRole(landing.role, { name: landing.name }), tag).toBeFocused();
  }
});

test('keyboard only: Try again on the ticket picker keeps the focus with the tickets', async ({
  page,
}) => {
  await failReads('/events/v1/checkout/available-tickets', 'GET');
  await page.goto(siteUrl('/event.html?slug=open-mic-night'));
  const widget = page.locator('event-tickets');
  await tryAgainByKeyboard(page, widget);
  const picker = page.getByRole('form', { name: 'Choose tickets' });
  await expect(widget.locator('[tabindex="-1"]').filter({ has: picker })).toBeFocused();
});

test("keyboard only: Try again on <event-list>'s next page keeps the focus in the list", async ({
  page,
}) => {
  await page.goto(siteUrl('/events.html'));
  const widget = page.locator('event-list');
  await expect(widget).toHaveAttribute('state', 'ready');
  const first = await widget.locator('[part="title"]').first().textContent();
  await failReads('/events/v3/events/query', 'POST');
  await tabTo(page, widget.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  const tryAgain = widget.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible({ timeout: 20_000 });
  await clearFaults();
  await tabTo(page, tryAgain);
  await page.keyboard.press('Enter');
  await expect(tryAgain).toHaveCount(0);
  await expect(widget.locator('[part="title"]').first()).not.toHaveText(first!);
  await expect(widget.getByRole('list').first()).toBeFocused();
});
