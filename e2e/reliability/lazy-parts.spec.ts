/**
 * A part of a widget whose code comes in a chunk of its own when it is first shown, and the
 * connection drops just then: the part says so in its place, the rest of the widget keeps
 * working (a held reservation counts down), and the part loads once tried again.
 */
import { expect, test, type Page } from '@playwright/test';
import { recordWidgetErrors, watchErrors } from '../support/pages';
import { reserveFreeEntry } from '../support/tickets';
import { ownSandbox, sitePage, type Sandbox } from '../support/own-sandbox';

// A sandbox of its own: the reservation held here takes a seat no other suite should miss.
let sandbox: Sandbox;

test.beforeAll(async () => {
  sandbox = await ownSandbox('lazy-parts');
});
test.afterAll(() => sandbox?.close());

test('offline right after Reserve: the form says so with Try again, the hold keeps counting, and back online the form comes', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  // The form's chunk is asked for once the tickets are held: the connection has dropped by then.
  let offline = true;
  let asked = 0;
  await page.route('**/checkout-form.js', (route) => {
    asked++;
    return offline ? route.abort('internetdisconnected') : route.continue();
  });
  // Really offline: the focus helper that Try again loads cannot come either.
  await page.route('**/refocus.js', (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await sitePage(page, sandbox, '<event-tickets event-slug="open-mic-night"></event-tickets>');
  const tickets = page.locator('event-tickets');
  await reserveFreeEntry(page);

  const notice = tickets.getByRole('alert');
  await expect(notice).toContainText('We could not connect. Check your connection and try again.');
  await expect(tickets.getByText('could not be shown')).toHaveCount(0);
  // The rest of the widget is still there and working: the hold counts down.
  const timer = tickets.locator('[part="timer"]');
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown!);

  // Try again from the keyboard, still offline: it asks, and says so again.
  await notice.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect.poll(() => asked).toBe(2);
  await expect(notice).toContainText('We could not connect.');

  // The browser back online: the form comes by itself, the hold still on.
  offline = false;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(tickets.locator('[part="checkout-form"]')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(timer).toBeVisible();
  expect(asked).toBe(3);
  // The focus Try again had goes to the step the form came in (as after a click on Try again
  // online), not to the page's body.
  await expect.poll(() => focusedIn(page)).toEqual({ tag: 'event-tickets', part: 'reservation' });
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
});

/** Where the focus is: the widget it is in, and the part of it. */
const focusedIn = (page: Page) =>
  page.evaluate(() => {
    const host = document.activeElement;
    return { tag: host?.localName, part: host?.shadowRoot?.activeElement?.getAttribute('part') };
  });

test("the drawer cart whose code could not come says so where the cart button was pressed, at a long page's top on a phone", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const widgetErrors = await recordWidgetErrors(page);
  let offline = true;
  await page.route('**/drawer-dialog.js', (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await sitePage(
    page,
    sandbox,
    '<cart-count></cart-count><div style="height: 3000px"></div><shop-cart mode="drawer"></shop-cart>',
  );
  const cartButton = page.locator('cart-count').getByRole('button');
  await cartButton.click();
  const shell = page.locator('shop-cart').getByRole('dialog', { name: 'Your cart' });
  await expect(shell.getByRole('alert')).toContainText('We could not connect.');
  await expect(shell).toBeInViewport();
  await expect(shell.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('drawer-notice-375.png') });
  expect(await widgetErrors()).toEqual([
    {
      tag: 'shop-cart',
      message: 'We could not connect. Check your connection and try again.',
    },
  ]);

  // Closed, the focus goes back to the cart button; back online, nothing opens by itself.
  await shell.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(shell).toHaveCount(0);
  await expect(cartButton).toBeFocused();
  offline = false;
  await context.setOffline(true);
  await context.setOffline(false);
  const drawer = page.locator('shop-cart').getByRole('dialog');
  await expect(page.locator('shop-cart').locator('dialog.drawer')).toHaveCount(1); // its code came
  await expect(drawer).toBeHidden();

  await cartButton.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Your cart' })).toBeVisible();
});

// A card's dialogs: each opens over the page, so back online none opens by itself.
for (const { dialog, chunk, id, button, name } of [
  {
    dialog: 'quick view',
    chunk: 'product-details',
    id: 'prod-dad-cap',
    button: 'Choose options',
    name: 'Dad Cap',
  },
  {
    dialog: "notify-me's dialog",
    chunk: 'notify-dialog',
    id: 'prod-midnight-radio-lp',
    button: 'Notify me when back',
    name: 'The Velvet Static Midnight Radio LP',
  },
]) {
  test(`a card's ${dialog} whose code could not come says so in the card, and does not open by itself back online`, async ({
    page,
    context,
  }) => {
    let offline = true;
    await page.route(`**/${chunk}.js`, (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await sitePage(page, sandbox, `<product-card product-id="${id}"></product-card>`);
    const card = page.locator('product-card');
    await card.getByRole('button', { name: button }).click();
    const notice = card.getByRole('alert');
    await expect(notice).toContainText('We could not connect.');

    offline = false;
    await context.setOffline(true);
    await context.setOffline(false);
    const opened = card.getByRole('dialog', { name });
    // Nothing to wait for: it is not asked again. A little later, still nothing.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await expect(opened).toHaveCount(0);

    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(opened).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
}
