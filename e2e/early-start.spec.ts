import { expect, test, type Page } from '@playwright/test';
import { seedProducts } from '../demo/platform/seed/products';
import { shiftsSoFar } from './support/layout-shift';
import { clearFaults, platformUrl, sandbox, siteUrl, watchErrors } from './support/pages';

/** The cards of e2e/pages/first-visit.html, in its order: the first adds straight away. */
const products = seedProducts(new Date().toISOString());
const shown = [
  'prod-live-at-the-lantern-cd',
  'prod-lantern-room-logo-tee',
  'prod-neon-nights-hoodie',
].map((id) => products.find((p) => p.id === id)!);
const simple = shown[0]!;

/** A merchant's page on the site's origin with three cards in its HTML. */
const openStorePage = (page: Page) => page.goto(siteUrl('/first-visit.html'));

/** The platform calls the page makes (not the widgets' own files), as `METHOD /path`. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin === platformUrl('') && !/^\/(widgets|media)\//.test(pathname))
      calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

const tokenCalls = (calls: string[]) => calls.filter((call) => call === 'POST /oauth2/token');
const productQueries = (calls: string[]) =>
  calls.filter((call) => /query-platformized$/.test(call));

/** What the loader started on its slot: the ids it asked for, or null when it started nothing. */
const loaderAsked = (page: Page) =>
  page.evaluate(async () => {
    const slot = (
      globalThis as unknown as Record<symbol, { early?: { products: Promise<{ ids: string[] }> } }>
    )[Symbol.for('site-widgets.loader')];
    return slot?.early ? (await slot.early.products).ids : null;
  });

/** Holds the runtime chunk back until the returned function is called. */
async function holdRuntime(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/widgets\/chunks\/[\w-]+\/runtime\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the platform's answer to the products query until the returned function is called. */
async function holdProductsAnswer(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/query-platformized/, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  return release;
}

/** Counts the skeletons put into any widget's shadow root from now on (see skeletonsSeen). */
const countSkeletons = (page: Page) =>
  page.addInitScript(() => {
    const seen = { skeletons: 0 };
    Object.assign(globalThis, { seen });
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      new MutationObserver((records) => {
        for (const { addedNodes } of records)
          for (const node of addedNodes)
            if (node instanceof Element && node.matches('.sw-skeleton, :has(.sw-skeleton)'))
              seen.skeletons += 1;
      }).observe(root, { childList: true, subtree: true });
      return root;
    };
  });

const skeletonsSeen = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { seen: { skeletons: number } }).seen.skeletons);

async function expectCards(page: Page) {
  for (const product of shown)
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
}

test.afterEach(clearFaults);

test("a first visit: the loader's token and products query are the page's only ones, and the cards use them", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const calls = apiCalls(page);
  await openStorePage(page);
  await expectCards(page);
  expect(await loaderAsked(page)).toEqual(shown.map((p) => p.id));
  expect(productQueries(calls)).toHaveLength(1);

  // The first call that needs the visitor's token takes the loader's: still one token request.
  await page
    .locator('product-card', { has: page.getByRole('heading', { name: simple.name }) })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect.poll(() => calls.filter((call) => /add-to-cart$/.test(call)).length).toBe(1);
  expect(tokenCalls(calls)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("a returning visitor: the loader's products query goes with the stored token, and no token request at all", async ({
  page,
}) => {
  await openStorePage(page);
  await expectCards(page);
  const calls = apiCalls(page);
  await page.reload();
  await expectCards(page);
  expect(await loaderAsked(page)).toEqual(shown.map((p) => p.id));
  expect(tokenCalls(calls)).toEqual([]);
  expect(productQueries(calls)).toHaveLength(1);
});

test("the loader's token request fails: the runtime asks for its own and the cards still show", async ({
  page,
}) => {
  await sandbox('faults', { path: '/oauth2/token', method: 'POST', status: 500, count: 1 });
  const calls = apiCalls(page);
  await openStorePage(page);
  await expectCards(page);
  expect(tokenCalls(calls)).toHaveLength(2);
  expect(productQueries(calls)).toHaveLength(1);
});

test("the first screen's image is on its way before the runtime has run, and is fetched once", async ({
  page,
}) => {
  const firstImage = simple.media[0]!.url; // the first card's; the others start lower down
  const images: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/media/')) images.push(pathname);
  });
  // Hold the runtime chunk until the image has been asked for: only the loader can ask then.
  const release = await holdRuntime(page);
  await openStorePage(page);
  await expect.poll(() => images).toEqual([firstImage]);
  release();
  await expectCards(page);
  const card = page.locator('product-card').first();
  await expect(card.getByRole('img', { name: simple.name })).toHaveJSProperty('complete', true);
  expect(images.filter((image) => image === firstImage)).toHaveLength(1);
});

/** Where the card's box shows the loader's preview (its `::before`), and which image it shows. */
const preview = (page: Page, index = 0) =>
  page
    .locator('product-card')
    .nth(index)
    .evaluate((card) => {
      const style = getComputedStyle(card, '::before');
      const box = card.getBoundingClientRect();
      const inset = parseFloat(style.marginLeft);
      return {
        image: style.backgroundImage,
        box: [box.x + inset, box.y + inset, parseFloat(style.width), parseFloat(style.height)],
      };
    });

test("before the runtime has run, the first screen's card shows its image where the card will, and nothing moves", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const release = await holdRuntime(page);
  await openStorePage(page);
  await expect.poll(async () => (await preview(page)).image).toContain(simple.media[0]!.url);
  const before = await preview(page);
  // The second card starts below the first screen: no preview, as no early image for it.
  expect((await preview(page, 1)).image).toBe('none');

  release();
  await expectCards(page);
  const card = page.locator('product-card').first();
  const image = await card.getByRole('img', { name: simple.name }).boundingBox();
  for (const [i, value] of [image!.x, image!.y, image!.width, image!.height].entries())
    expect(value).toBeCloseTo(before.box[i]!, 0);
  expect((await preview(page)).image).toBe('none'); // the card's own image took over
  expect((await shiftsSoFar(page)).total).toBe(0);
  expect(errors).toEqual([]);
});

test("an image address that tries to break out of the preview's CSS stays one address", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  let hostile = '';
  await page.route(/query-platformized/, async (route) => {
    const answer = (await (await route.fetch()).json()) as {
      products: { id: string; media: { items: { image: { url: string } }[] } }[];
    };
    const { image } = answer.products.find(({ id }) => id === simple.id)!.media.items[0]!;
    hostile = image.url = `${image.url}?a"), url(/media/other.png), ("`;
    await route.fulfill({ json: answer });
  });
  await holdRuntime(page); // never released: the preview is all there is
  await openStorePage(page);
  await expect.poll(async () => (await preview(page)).image).not.toBe('none');
  expect((await preview(page)).image).toBe(`url(${JSON.stringify(new URL(hostile).href)})`);
  expect(asked).not.toContain('/media/other.png');
});

test("when the loader's answer came before the runtime, the cards show their products from their first render: no skeleton first", async ({
  page,
}) => {
  await countSkeletons(page);
  const release = await holdRuntime(page);
  const answered = page.waitForResponse(/query-platformized/);
  await openStorePage(page);
  await (await answered).finished();
  release();
  await expectCards(page);
  expect(await skeletonsSeen(page)).toBe(0);
});

test("when the runtime came first and the loader's answer soon after, the cards wait for it: no skeleton flashes", async ({
  page,
}) => {
  await countSkeletons(page);
  const release = await holdProductsAnswer(page);
  await openStorePage(page);
  // The product family's chunk has run (its other elements are defined), and a moment more:
  // well within the cards' wait (SKELETON_DELAY_MS, 400 ms), long enough for cards that did not
  // wait to commit their skeletons. whenDefined, not a poll: a poll's interval could use it up.
  await page.evaluate(() => customElements.whenDefined('product-list'));
  await page.waitForTimeout(100);
  release();
  await expectCards(page);
  expect(await skeletonsSeen(page)).toBe(0);
});

test('when the answer is slow, the cards show their skeletons after a moment, then their products', async ({
  page,
}) => {
  await countSkeletons(page);
  const release = await holdProductsAnswer(page);
  await openStorePage(page);
  await expect.poll(() => skeletonsSeen(page), { timeout: 5_000 }).toBeGreaterThan(0);
  release();
  await expectCards(page);
});
