/**
 * The WordPress plugin in a real WordPress (6.5 on SQLite, served by `php -S`; a fresh site
 * per run from scripts/wordpress.mjs), driven through the browser the way people use it:
 * an administrator uploads dist/site-widgets-wordpress.zip and fills Settings → Site widgets;
 * an editor places the widgets as blocks (products and events picked by name) and as a
 * shortcode; a visitor adds a product to the cart and reserves a ticket against the sandbox.
 *
 * Serial: each step builds on the site the one before left.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  expect as baseExpect,
  test,
  type Browser,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { startSandbox } from '../../demo/platform/server';
import { ADMIN, EDITOR, startWordPress } from '../../scripts/wordpress.mjs';
import { platformUrl, watchErrors } from '../support/pages';

test.describe.configure({ mode: 'serial' });
// WordPress's admin and editor are heavier than the widget pages: more time per step, for
// machines where other work runs alongside.
test.use({ actionTimeout: 15_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const ROOT = resolve(import.meta.dirname, '../..');
const ZIP = resolve(ROOT, 'dist/site-widgets-wordpress.zip');
const SHOTS = resolve(ROOT, 'test-results/wordpress');
const CLIENT_ID = 'demo-client'; // the sandbox's seeded client (demo/platform/server.ts)

let site: Awaited<ReturnType<typeof startWordPress>>;
let shopUrl = '';
let shortcodeUrl = '';
let eventsUrl = '';
let eventPageUrl = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync(ZIP))
    throw new Error('dist/site-widgets-wordpress.zip is missing: npm run build');
  mkdirSync(SHOTS, { recursive: true });
  site = await startWordPress();
});

test.afterAll(async () => {
  await site?.close();
});

async function logIn(browser: Browser, who: { user: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/wp-login.php`);
  // The login page focuses and selects the username field 200 ms after loading; filling the
  // password before then could type it into the username field once that focus lands.
  await expect(page.getByLabel('Username or Email Address')).toBeFocused();
  await page.getByLabel('Username or Email Address').fill(who.user);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return page;
}

/** A PHP single-quoted string literal. */
const phpString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/**
 * A published page with the given block markup, made through WordPress's own PHP (the editor
 * is tested once, above; more pages need not go through it); its address.
 */
function addPage(title: string, content: string): string {
  const url = site.php(`<?php
    require 'wp-load.php';
    wp_set_current_user( 1 );
    $id = wp_insert_post( wp_slash( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${phpString(title)}, 'post_content' => ${phpString(content)} ) ), true );
    echo is_wp_error( $id ) ? '' : get_permalink( $id );`);
  expect(url).toMatch(/^http:/);
  return url;
}

/** PHP's warnings and notices so far (WP_DEBUG_LOG: wp-content/debug.log). */
const debugLog = () => {
  const file = `${site.dir}/wp-content/debug.log`;
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};

const settingsPage = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Site widgets' })
    .click();
  await expect(page.getByRole('heading', { name: 'Site widgets' })).toBeVisible();
};

test('an administrator installs the zip, fills the settings and checks the connection', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await logIn(browser, ADMIN);
  await page.goto(`${site.url}/wp-admin/plugin-install.php?tab=upload`);
  await page.getByLabel('Plugin zip file').setInputFiles(ZIP);
  await page.getByRole('button', { name: 'Install Now' }).click();
  await expect(page.getByText('Plugin installed successfully.')).toBeVisible();
  await page.getByRole('link', { name: 'Activate Plugin' }).click();
  await expect(page.getByText('Plugin activated.')).toBeVisible();

  // The plugin's row leads to its settings, the first thing to fill.
  await page
    .getByRole('row', { name: /Site widgets/ })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Site widgets', level: 1 })).toBeVisible();
  // The form's ids are its own: two buttons with id="submit" left labels and scripts to guess.
  expect(
    await page.evaluate(() => {
      const ids = [...document.querySelectorAll('.wrap [id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    }),
  ).toEqual([]);
  // The first save: a wrong client id, and a bad currency, which is refused with a reason
  // (once: WordPress sanitizes a first save twice) while the rest is saved.
  await page.getByLabel('Client id').fill('nobody-knows-me');
  await page.getByLabel('Platform address').fill(platformUrl(''));
  await page.getByLabel('Currency').fill('EURO');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The currency must be a three-letter code, like EUR.')).toHaveCount(
    1,
  );
  await expect(page.getByLabel('Currency')).toHaveValue('');
  await expect(page.getByLabel('Client id')).toHaveValue('nobody-knows-me');
  // The check says in words that the platform does not know that client id.
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByRole('status')).toContainText(
    `answers, but does not know the client id "nobody-knows-me"`,
  );

  await page.getByLabel('Client id').fill(CLIENT_ID);
  await page.getByLabel('Currency').fill('usd');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await page.getByRole('button', { name: 'Check connection' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText(
    `Connected: the platform at ${platformUrl('')} answers for the client id "${CLIENT_ID}"`,
  );
  // The whole store's count, not the first page's.
  const listed = /lists (\d+) products\./.exec((await status.textContent()) ?? '');
  expect(Number(listed?.[1])).toBeGreaterThan(20);
  await page.screenshot({ path: `${SHOTS}/settings.png`, fullPage: true });
  await page.context().close();
});

const closesEditorModals = new WeakSet<Page>();

/** The block editor for a new page, with the welcome guide and pattern chooser closed. */
async function newPage(page: Page, title: string): Promise<FrameLocator> {
  // Either may open a moment after the editor shows, once its data has loaded, over whatever
  // the test is doing then: closed whenever one shows up, before Playwright's next action.
  if (!closesEditorModals.has(page)) {
    closesEditorModals.add(page);
    for (const dialog of [/Welcome to the block editor/, /Choose a pattern/]) {
      const modal = page.getByRole('dialog', { name: dialog });
      await page.addLocatorHandler(modal, () =>
        modal.getByRole('button', { name: 'Close' }).click(),
      );
    }
  }
  await page.goto(`${site.url}/wp-admin/post-new.php?post_type=page`);
  const canvas = page.frameLocator('iframe[name="editor-canvas"]');
  await expect(canvas.getByRole('textbox', { name: 'Add title' })).toBeVisible({ timeout: 30_000 });
  await canvas.getByRole('textbox', { name: 'Add title' }).fill(title);
  return canvas;
}

/** Inserts a block through the inserter, searching by its title. */
async function insertBlock(page: Page, title: string) {
  const search = page.getByRole('searchbox', { name: 'Search for blocks and patterns' });
  if (!(await search.isVisible())) {
    await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  }
  await search.fill(title);
  // The option's name starts with its icon's glyph.
  const name = new RegExp(`^\\W*${title}$`);
  await page.getByRole('listbox', { name: 'Blocks' }).getByRole('option', { name }).click();
  if (await search.isVisible())
    await page.getByRole('button', { name: 'Toggle block inserter' }).click();
}

/**
 * Picks a product, collection or event by name in the block sidebar. The picker first shows
 * the matches it already has, filtered as typed, then replaces them with the search's answer
 * for the typed text: the click waits for that answer, so that it cannot land as the list is
 * replaced, and the pick is checked, so that a failure here names the picker, not the preview.
 */
async function pick(page: Page, label: string, typed: string, name: string) {
  const box = page
    .getByRole('region', { name: 'Editor settings' })
    .getByRole('combobox', { name: label });
  const searched = page.waitForResponse((response) => {
    const url = decodeURIComponent(response.url());
    return url.includes('site-widgets/v1/search') && url.includes(`search=${typed}`);
  });
  await box.fill(typed);
  await searched;
  await page.getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

async function publish(page: Page): Promise<string> {
  await page
    .getByRole('region', { name: 'Editor top bar' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await page
    .getByRole('region', { name: 'Editor publish' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  const view = page
    .getByRole('region', { name: 'Editor publish' })
    .getByRole('link', { name: 'View Page' });
  await expect(view).toBeVisible();
  return (await view.getAttribute('href'))!;
}

test('an editor places the widgets as blocks, picked by name, and publishes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await logIn(browser, EDITOR);
  const errors = watchErrors(page);
  const canvas = await newPage(page, 'Shop and tickets');

  await insertBlock(page, 'Product list');
  await pick(page, 'Collection', 'Acc', 'Accessories');
  const pageSize = page
    .getByRole('region', { name: 'Editor settings' })
    .getByLabel('Items per page');
  await pageSize.fill('4');
  // The field offers only what the widget takes (the server writes nothing else either).
  await expect(pageSize).toHaveAttribute('min', '1');
  await expect(pageSize).toHaveAttribute('max', '100');

  await insertBlock(page, 'Product card');
  await pick(page, 'Product', 'enamel', 'Enamel Pin Set');
  // Straight on to the title: the block renders again, its attributes unchanged, within the
  // half second its preview waits before asking the server. WordPress's ServerSideRender
  // dropped that request then, and the card stayed the one without a product (a CI failure).
  await canvas.getByRole('textbox', { name: 'Add title' }).click();

  await insertBlock(page, 'Cart');
  await insertBlock(page, 'Ticket picker');
  await pick(page, 'Event', 'velvet', 'The Velvet Static Album Release Show');

  // The previews are the real widgets, rendered by the server and live in the canvas.
  await expect(canvas.locator('product-card')).toHaveAttribute('state', 'ready', {
    timeout: 20_000,
  });
  await expect(canvas.locator('product-card').getByText('Enamel Pin Set')).toBeVisible();
  await expect(canvas.locator('product-list')).toHaveAttribute('state', 'ready');
  await expect(canvas.locator('event-tickets').getByText('General Admission')).toBeVisible();
  await canvas.locator('event-tickets').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/editor.png` });

  shopUrl = await publish(page);
  // Opened again later, the card's sidebar names its product (looked up by id).
  await page.reload();
  await canvas.getByRole('document', { name: 'Block: Product card' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Editor settings' })
      .getByRole('combobox', { name: 'Product' }),
  ).toHaveValue('Enamel Pin Set');
  // WordPress's own images (welcome guide, avatars) come from hosts this offline machine
  // cannot resolve; every address of the test is 127.0.0.1.
  expect(errors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);

  // The second page: the shortcode, once right and once with an attribute the tag lacks.
  await newPage(page, 'Shortcode page');
  await insertBlock(page, 'Shortcode');
  await page
    .frameLocator('iframe[name="editor-canvas"]')
    .getByRole('textbox', { name: 'Shortcode text' })
    .fill(
      '[site_widget tag="product-card" product-id="prod-sticker-pack"] [site_widget tag="product-details"] [site_widget tag="product-card" product_id="x"]',
    );
  shortcodeUrl = await publish(page);
  await page.goto(shortcodeUrl);
  await expect(page.locator('product-card')).toHaveCount(1);
  // Not the product page yet: the Product details names no product, and says so.
  await expect(page.getByRole('note')).toHaveText([
    /^Product details shows visitors nothing until it names a product: /,
    /^\[site_widget tag="product-card"\] does not know product_id\. Its attributes: product-id, product-slug, product-page, heading-level\./,
  ]);
  await page.context().close();

  // An event list, and an event page: a Ticket picker with no event chosen.
  eventsUrl = addPage('Events', '<!-- wp:site-widgets/event-list /-->');
  eventPageUrl = addPage('Event', '<!-- wp:site-widgets/event-tickets /-->');

  // The administrator names that page the product page: its Product details shows ?product=.
  const admin = await logIn(browser, ADMIN);
  await settingsPage(admin);
  await admin.getByLabel('Product page address').fill(shortcodeUrl);
  await admin.getByLabel('Event page address').fill(eventPageUrl);
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Settings saved.')).toBeVisible();
  await admin.context().close();
});

test('a visitor adds a product to the cart and reserves a ticket', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(shopUrl);

  // One loader and one <site-config> for four widgets.
  await expect(page.locator('script[src*="/site-widgets/assets/widgets/widgets.js"]')).toHaveCount(
    1,
  );
  await expect(
    page.locator('script[src*="/site-widgets/assets/widgets/widgets.js"]'),
  ).toHaveAttribute('crossorigin', 'anonymous');
  await expect(page.locator('site-config')).toHaveCount(1);
  await expect(page.locator('site-config')).toHaveAttribute('currency', 'USD');
  // The product and event pages, as the widgets' address templates (the braces unencoded).
  await expect(page.locator('site-config')).toHaveAttribute(
    'product-page',
    `${shortcodeUrl}&product={slug}`,
  );
  await expect(page.locator('site-config')).toHaveAttribute(
    'event-page',
    `${eventPageUrl}&event={slug}`,
  );
  // The notices of the packages bundled in the chunks travel with the plugin's copy of them.
  const loader = await page
    .locator('script[src*="/site-widgets/assets/widgets/widgets.js"]')
    .getAttribute('src');
  const notices = await page.request.get(
    new URL('THIRD-PARTY-LICENSES.txt', new URL(loader!, page.url())).href,
  );
  expect(await notices.text()).toMatch(/^react-dom@\S+ \(MIT\)$/m);

  const card = page.locator('product-card');
  await expect(card.getByText('Enamel Pin Set')).toBeVisible();
  await expect(page.locator('product-list').locator('[part~="card"]')).toHaveCount(4);
  // The card's name links to the product page, for this product.
  const productUrl = `${shortcodeUrl}&product=enamel-pin-set`;
  await expect(card.getByRole('link', { name: 'Enamel Pin Set' })).toHaveAttribute(
    'href',
    productUrl,
  );
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('shop-cart').locator('[part="line-name"]')).toHaveText([
    'Enamel Pin Set',
  ]);
  await expect(
    page.locator('shop-cart').getByRole('link', { name: 'Enamel Pin Set' }),
  ).toHaveAttribute('href', productUrl);

  const tickets = page.locator('event-tickets');
  const more = tickets
    .locator('[part="ticket"]')
    .filter({ has: page.getByRole('heading', { name: 'General Admission' }) })
    .getByRole('button', { name: 'Increase quantity' });
  await more.click();
  // The button shows its focus; the block theme's outline for whatever has focus does not
  // also frame the whole widget (its element matches :focus while the button has it).
  await expect(more).toBeFocused();
  await expect(tickets).toHaveCSS('outline-style', 'none');
  await tickets.locator('[part="reserve"]').click();
  await expect(tickets.locator('[part="timer"]')).toContainText(/Tickets held for\s*\d{1,2}:\d{2}/);
  await page.screenshot({ path: `${SHOTS}/page.png`, fullPage: true });
  await page.locator('product-list').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/page-list.png` });
  expect(errors).toEqual([]);

  // Followed, the card's link leads to the shortcode page: the right one renders, the wrong
  // one shows visitors nothing, and being the product page, its Product details shows the
  // product in the address.
  await card.getByRole('link', { name: 'Enamel Pin Set' }).click();
  await expect(page).toHaveURL(productUrl);
  await expect(page.locator('product-card').getByText('Sticker Pack')).toBeVisible();
  await expect(page.locator('product-details')).toHaveAttribute('product-slug', 'enamel-pin-set');
  await expect(
    page.locator('product-details').getByRole('heading', { name: 'Enamel Pin Set' }),
  ).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/shortcode.png`, fullPage: true });
  // Opened without a product (the page is in the site's menu), it shows visitors nothing there,
  // not the widget's "add a product-id" error; the page's other widgets stay.
  await page.goto(shortcodeUrl);
  await expect(page.locator('product-card').getByText('Sticker Pack')).toBeVisible();
  await expect(page.locator('product-details')).toHaveCount(0);
  await expect(page.getByText('product-id')).toHaveCount(0);
  // A parameter that is not one word (`?product[]=`) names no product, and warns of nothing.
  await page.goto(`${shortcodeUrl}&product[]=enamel-pin-set`);
  await expect(page.locator('product-card').getByText('Sticker Pack')).toBeVisible();
  await expect(page.locator('product-details')).toHaveCount(0);
  expect(debugLog()).not.toContain('Array to string conversion');
  // Another page ignores the parameter.
  await page.goto(`${shopUrl}&product=enamel-pin-set`);
  await expect(page.locator('product-details')).toHaveCount(0);

  // An event list's titles link to the event page, for that event, which shows it.
  await page.goto(eventsUrl);
  const first = page.locator('event-list').locator('[part="title"] a').first();
  await expect(first).toHaveAttribute(
    'href',
    new RegExp(`^${eventPageUrl.replace(/[.?]/g, '\\$&')}&event=[a-z0-9-]+$`),
  );
  const title = (await first.textContent())!;
  const slug = new URL((await first.getAttribute('href'))!).searchParams.get('event');
  await first.click();
  await expect(page.locator('event-tickets')).toHaveAttribute('event-slug', slug!);
  await expect(page.locator('event-tickets').locator('[part="title"]')).toHaveText(title);

  // A page without widgets gets neither the loader nor <site-config>.
  await page.goto(`${site.url}/?page_id=2`);
  await expect(page.locator('script[src*="widgets.js"]')).toHaveCount(0);
  await expect(page.locator('site-config')).toHaveCount(0);
  await context.close();
});

test('a shortcode alone on its line sits in the content column, as its block does', async ({
  browser,
}) => {
  // A block theme's content is a constrained layout: it puts its child blocks in the column.
  const url = addPage(
    'Alone on its line',
    [
      '<!-- wp:paragraph --><p>Buy the pins:</p><!-- /wp:paragraph -->',
      '<!-- wp:shortcode -->\n[site_widget tag="add-to-cart" product-id="prod-enamel-pin-set"]\n<!-- /wp:shortcode -->',
      '<!-- wp:site-widgets/cart-count /-->',
      '<!-- wp:shortcode -->\n[site_widget tag="cart-count"]\n<!-- /wp:shortcode -->',
    ].join('\n\n'),
  );
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('add-to-cart').getByRole('button')).toBeVisible();
  const left = async (locator: Locator) => (await locator.boundingBox())!.x;
  const column = await left(page.getByText('Buy the pins:'));
  expect(column).toBeGreaterThan(200); // the column, not the page's edge
  expect(await left(page.locator('add-to-cart'))).toBe(column);
  expect(await left(page.locator('cart-count').last())).toBe(
    await left(page.locator('cart-count').first()),
  );
  await page.screenshot({ path: `${SHOTS}/shortcode-alone.png` });
  await context.close();
});

test('address settings take any http(s) address and refuse the rest; the check says what answers', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await logIn(browser, ADMIN);
  await settingsPage(admin);
  const address = admin.getByLabel('Platform address');
  const save = async (value: string) => {
    await address.fill(value);
    // The field's own check (type="url") would stop some of these in the browser; the
    // server's is the one that counts (other browsers, other clients).
    await admin.locator('form[action$="options.php"]').evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
    });
    await admin.getByRole('button', { name: 'Save Changes' }).click();
  };
  // A port other than 80, 443 or 8080, a private network, a name no DNS knows (yet): all fine.
  for (const good of ['http://10.0.0.5', 'https://example.invalid:8443/api']) {
    await save(good);
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    await expect(address).toHaveValue(good);
  }
  for (const bad of ['javascript:alert(1)', 'ftp://x', 'https://user:pw@x', 'not a url']) {
    await save(bad);
    await expect(
      admin.getByText(
        'The platform address must be a full http(s) address, like https://example.com.',
      ),
    ).toHaveCount(1);
    await expect(admin.getByText('Settings saved.')).toHaveCount(0);
    await expect(address).toHaveValue('https://example.invalid:8443/api');
  }

  // Something answers at the address, but not the platform: a plain 404 page.
  const server = createServer((_, response) => {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not Found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const elsewhere = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await save(elsewhere);
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    await admin.getByRole('button', { name: 'Check connection' }).click();
    await expect(admin.getByRole('status')).toHaveText(
      `The platform address ${elsewhere} answers HTTP 404, not as the platform does. Check the address.`,
    );
  } finally {
    server.close();
  }
  await save(platformUrl(''));
  await expect(admin.getByText('Settings saved.')).toBeVisible();
  await admin.context().close();
});

test('without a client id the widgets stay off: nothing for visitors, a notice for editors', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await logIn(browser, ADMIN);
  await settingsPage(admin);
  await admin.getByLabel('Client id').fill('');
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.locator('.notice-warning')).toContainText(
    'Saved without a client id: the widgets stay off',
  );
  await expect(admin.getByLabel('Client id')).toHaveValue('');

  const off = 'The site widgets are off until a client id is set under Settings → Site widgets.';
  const context = await browser.newContext();
  const visitor = await context.newPage();
  for (const url of [shopUrl, shortcodeUrl]) {
    await visitor.goto(url);
    await expect(visitor.locator('.site-widgets-block')).toHaveCount(0);
    await expect(
      visitor.locator('product-card, product-list, shop-cart, event-tickets'),
    ).toHaveCount(0);
    await expect(visitor.getByRole('note')).toHaveCount(0);
    await expect(visitor.locator('site-config')).toHaveCount(0);
    await expect(visitor.locator('script[src*="widgets.js"]')).toHaveCount(0);
  }
  await context.close();

  // The shop page's four blocks, each saying why it is empty; still no widget, no loader.
  const editor = await logIn(browser, EDITOR);
  await editor.goto(shopUrl);
  await expect(editor.getByRole('note')).toHaveCount(4);
  for (const note of await editor.getByRole('note').all()) await expect(note).toContainText(off);
  await expect(editor.locator('product-card, product-list, shop-cart, event-tickets')).toHaveCount(
    0,
  );
  await expect(editor.locator('site-config')).toHaveCount(0);
  await expect(editor.locator('script[src*="widgets.js"]')).toHaveCount(0);
  await editor.context().close();

  await admin.getByLabel('Client id').fill(CLIENT_ID);
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Settings saved.')).toBeVisible();
  await expect(admin.locator('.notice-warning')).toHaveCount(0);
  await admin.context().close();
});

test('the plugin speaks German on a German site', () => {
  // Through WordPress's own loading (load_plugin_textdomain and the compiled .l10n.php), with
  // the site's locale set to de_DE for this one PHP run (a hook given before WordPress loads),
  // so no German core files are needed.
  const answer = site.php(`<?php
    $wp_filter = array( 'locale' => array( 10 => array( array( 'function' => static function () { return 'de_DE'; }, 'accepted_args' => 1 ) ) ) );
    require 'wp-load.php';
    echo wp_json_encode( array(
      'locale' => get_locale(),
      'title'  => WP_Block_Type_Registry::get_instance()->get_registered( 'site-widgets/event-tickets' )->title,
      'plural' => sprintf( _n( 'Connected: the platform at %1$s answers for the client id "%2$s" and lists %3$d product.', 'Connected: the platform at %1$s answers for the client id "%2$s" and lists %3$d products.', 3, 'site-widgets' ), 'P', 'C', 3 ),
    ) );`);
  expect(JSON.parse(answer)).toEqual({
    locale: 'de_DE',
    title: 'Ticketauswahl',
    plural:
      'Verbunden: Die Plattform unter P antwortet für die Client-ID „C“ und listet 3 Produkte.',
  });
});

test("the owner's hosted page origins are where the widgets send visitors, and only there", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A sandbox of its own that registers this site's origin, so its checkout may return here
  // (the suite's registers the widget pages' origins, not a WordPress on a port of its own).
  const platform = await startSandbox({
    port: 0,
    dbPath: join(mkdtempSync(join(tmpdir(), 'sw-wp-hosted-')), 'platform.db'),
    reset: true,
    allowedOrigins: [new URL(site.url).origin],
    log: () => {},
  });
  const admin = await logIn(browser, ADMIN);
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  /** Saves the platform address and the hosted page origins. */
  const save = async (origins: string, address = platform.url) => {
    await settingsPage(admin);
    await admin.getByLabel('Platform address').fill(address);
    await admin.getByLabel('Hosted page origins').fill(origins);
    await admin.getByRole('button', { name: 'Save Changes' }).click();
  };
  try {
    // A page address is not an origin: refused, with the entry named, and nothing saved.
    await save('https://checkout.example.com/pay');
    await expect(
      admin.getByText('"https://checkout.example.com/pay" is not an origin like'),
    ).toBeVisible();
    await expect(admin.getByLabel('Hosted page origins')).toHaveValue('');
    // Somewhere else than the sandbox's hosted checkout.
    await save('https://Checkout.Example.com/');
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    await expect(admin.getByLabel('Hosted page origins')).toHaveValue(
      'https://checkout.example.com',
    );

    const page = await visitor.newPage();
    await page.goto(shopUrl);
    await expect(page.locator('site-config')).toHaveAttribute(
      'hosted-origins',
      'https://checkout.example.com',
    );
    await page.locator('product-card').getByRole('button', { name: 'Add to cart' }).click();
    const cart = page.locator('shop-cart');
    await expect(cart.locator('[part="line-name"]')).toHaveText(['Enamel Pin Set']);
    await cart.getByRole('button', { name: 'Checkout' }).click();
    await expect(cart.getByRole('alert')).toContainText('could not be opened safely');
    expect(page.url()).toBe(shopUrl);

    // The sandbox's origin listed too: the same checkout goes there.
    await save(`https://checkout.example.com ${platform.url}`);
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    await page.goto(shopUrl);
    await expect(cart.locator('[part="line-name"]')).toHaveText(['Enamel Pin Set']);
    await cart.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`^${platform.url}/hosted/checkout/`));
  } finally {
    // Back to the suite's sandbox, and no list: the widgets go to any https page again.
    await save('', platformUrl('')).catch(() => {});
    await visitor.close();
    await admin.context().close();
    await platform.close();
  }
});

test('the owner can load the script from another address', async ({ browser }) => {
  test.setTimeout(60_000);
  const admin = await logIn(browser, ADMIN);
  await settingsPage(admin);
  await admin.getByLabel('Script address').fill(platformUrl('/widgets/widgets.js'));
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Settings saved.')).toBeVisible();
  await admin.context().close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(shopUrl);
  await expect(page.locator('script[src*="widgets.js"]')).toHaveCount(1);
  await expect(page.locator('script[src*="widgets.js"]')).toHaveAttribute(
    'src',
    new RegExp(`^${platformUrl('/widgets/widgets.js')}`),
  );
  // From another host, fetched as the chunks are (CORS, no cookies): one connection for all.
  await expect(page.locator('script[src*="widgets.js"]')).toHaveAttribute(
    'crossorigin',
    'anonymous',
  );
  await expect(page.locator('product-card').getByText('Enamel Pin Set')).toBeVisible();
  await context.close();
});

test('deleting the plugin removes its settings and kept tokens', async ({ browser }) => {
  test.setTimeout(60_000);
  const stored = () =>
    JSON.parse(
      site.php(`<?php
        require 'wp-load.php';
        global $wpdb;
        echo wp_json_encode( array(
          'settings' => get_option( 'site_widgets_settings', null ),
          'kept'     => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '%site_widgets_%'" ),
        ) );`),
    ) as { settings: Record<string, string> | null; kept: number };
  const before = stored();
  expect(before.settings?.client_id).toBe(CLIENT_ID);
  expect(before.kept).toBeGreaterThan(1); // the settings and the editor pickers' token

  const page = await logIn(browser, ADMIN);
  await page.goto(`${site.url}/wp-admin/plugins.php`);
  await page.getByRole('link', { name: 'Deactivate Site widgets' }).click();
  await expect(page.getByText('Plugin deactivated.')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Delete Site widgets' }).click();
  await expect(page.getByText('Site widgets was successfully deleted.')).toBeVisible();
  await page.context().close();

  expect(stored()).toEqual({ settings: null, kept: 0 });
  expect(existsSync(`${site.dir}/wp-content/plugins/site-widgets`)).toBe(false);
});
