/**
 * Edges an outside QA pass found by eye: a short window (a landscape phone, a laptop at 200%
 * zoom), a phone's width, and Windows' high-contrast mode (forced colours). Each test looks at
 * the page as a visitor sees it: boxes on screen, colours the browser paints.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsDemoMember, siteUrl } from './support/pages';

/** A page holding `markup` in its main column, widgets talking to the suite's platform. */
async function pageWith(page: Page, markup: string) {
  await page.goto(siteUrl('/reliability.html'));
  await page.evaluate(
    (html) => document.querySelector('#main')!.insertAdjacentHTML('beforeend', html),
    markup,
  );
}

/** The box `locator` paints, against the window's. */
async function withinWindow(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

for (const size of [
  { width: 667, height: 375 }, // a phone held sideways
  { width: 640, height: 400 }, // 1280×800 at 200% zoom
]) {
  test(`the member menu's list stays on screen in a short ${size.width}×${size.height} window, every item reachable`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // The menu at the header's start, the cart at its end: the list cannot open leftwards.
    await pageWith(
      page,
      `<div style="display:flex;justify-content:space-between"><member-menu></member-menu><cart-count></cart-count></div>
       <member-login></member-login>`,
    );
    await signInAsDemoMember(page.locator('member-login'));
    const menu = page.locator('member-menu');
    await menu.getByRole('button', { name: 'Dana Rivers' }).click();
    const list = menu.getByRole('list');
    await expect(list).toBeVisible();
    await withinWindow(page, list);
    // The list scrolls within itself: its last item comes into view there.
    const signOut = list.getByRole('button', { name: 'Sign out' });
    await signOut.scrollIntoViewIfNeeded();
    await withinWindow(page, signOut);
    await expect(signOut).toBeInViewport({ ratio: 1 });
  });
}

/** Each of `locator`'s elements' computed `properties`, read in the page. */
const computed = (locator: Locator, ...properties: string[]) =>
  locator.evaluateAll(
    (elements, names) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return names.map((name) => style.getPropertyValue(name)).join(' ');
      }),
    properties,
  );

/** What the system colour `keyword` is in this page (forced colours keep system colours). */
const systemColour = (page: Page, keyword: string) =>
  page.evaluate((colour) => {
    const probe = document.body.appendChild(document.createElement('i'));
    probe.style.color = colour;
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, keyword);

test('in forced colours the chosen thumbnail stands out from the others: a thicker Highlight border', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await pageWith(page, '<product-details product-slug="lantern-room-logo-tee"></product-details>');
  const thumbnails = page.locator('product-details').getByRole('button', { name: /^Show image/ });
  await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');

  const highlight = await systemColour(page, 'Highlight');
  const [chosen, other] = await computed(thumbnails, 'border-top-color', 'border-top-width');
  expect(chosen).toBe(`${highlight} 4px`);
  expect(other).not.toContain(highlight);
  expect(other).toMatch(/ 2px$/);
});
