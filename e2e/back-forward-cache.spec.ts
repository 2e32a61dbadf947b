import { expect, test, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { platformUrl, siteUrl, watchErrors } from './support/pages';

/*
 * Back from a hosted page as browsers really do it: Playwright turns the back-forward cache
 * off by default, so every other spec's Back loads the page afresh. Here the page comes back
 * as it was left, scripts and all, which is what visitors' browsers mostly do.
 */
const launch = chromiumLaunchOptions();
test.use({
  launchOptions: { ...launch, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

/** Records whether each `pageshow` came from the back-forward cache. */
async function recordPageShows(page: Page) {
  await page.addInitScript(() => {
    const shows: boolean[] = [];
    (window as unknown as { shows: boolean[] }).shows = shows;
    addEventListener('pageshow', (e) => shows.push(e.persisted));
  });
}
const restoredFromCache = (page: Page) =>
  page.evaluate(() => (window as unknown as { shows: boolean[] }).shows.at(-1));

/** Back to the site: from the cache, so no load event ever comes. */
async function goBackToSite(page: Page, path: string) {
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(siteUrl(path));
  expect(await restoredFromCache(page)).toBe(true);
}

test('Back from the hosted checkout: the cart as it was, its checkout button usable again', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await recordPageShows(page);
  await page.goto(siteUrl('/shop-journey.html'));
  const cart = page.locator('aside shop-cart');
  await page
    .locator('product-card')
    .filter({ has: page.getByRole('heading', { name: 'Sticker Pack' }) })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.locator('cart-count').getByRole('button')).toHaveAccessibleName('Cart, 1 item');
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.href.startsWith(platformUrl('/hosted/checkout/')));

  await goBackToSite(page, '/shop-journey.html');
  await expect(cart.getByText('Sticker Pack')).toBeVisible();
  const checkout = cart.getByRole('button', { name: 'Checkout' });
  await expect(checkout).not.toHaveAttribute('aria-busy', 'true');
  await checkout.click();
  await page.waitForURL((url) => url.href.startsWith(platformUrl('/hosted/checkout/')));
  expect(errors).toEqual([]);
});
