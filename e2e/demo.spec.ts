import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE } from '../widgets/catalogue';
import { shiftsSoFar } from './support/layout-shift';
import {
  demoUrl,
  platformUrl,
  signInOnDemoAccountPage,
  siteUrl,
  watchErrors,
} from './support/pages';

/** The demo site as `npm run demo` serves it (e2e/global-setup.ts). */

const PAGES = [
  '',
  'shop.html',
  'product.html',
  'cart.html',
  'events.html',
  'event.html?slug=small-hours-jazz-trio',
  'account.html',
  'cms.html',
  'builder.html',
  'hosts/react/',
  'hosts/vue/',
];

const TAGS = CATALOGUE.filter((def) => def.family !== 'runtime').map((def) => def.tag);

/** Every widget on the page has finished loading (ready, empty or error). */
async function settled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (tags) =>
            [...document.querySelectorAll(tags.join(','))]
              .filter((element) => [null, 'loading'].includes(element.getAttribute('state')))
              .map((element) => element.localName),
          TAGS,
        ),
      { timeout: 15_000 },
    )
    .toEqual([]);
}

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

test.describe('demo site', () => {
  for (const path of PAGES) {
    test(`/${path} loads cleanly and passes axe`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(demoUrl(path));
      await expect(page.locator('h1')).toHaveCount(1);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  for (const path of PAGES) {
    test(`/${path} fits a 375 px phone, its nav behind a Menu button`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(demoUrl(path));
      await settled(page);
      // The nav is folded from the first paint (folding it in a script moved the page by 0.27-0.32).
      // Under 0.1, "good" for Core Web Vitals: the host apps draw their own pickers after load.
      const shifts = await shiftsSoFar(page);
      expect(shifts.total, shifts.sources.join(' ')).toBeLessThan(0.1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      for (const tag of ['member-menu', 'cart-count']) {
        const box = (await page.locator(`.masthead ${tag}`).boundingBox())!;
        expect(box.x + box.width, tag).toBeLessThanOrEqual(375);
      }
      const nav = page.getByRole('navigation', { name: 'Main' });
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(nav).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Concerts' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
    });
  }

  test('every page links to the new pages', async ({ page }) => {
    await page.goto(demoUrl(''));
    const owners = page.getByRole('navigation', { name: 'For site owners' });
    for (const name of ['Page builder', 'Snippet builder', 'React app', 'Vue app']) {
      await owners.getByRole('link', { name }).click();
      await expect(page.locator('h1')).toHaveCount(1);
      await page.goBack();
    }
  });

  test('the product page shows the product in its address; the nav opens the featured one', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(demoUrl('product.html?slug=live-at-the-lantern-vinyl-lp'));
    const details = page.locator('main product-details');
    await expect(details).toHaveAttribute('state', 'ready');
    await expect(
      details.getByRole('heading', { name: 'Live at the Lantern Vinyl LP' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Live at the Lantern Vinyl LP — The Blue Lantern');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Featured' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Featured');
    await expect(details.getByRole('heading', { name: 'Neon Nights Hoodie' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the event page without an event points to the list, with no room kept for tickets', async ({
    page,
  }) => {
    await page.goto(demoUrl('event.html'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose an event');
    await expect(page.getByRole('link', { name: 'See all concerts' })).toBeVisible();
    await expect(page.locator('footer')).toBeInViewport();
  });

  test("a signed-in member's account pages open without a second login", async ({ page }) => {
    const form = await signInOnDemoAccountPage(page);
    const menu = page.locator('.masthead member-menu');
    await menu.getByRole('button', { expanded: false }).click();
    await menu.getByRole('button', { name: 'My orders' }).click();
    await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the site' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members');
    // The login box, signed in, lists the same pages.
    await form.getByRole('button', { name: 'My bookings' }).click();
    await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  });

  test('the page builder publishes pasted widget tags at run time', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(demoUrl('cms.html'));
    const published = page.locator('#published');
    await expect(published.locator('product-card')).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(published.locator('product-card[state="ready"]')).toHaveCount(3);
    await expect(published.locator('product-card').first()).toContainText(/cap/i);
    await expect(published.locator('event-list')).toHaveAttribute('state', /ready|empty/);
    await expect(page.locator('#publish-status')).toContainText('4 widgets');

    // An edited block: new tags of a family not on the page yet still load.
    await page.getByLabel('HTML to publish').fill('<back-in-stock></back-in-stock>');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(published.locator('back-in-stock')).toHaveAttribute('state', 'error');

    // A snippet from the snippet builder, as it is: its <site-config> is not a widget.
    const config = await page.locator('site-config').evaluate((element) => element.outerHTML);
    await page
      .getByLabel('HTML to publish')
      .fill(
        `<script src="${platformUrl('/widgets/widgets.js')}"></script>\n${config}\n` +
          '<product-card product-slug="dad-cap"></product-card>\n',
      );
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.locator('#publish-status')).toHaveText('Published a block with 1 widget.');
    const block = published.locator('.published-block').last();
    await expect(block.locator('product-card[state="ready"]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Remove published blocks' }).click();
    await expect(published.locator('product-card')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

for (const framework of ['react', 'vue'] as const) {
  test.describe(`${framework} host app`, () => {
    test('the featured card follows the chosen product', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(demoUrl(`hosts/${framework}/`));
      const select = page.getByTestId('product-select');
      const card = page.getByTestId('featured-card');
      await expect(card).toHaveAttribute('state', 'ready', { timeout: 15_000 });
      const first = await select.inputValue();
      expect(
        await card.evaluate(
          (element) => (element as HTMLElement & { productId?: string }).productId,
        ),
      ).toBe(first);
      const firstName = (await select.locator('option:checked').textContent())!;
      await expect(card.locator('[part~="name"]')).toHaveText(firstName);

      const second = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption(second!);
      const secondName = (await select.locator('option:checked').textContent())!;
      await expect(card.locator('[part~="name"]')).toHaveText(secondName);
      expect(
        await card.evaluate(
          (element) => (element as HTMLElement & { productId?: string }).productId,
        ),
      ).toBe(second);
      expect(errors).toEqual([]);
    });

    test('names the featured card from its first render, when a card elsewhere loaded its code', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const codes: unknown[] = ((window as { widgetErrors?: unknown[] }).widgetErrors = []);
        document.addEventListener('widget-error', (event) =>
          codes.push((event as CustomEvent<{ code?: string }>).detail.code),
        );
      });
      // The app's product list (its first products query) answers only once <product-card>'s
      // code is defined, from a card elsewhere on the page (as an earlier route's would be).
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      await page.route(/\/products\/query/, async (route) => {
        if (!held) {
          held = true;
          await released;
        }
        await route.continue();
      });
      await page.goto(demoUrl(`hosts/${framework}/`));
      await page.evaluate(() => {
        const elsewhere = document.createElement('product-card');
        elsewhere.setAttribute('product-slug', 'dad-cap');
        document.body.append(elsewhere);
      });
      await expect(page.locator('body > product-card')).toHaveAttribute('state', 'ready');
      release();
      const card = page.getByTestId('featured-card');
      await expect(card).toHaveAttribute('state', 'ready');
      const name = (await page
        .getByTestId('product-select')
        .locator('option:checked')
        .textContent())!;
      await expect(card.locator('[part~="name"]')).toHaveText(name);
      expect(
        await page.evaluate(() => (window as { widgetErrors?: unknown[] }).widgetErrors),
      ).toEqual([]);
    });

    test('binds attributes and the widget follows them', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(demoUrl(`hosts/${framework}/`));
      const list = page.getByTestId('list');
      await expect(list).toHaveAttribute('collection-slug', 'apparel');
      await expect(list).toHaveAttribute('page-size', '4');
      await expect(list).toHaveAttribute('state', 'ready');
      const cards = list.locator('[part~="card"] [part~="name"]');
      await expect(cards).toHaveCount(4);
      const apparel = await cards.allTextContents();

      await page.getByRole('button', { name: 'Music' }).click();
      await expect(list).toHaveAttribute('collection-slug', 'music');
      await expect.poll(() => cards.allTextContents()).not.toEqual(apparel);
      await expect(list).toHaveAttribute('state', 'ready');
      expect((await cards.allTextContents()).length).toBeLessThanOrEqual(4);
      expect(errors).toEqual([]);
    });

    test('hears cart-updated on the element and on document', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(demoUrl(`hosts/${framework}/`));
      await expect(page.getByTestId('cart-status')).toHaveText('No cart change yet');
      const add = page.locator('add-to-cart').getByRole('button', { name: /add to cart/i });
      await add.click();
      await expect(page.getByTestId('cart-status')).toHaveText('1 in the cart');
      await expect(page.getByTestId('quick-adds')).toHaveText('Added here 1 times');
      await expect(page.getByTestId('event-log')).toContainText('cart-updated: 1 in the cart');

      // A change from another widget (the featured card) reaches the document listener only.
      await page
        .getByTestId('featured-card')
        .getByRole('button', { name: /add to cart/i })
        .click();
      await expect(page.getByTestId('cart-status')).toHaveText('2 in the cart');
      await expect(page.getByTestId('quick-adds')).toHaveText('Added here 1 times');
      await expect(page.locator('cart-count')).toContainText('2');
      expect(errors).toEqual([]);
    });
  });
}

test.describe('snippet builder', () => {
  test('builds a snippet from sandbox data that works pasted into a blank page', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = watchErrors(page);
    await page.goto(demoUrl('builder.html'));
    await expect(page.locator('body')).toHaveAttribute('data-builder', 'ready');
    await expect(page.getByLabel('Widget')).toHaveValue('product-card');

    // A product from the sandbox's own list.
    const productId = page.locator('#attr-product-id');
    const option = productId.locator('option').nth(3);
    const id = (await option.getAttribute('value'))!;
    const name = (await option.textContent())!;
    await productId.selectOption(id);
    const preview = page.locator('#preview product-card');
    await expect(preview).toHaveAttribute('product-id', id);
    await expect(preview.locator('[part~="name"]')).toHaveText(name);

    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect(page.locator('#copy-status')).toContainText('Copied');
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toBe(await page.locator('#snippet').inputValue());
    expect(snippet).toContain('/widgets/widgets.js');
    expect(snippet).toContain('<site-config client-id=');
    expect(snippet).toContain(`<product-card product-id="${id}"></product-card>`);
    expect(errors).toEqual([]);

    // Pasted into someone else's blank page, on another origin.
    const blank = await context.newPage();
    const blankErrors = watchErrors(blank);
    await blank.goto(siteUrl('/blank.html'));
    await blank.setContent(
      `<!doctype html><html lang="en"><head><title>Pasted</title></head><body><main>${snippet}</main></body></html>`,
    );
    await expect(blank.locator('product-card')).toHaveAttribute('state', 'ready', {
      timeout: 15_000,
    });
    await expect(blank.locator('product-card [part~="name"]')).toHaveText(name);
    expect(blankErrors).toEqual([]);
  });

  test('sets up other widgets with their own attributes', async ({ page }) => {
    await page.goto(demoUrl('builder.html?tag=event-tickets'));
    await expect(page.locator('body')).toHaveAttribute('data-builder', 'ready');
    await expect(page.getByLabel('Widget')).toHaveValue('event-tickets');
    const eventSlug = page.locator('#attr-event-slug');
    const slug = (await eventSlug.locator('option').nth(1).getAttribute('value'))!;
    await page.locator('#attr-event-id').selectOption('');
    await eventSlug.selectOption(slug);
    await expect(page.locator('#preview event-tickets')).toHaveAttribute('event-slug', slug);
    await expect(page.locator('#preview event-tickets')).toHaveAttribute('state', 'ready');
    await expect(page.locator('#snippet')).toHaveValue(
      new RegExp(`<event-tickets event-slug="${slug}"></event-tickets>`),
    );

    await page.getByLabel('Widget').selectOption('product-list');
    await page.locator('#attr-sort').selectOption('price-asc');
    await page.locator('#attr-page-size').fill('3');
    await page.locator('#attr-page-size').dispatchEvent('change');
    await expect(page.locator('#preview product-list')).toHaveAttribute('sort', 'price-asc');
    await expect(page.locator('#preview product-list')).toHaveAttribute('page-size', '3');

    // A page address is typed, not picked from the events; the list works as it starts.
    await page.getByLabel('Widget').selectOption('event-list');
    await expect(page.locator('#attr-event-page')).toHaveJSProperty('tagName', 'INPUT');
    await expect(page.locator('#attr-event-page')).toHaveValue('');
    await expect(page.locator('#preview event-list')).toHaveAttribute('state', 'ready');
    await expect(page.locator('#snippet')).toHaveValue(/<event-list><\/event-list>/);
    await expect(page.locator('#attr-event-page-hint code').first()).toBeVisible();
    await expect(page.locator('#attr-event-page-hint')).not.toContainText('`');
    // The widget's description is Markdown too.
    await expect(page.locator('#tag-description code').first()).toHaveText('<event-tickets>');
    await expect(page.locator('#tag-description')).not.toContainText('`');
  });

  test('the variants offered are those of the product picked, by id or by slug', async ({
    page,
  }) => {
    await page.goto(demoUrl('builder.html?tag=add-to-cart'));
    await expect(page.locator('body')).toHaveAttribute('data-builder', 'ready');
    const productId = page.getByLabel('product-id');
    const productSlug = page.getByLabel('product-slug');
    const variants = page.getByLabel('variant-id').locator('option');
    // Crew socks and the vinyl LP have two variants each: the list still changes.
    await productId.selectOption('prod-crew-socks');
    await expect(variants).toHaveText(['(not set)', 'S/M', 'L/XL']);
    await productId.selectOption('prod-live-at-the-lantern-vinyl-lp');
    await expect(variants).toHaveText(['(not set)', 'Black vinyl', 'Splatter vinyl']);

    // Picked by slug instead: the id goes, and the variants follow the slug's product.
    await productSlug.selectOption('crew-socks');
    await expect(productId).toHaveValue('');
    await expect(variants).toHaveText(['(not set)', 'S/M', 'L/XL']);
    await page.getByLabel('variant-id').selectOption({ label: 'L/XL' });
    const variant = await page.getByLabel('variant-id').inputValue();
    await expect(page.locator('#snippet')).toHaveValue(
      new RegExp(`<add-to-cart product-slug="crew-socks" variant-id="${variant}"></add-to-cart>`),
    );
  });

  test('says what the previewed widget reports of a bad value, and forgets it when fixed', async ({
    page,
  }) => {
    await page.goto(demoUrl('builder.html?tag=product-list'));
    await expect(page.locator('body')).toHaveAttribute('data-builder', 'ready');
    const pageSize = page.getByLabel('page-size');
    await pageSize.fill('0');
    await pageSize.press('Tab');
    const problems = page.locator('#preview-problems li');
    await expect(problems).toHaveCount(1);
    await expect(problems).toContainText('"page-size" must be a whole number from 1 to 100');
    await expect(page.locator('#preview product-list')).toHaveAttribute('state', 'ready');

    await pageSize.fill('3');
    await pageSize.press('Tab');
    await expect(page.locator('#preview product-list')).toHaveAttribute('page-size', '3');
    await expect(page.locator('#preview product-list')).toHaveAttribute('state', 'ready');
    await expect(problems).toHaveCount(0);
  });

  test('without clipboard access, selects the snippet to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.goto(demoUrl('builder.html'));
    await expect(page.locator('body')).toHaveAttribute('data-builder', 'ready');
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect(page.locator('#copy-status')).toContainText('Ctrl+C');
    const selected = await page.evaluate(() => {
      const area = document.getElementById('snippet') as HTMLTextAreaElement;
      return document.activeElement === area && area.selectionEnd - area.selectionStart;
    });
    expect(selected).toBe(
      await page.locator('#snippet').evaluate((a) => (a as HTMLTextAreaElement).value.length),
    );
  });
});
