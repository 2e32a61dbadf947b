import { expect, test, type Page } from '@playwright/test';
import { siteUrl, watchErrors } from '../support/pages';

test('two different builds on one page: no errors, one session, widgets work', async ({ page }) => {
  const errors = watchErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(siteUrl('/two-builds.html'));
  await expect(page.locator('product-card [part~="name"]')).toHaveText('Sticker Pack');
  await page.locator('product-card').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="count"]')).toHaveText('1');
  expect(warnings.some((text) => /already loaded/.test(text))).toBe(true);
  expect(errors).toEqual([]);
});

const CARD_PROPERTIES = [
  'font-family',
  'font-size',
  'letter-spacing',
  'text-transform',
  'color',
  'line-height',
  'margin-top',
  'padding-top',
];

async function cardStyles(page: Page) {
  await page.evaluate(() =>
    document
      .querySelector('#main')!
      .insertAdjacentHTML('beforeend', '<product-card product-slug="crew-socks"></product-card>'),
  );
  await expect(page.locator('product-card [part~="name"]')).toHaveText('Crew Socks');
  return page.locator('product-card').evaluate((host, properties) => {
    const pick = (selector: string) => {
      const element = host.shadowRoot!.querySelector(selector)!;
      const computed = getComputedStyle(element);
      return Object.fromEntries(properties.map((name) => [name, computed.getPropertyValue(name)]));
    };
    return { name: pick('[part~="name"]'), price: pick('[part~="price"]'), button: pick('button') };
  }, CARD_PROPERTIES);
}

test('global CSS of the host (* { all: unset !important }, rem, fonts) does not change a product card', async ({
  page,
}) => {
  await page.goto(siteUrl('/reliability.html'));
  const clean = await cardStyles(page);
  await page.goto(siteUrl('/hostile-widgets.html'));
  expect(await cardStyles(page)).toEqual(clean);
});

// `* { all: unset }` wins over every `:host` rule (the page's rules do): the hosts are inline
// boxes in one line, with no formatting context of their own, so nothing of a widget's may
// get out of its host: the header widgets' floats once took the whole line, and the card
// beside them (its own box, inline-size contained, from the loader's sheet) was 0px wide.
test('a page that unsets every element (not !important): the card after the header widgets keeps its width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(siteUrl('/unset-header.html'));
  await expect(page.locator('product-card [part~="name"]')).toHaveText('Crew Socks');
  await expect(page.locator('cart-count')).toHaveAttribute('state', /ready|empty/);
  await expect(page.locator('member-menu')).toHaveAttribute('state', 'ready');
  const card = (await page.locator('product-card').boundingBox())!;
  const button = (await page.locator('cart-count button').boundingBox())!;
  expect(card.width).toBe(800);
  expect(button.width).toBeGreaterThan(40); // the 44px button, drawn
  await expect(page.locator('member-menu').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(
    page.locator('product-card').getByRole('button', { name: /Choose options/ }),
  ).toBeVisible();
});

test('a transformed, clipped container cannot hide or shrink the drawer cart', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/clipped.html'));
  await page.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="count"]')).toHaveText('1');
  await page.locator('cart-count button').click();
  const dialog = page.locator('shop-cart').getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.height).toBeGreaterThan(viewport.height * 0.5); // not clipped to the 60px box
  expect(box.width).toBeGreaterThan(300); // not scaled down by the host transform
  // what the visitor sees at the drawer's centre is the drawer, not the page
  const hit = await page.evaluate(
    ([x, y]) => {
      const top = document.elementFromPoint(x!, y!);
      return top?.localName;
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe('shop-cart');
  await expect(dialog.getByRole('button', { name: /checkout/i })).toBeVisible();
  expect(errors).toEqual([]);
});

/** A card of a product with options in a box of the page, beside a button of the page's own. */
async function cardInABox(page: Page, boxStyle = '') {
  await page.goto(siteUrl('/cards.html'));
  await page.evaluate((style) => {
    document.querySelector('#grid')!.innerHTML =
      `<button id="outside">The page's own button</button>` +
      `<div id="box" style="${style}"><product-card product-slug="crew-socks"></product-card></div>`;
  }, boxStyle);
  return page.locator('product-card');
}

test('a quick view whose container is hidden (display: none) closes instead of leaving the page inert', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const card = await cardInABox(page);
  await card.getByRole('button', { name: /Choose options/ }).click();
  const dialog = card.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // A responsive layout (or a tab of the page) hides the container under the open modal.
  await page.locator('#box').evaluate((box) => (box.style.display = 'none'));
  await expect(card.locator('dialog[open]')).toHaveCount(0);
  await page.locator('#outside').click();
  await expect(page.locator('#outside')).toBeFocused();
  // Shown again, the card opens its quick view as before.
  await page.locator('#box').evaluate((box) => (box.style.display = ''));
  await card.getByRole('button', { name: /Choose options/ }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: /Choose options/ })).toBeFocused();
  expect(errors).toEqual([]);
});

test('a quick view in an open <details> that the page closes closes instead of leaving the page inert', async ({
  page,
}) => {
  await page.goto(siteUrl('/cards.html'));
  await page.evaluate(() => {
    document.querySelector('#grid')!.innerHTML =
      `<button id="outside">The page's own button</button>` +
      `<details open id="box"><summary>More</summary>` +
      `<product-card product-slug="crew-socks"></product-card></details>`;
  });
  const card = page.locator('product-card');
  await card.getByRole('button', { name: /Choose options/ }).click();
  await expect(card.getByRole('dialog')).toBeVisible();
  // The page's script closes the disclosure (its content is no longer rendered).
  await page.locator('#box').evaluate((box: HTMLDetailsElement) => (box.open = false));
  await expect(card.locator('dialog[open]')).toHaveCount(0);
  await page.locator('#outside').click();
  await expect(page.locator('#outside')).toBeFocused();
});

test('a quick view opened from a hidden container (a script clicking) does not block the page', async ({
  page,
}) => {
  const card = await cardInABox(page, 'display: none');
  await expect(card).toHaveAttribute('state', 'ready');
  await page.evaluate(() => {
    const showModal = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      document.body.dataset.modals = String(Number(document.body.dataset.modals ?? 0) + 1);
      showModal.call(this);
    };
  });
  await card.evaluate((host) =>
    host.shadowRoot!.querySelector<HTMLElement>('[part~="choose-options"]')!.click(),
  );
  // The quick view's code arrives and it opens, finds itself unseen, and closes.
  await expect(page.locator('body')).toHaveAttribute('data-modals', '1');
  await expect(card.locator('dialog[open]')).toHaveCount(0);
  await page.locator('#outside').click();
  await expect(page.locator('#outside')).toBeFocused();
});

test('a quick view in a transformed, clipped container shows whole and keeps focus in it', async ({
  page,
}) => {
  const card = await cardInABox(
    page,
    'transform: scale(0.5); overflow: hidden; height: 40px; contain: paint',
  );
  await card.getByRole('button', { name: /Choose options/ }).click();
  const dialog = card.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.height).toBeGreaterThan(200); // neither clipped to 40px nor scaled
  await page.keyboard.press('Tab');
  expect(
    await card.evaluate((host) => host.shadowRoot!.activeElement?.closest('dialog')),
  ).not.toBeNull();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: /Choose options/ })).toBeFocused();
});

test('a host app running its own React 18 renders and updates our elements', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/react18.html'));
  await expect(page.locator('h1')).toHaveText(/Host app on React 18\./);
  await expect(page.locator('product-card [part~="name"]')).toHaveText('Enamel Pin Set');
  await page.locator('#next').click(); // the host re-renders with a new attribute
  await expect(page.locator('product-card [part~="name"]')).toHaveText('Guitar Pick Tin');
  await page.locator('product-card').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="count"]')).toHaveText('1');
  await expect(page.locator('#host-updates')).toHaveText('Cart updates seen by the host: 1');
  await page.locator('#toggle-cart').click(); // host unmounts our element
  await expect(page.locator('cart-count')).toHaveCount(0);
  await page.locator('#toggle-cart').click(); // and mounts it again
  await expect(page.locator('cart-count [part~="count"]')).toHaveText('1');
  expect(errors).toEqual([]);
});

async function trustedTypesPage(page: Page, policies?: string) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(event.violatedDirective),
    );
  });
  const errors = watchErrors(page);
  const query = policies ? `?policies=${encodeURIComponent(policies)}` : '';
  await page.goto(siteUrl(`/trusted-types.html${query}`));
  const description = page.locator('product-details [part~="description"]');
  await expect(description).toContainText(/\w+/);
  await expect(page.locator('cart-count')).toHaveAttribute('state', /empty|ready/);
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  return { description, violations, errors };
}

test("Trusted Types enforced with the widgets' policies allowed: zero violations, rich text as HTML", async ({
  page,
}) => {
  const { description, violations, errors } = await trustedTypesPage(
    page,
    'site-widgets dompurify',
  );
  await expect(description.locator('p, ul, strong, em').first()).toBeAttached();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('Trusted Types enforced with no policy allowed: rich text degrades to text and nothing breaks', async ({
  page,
}) => {
  const { description, violations, errors } = await trustedTypesPage(page);
  await expect(description.locator('p, ul, strong, em')).toHaveCount(0);
  // The only report is the refused creation of our policy; no HTML sink was ever touched.
  expect(violations.filter((directive) => directive !== 'trusted-types')).toEqual([]);
  expect(violations.length).toBeLessThanOrEqual(1);
  const refusal = /Creating a TrustedTypePolicy named 'site-widgets' violates/;
  expect(errors.filter((text) => !refusal.test(text))).toEqual([]);
});
