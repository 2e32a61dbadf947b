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

/** Signs in, then opens the member menu on a bar styled `bar`: the menu at its start. */
async function openMemberMenu(page: Page, bar: string) {
  // The cart at the bar's end: the list cannot open towards the menu's start.
  await pageWith(
    page,
    `<div style="display:flex;justify-content:space-between;${bar}"><member-menu></member-menu><cart-count></cart-count></div>
     <member-login></member-login>`,
  );
  await signInAsDemoMember(page.locator('member-login'));
  const menu = page.locator('member-menu');
  await menu.getByRole('button', { name: 'Dana Rivers' }).click();
  const list = menu.getByRole('list');
  await expect(list).toBeVisible();
  return list;
}

for (const size of [
  { width: 667, height: 375 }, // a phone held sideways
  { width: 640, height: 400 }, // 1280×800 at 200% zoom
]) {
  test(`the member menu's list stays on screen in a short ${size.width}×${size.height} window, every item reachable`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const list = await openMemberMenu(page, '');
    await withinWindow(page, list);
    // The list scrolls within itself: its last item comes into view there.
    const signOut = list.getByRole('button', { name: 'Sign out' });
    await signOut.scrollIntoViewIfNeeded();
    await withinWindow(page, signOut);
    await expect(signOut).toBeInViewport({ ratio: 1 });
  });
}

test("the member menu's list opens above a bar at the window's bottom, whole", async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 800 });
  const list = await openMemberMenu(page, 'position:fixed;bottom:0;left:0;right:0');
  await withinWindow(page, list);
  expect(await list.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
});

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

/**
 * The words of each of `cells` that the browser broke over two lines or more. A hyphen is a
 * word's end here, as it is where lines may break ("96-100" may end a line after "96-").
 */
const brokenWords = (cells: Locator) =>
  cells.evaluateAll((elements) =>
    elements.flatMap((cell) => {
      const text = cell.firstChild!;
      const broken: string[] = [];
      for (const word of text.textContent!.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        if (range.getClientRects().length > 1) broken.push(word[0]);
      }
      return broken;
    }),
  );

test("a description's wide table scrolls sideways in its own box on a phone, its words whole", async ({
  page,
}) => {
  const headings = [
    'Size',
    'Chest (cm)',
    'Length (cm)',
    'Sleeve (cm)',
    'Shoulder (cm)',
    'Waist (cm)',
  ];
  const row = (cells: string[], tag: string) =>
    `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
  const table = `<p>Size chart:</p><table>${row(headings, 'th')}${row(['S', '96-100', '70', '61', '44', '80-84'], 'td')}</table>`;
  await page.route('**/stores-reader/v1/products/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /"description":"[^"]*"/g,
      `"description":${JSON.stringify(table)}`,
    );
    await route.fulfill({ response, body });
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await pageWith(page, '<product-details product-slug="lantern-room-logo-tee"></product-details>');
  const description = page.locator('product-details .description');
  const grid = description.getByRole('table');
  await expect(grid.getByRole('columnheader', { name: 'Shoulder (cm)' })).toBeAttached();

  expect(await brokenWords(grid.getByRole('cell').or(grid.getByRole('columnheader')))).toEqual([]);
  // Wider than the phone, it scrolls within its box, which the page's width holds.
  const box = (await grid.boundingBox())!;
  const column = (await description.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width);
  expect(await grid.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
    375,
  );
});

test("in forced colours a cart line's colour dot keeps its colour, as the product's swatch does", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await pageWith(
    page,
    `<product-details product-slug="lantern-room-logo-tee"></product-details><shop-cart></shop-cart>`,
  );
  const details = page.locator('product-details');
  await details.getByTitle('Red').click(); // the swatch the radio hides under
  await expect(details.getByRole('radio', { name: 'Red' })).toBeChecked();
  await details.getByLabel('Size', { exact: true }).selectOption('M');
  await details.getByRole('button', { name: /Add to cart/ }).click();
  const dot = page.locator('shop-cart [part~="line-options"] .swatch');
  await expect(dot).toBeVisible();

  const [red] = await computed(
    details.locator('input:checked + .swatch-colour'),
    'background-color',
  );
  expect(red).not.toBe(await systemColour(page, 'Canvas'));
  expect(await computed(dot, 'background-color')).toEqual([red]);
});

test("back-in-stock's invalid email field looks invalid, as a wrong field of the sign-in form does", async ({
  page,
}) => {
  await pageWith(
    page,
    `<back-in-stock product-id="prod-sold-out-tour-tee"></back-in-stock><member-login></member-login>`,
  );
  const login = page.locator('member-login');
  await login.getByLabel('Email').fill('member@example.com');
  await login.getByLabel('Password').fill('not-the-password');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  const password = login.getByLabel('Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  const email = page.locator('back-in-stock').getByRole('textbox', { name: 'Email' });
  const [valid] = await computed(email, 'border-top-color');
  await email.fill('fan@example');
  await page.locator('back-in-stock').getByRole('button', { name: 'Notify me' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await page.mouse.click(0, 0); // off the field: its look at rest, not focused nor hovered
  const [wrong] = await computed(password, 'border-top-color');
  expect(wrong).not.toBe(valid);
  expect(await computed(email, 'border-top-color')).toEqual([wrong]);
});
