import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedProducts } from '../demo/platform/seed/products';
import { clearFaults, sandbox, siteUrl, watchErrors } from './support/pages';

const products = seedProducts(new Date().toISOString());
const ids = products.map((product) => product.id);
/** A product a card adds straight away (no options to choose, in stock). */
const simple = products.find((p) => p.productOptions.length === 0 && p.trackInventory)!.id;

/** Four cards of every seeded product: a page several screens tall. */
async function openLongPage(page: Page) {
  await page.goto(siteUrl('/cards.html'));
  await page.evaluate((productIds) => {
    document.querySelector('#grid')!.innerHTML = [...productIds, ...productIds, ...productIds]
      .concat(productIds)
      .map((id) => `<product-card product-id="${id}"></product-card>`)
      .join('');
  }, ids);
  const cards = page.locator('product-card');
  await expect(cards).toHaveCount(ids.length * 4);
  return cards;
}

/** The colour of one screen pixel, read from a screenshot drawn on a canvas. */
async function pixel(page: Page, x: number, y: number): Promise<number[]> {
  const png = (await page.screenshot({ clip: { x, y, width: 1, height: 1 } })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  }, png);
}

test('cards far below the fold are ready and show their product when scrolled to', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const cards = await openLongPage(page);
  await expect(page.locator('product-card:not([state="ready"])')).toHaveCount(0);
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('[part="name"]')).toBeVisible();
  await expect(last.locator('[part="name"]')).toHaveText(/\S/);
  await expect(last.locator('[part="add-to-cart"]')).toBeInViewport();
  // Every card, on screen or not, lays out at the size of the card beside it.
  const heights = await cards.evaluateAll((elements) =>
    elements.slice(-8).map((element) => Math.round(element.getBoundingClientRect().height)),
  );
  expect(new Set(heights).size).toBe(1);
  expect(errors).toEqual([]);
});

test("a ::part(card) shadow paints outside the card's box", async ({ page }) => {
  const cards = await openLongPage(page);
  const box = (await cards.first().boundingBox())!;
  await expect(cards.first()).toHaveAttribute('state', 'ready');
  // 6px left of the card, halfway down: inside the 12px shadow, outside the element's box.
  expect(await pixel(page, box.x - 6, box.y + box.height / 2)).toEqual([255, 0, 0]);
});

test('--sw-* tokens set on an ancestor and on the element itself both reach inside the shadow root', async ({
  page,
}) => {
  await page.goto(siteUrl('/cards.html'));
  await page.evaluate((id) => {
    const style = document.createElement('style');
    // An ancestor sets tokens (one by its deprecated name); one element overrides one of them.
    style.textContent = `
      .themed { --sw-color-primary: rgb(255, 0, 0); --sw-radius: 3px; --sw-color-muted-text: rgb(0, 128, 0); }
      #own { --sw-color-primary: rgb(0, 0, 255); }`;
    document.head.append(style);
    document.querySelector('#grid')!.innerHTML = `
      <product-card id="plain" product-id="${id}"></product-card>
      <section class="themed">
        <product-card id="inherits" product-id="${id}"></product-card>
        <product-card id="own" product-id="${id}"></product-card>
        <product-card id="inline" product-id="${id}" style="--sw-radius: 5px"></product-card>
      </section>`;
  }, simple);
  await expect(page.locator('product-card[state="ready"]')).toHaveCount(4);

  const look = (id: string) =>
    page.evaluate((hostId) => {
      const root = document.getElementById(hostId)!.shadowRoot!;
      const card = getComputedStyle(root.querySelector('[part~="card"]')!);
      const button = getComputedStyle(root.querySelector('[part~="add-to-cart-button"]')!);
      return {
        primary: button.backgroundColor,
        radius: card.borderTopLeftRadius,
        textMuted: card.getPropertyValue('--_sw-color-text-muted').trim(),
      };
    }, id);

  expect(await look('plain')).toEqual({
    primary: 'rgb(29, 78, 216)',
    radius: '8px',
    textMuted: '#52525b',
  });
  expect(await look('inherits')).toEqual({
    primary: 'rgb(255, 0, 0)',
    radius: '3px',
    textMuted: 'rgb(0, 128, 0)',
  });
  expect(await look('own')).toEqual({
    primary: 'rgb(0, 0, 255)',
    radius: '3px',
    textMuted: 'rgb(0, 128, 0)',
  });
  expect((await look('inline')).radius).toBe('5px');
});

test("--sw-image-aspect-ratio shapes a card's image, and the card's box grows to hold it: the rows below keep their size", async ({
  page,
}) => {
  await page.goto(siteUrl('/cards.html'));
  await page.evaluate((id) => {
    const grid = document.querySelector<HTMLElement>('#grid')!;
    // One column: a grid row as tall as its tallest card would stretch the square one.
    grid.style.cssText = 'grid-template-columns: 260px';
    grid.innerHTML = `
      <product-card id="square" product-id="${id}"></product-card>
      <product-card id="portrait" product-id="${id}" style="--sw-image-aspect-ratio: 3 / 4"></product-card>`;
  }, simple);
  await expect(page.locator('product-card[state="ready"]')).toHaveCount(2);

  const measure = (id: string) =>
    page.locator(`#${id}`).evaluate((host) => {
      const box = (part: string) =>
        host.shadowRoot!.querySelector(`[part~="${part}"]`)!.getBoundingClientRect();
      const [image, card] = [box('image'), box('card')];
      return {
        ratio: image.width / image.height,
        rows: card.bottom - image.bottom,
        overflow: card.height - host.getBoundingClientRect().height,
      };
    });
  const [square, portrait] = [await measure('square'), await measure('portrait')];
  expect(square.ratio).toBeCloseTo(1, 2);
  expect(portrait.ratio).toBeCloseTo(3 / 4, 2);
  expect(portrait.rows).toBeCloseTo(square.rows, 0);
  expect(portrait.overflow).toBeCloseTo(0, 0);
});

/** A narrow card's button or text line: narrow, its whole text shown, a button big enough. */
async function expectWhole(element: Locator) {
  const box = await element.evaluate((element) => ({
    cut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
    width: element.getBoundingClientRect().width,
    height: element.getBoundingClientRect().height,
    button: element.localName === 'button',
  }));
  expect(box.width, 'a narrow card').toBeLessThan(150);
  expect(box.cut, `${await element.textContent()}: cut`).toBe(false);
  if (box.button) expect(box.height, 'a touch target').toBeGreaterThanOrEqual(44);
}

/** Cards two a row in a phone's viewport, about 170px each: the narrowest common layout. */
async function openPhoneGrid(page: Page, productIds: readonly string[], locale = 'en-US') {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(siteUrl(`/cards.html?locale=${locale}`));
  await page.evaluate((productIds) => {
    const grid = document.querySelector<HTMLElement>('#grid')!;
    grid.style.cssText = 'grid-template-columns: repeat(2, 1fr); gap: 12px; padding: 12px';
    grid.innerHTML = productIds
      .map((id) => `<product-card product-id="${id}"></product-card>`)
      .join('');
  }, productIds);
}

test("on a phone's narrow card, each row's text stays in its row, above the button", async ({
  page,
}) => {
  // The product with the longest of the stock texts.
  await openPhoneGrid(page, ['prod-lantern-room-logo-tee', 'prod-lantern-room-logo-tee']);
  const card = page.locator('product-card').first();
  await expect(card).toHaveAttribute('state', 'ready');
  await expect(card.locator('[part="stock"]')).toHaveText('Partly out of stock');
  const { rows, buttonTop } = await card.evaluate((host) => {
    const root = host.shadowRoot!;
    const bottomOfText = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return Math.max(...[...range.getClientRects()].map((rect) => rect.bottom));
    };
    return {
      rows: ['name', 'price', 'stock'].map((part) => {
        const row = root.querySelector(`[part="${part}"]`)!;
        return { part, box: row.getBoundingClientRect().bottom, text: bottomOfText(row) };
      }),
      buttonTop: root.querySelector('.actions')!.getBoundingClientRect().top,
    };
  });
  for (const { part, box, text } of rows)
    expect(text, `${part}'s text ends in its row`).toBeLessThanOrEqual(box + 0.5);
  expect(rows.at(-1)!.box).toBeLessThanOrEqual(buttonTop);
});

for (const [locale, labels, stock, [pending, added]] of [
  [
    'en-US',
    ['Add to cart', 'Choose options', 'Notify me when back', 'Choose options'],
    ['In stock', 'In stock', 'Out of stock', 'Partly out of stock'],
    ['Adding…', 'Added to cart'],
  ],
  [
    'de-DE',
    ['In den Warenkorb', 'Optionen wählen', 'Benachrichtigen', 'Optionen wählen'],
    ['Auf Lager', 'Auf Lager', 'Ausverkauft', 'Teils ausverkauft'],
    ['Einen Moment…', 'Im Warenkorb'],
  ],
] as const) {
  test(`on a phone's narrow card, each button and stock line shows its whole text (${locale})`, async ({
    page,
  }) => {
    // Added at once; options to choose; sold out; options, some sold out.
    await openPhoneGrid(
      page,
      [
        'prod-live-at-the-lantern-cd',
        'prod-dad-cap',
        'prod-midnight-radio-lp',
        'prod-lantern-room-logo-tee',
      ],
      locale,
    );
    const buttons = page.locator('product-card').getByRole('button');
    const lines = page.locator('product-card [part="stock"]');
    await expect(buttons).toHaveText([...labels]);
    await expect(lines).toHaveText([...stock]);
    for (const element of [...(await buttons.all()), ...(await lines.all())])
      await expectWhole(element);

    // The add button's other labels: while the cart answers (held here), and once it has.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/carts/current/add-to-cart', async (route) => {
      await answered;
      await route.continue();
    });
    const add = buttons.first();
    await add.click();
    await expect(add).toHaveText(pending);
    await expectWhole(add);
    answer();
    await expect(add).toHaveText(added);
    await expectWhole(add);
  });
}

test("each card's button is named with its product, so a list of the page's buttons tells them apart", async ({
  page,
}) => {
  await openPhoneGrid(page, [
    'prod-live-at-the-lantern-cd',
    'prod-dad-cap',
    'prod-midnight-radio-lp',
  ]);
  for (const name of [
    'Add to cart, Live at the Lantern CD',
    'Choose options, Dad Cap',
    'Notify me when back, The Velvet Static Midnight Radio LP',
  ])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  // The name is heard, not shown, and begins with what is shown (voice control finds it by that).
  await expect(page.getByRole('button', { name: 'Add to cart, Live' })).toHaveText('Add to cart');
});

/** axe's heading-order findings on the page: headings that skip a level down. */
const headingOrder = async (page: Page) =>
  (await new AxeBuilder({ page }).withRules(['heading-order']).analyze()).violations;

test('cards and a list right under the page\'s h1 fit its outline with heading-level="2" (axe heading-order)', async ({
  page,
}) => {
  await page.goto(siteUrl('/cards.html'));
  // The page's h1, then its cards: as h3 by default, their names skip h2.
  const fill = (level: string | null) =>
    page.evaluate(
      ([productIds, level]) => {
        const attribute = level ? ` heading-level="${level}"` : '';
        document.querySelector('#grid')!.innerHTML =
          productIds
            .map((id) => `<product-card product-id="${id}"${attribute}></product-card>`)
            .join('') + `<product-list page-size="2"${attribute}></product-list>`;
      },
      [ids.slice(0, 3), level] as const,
    );
  const names = page.locator('[part~="name"]');
  await fill(null);
  await expect(names).toHaveCount(5);
  expect(await names.evaluateAll((all) => all.map((name) => name.localName))).toEqual(
    Array(5).fill('h3'),
  );
  expect((await headingOrder(page)).map((violation) => violation.id)).toEqual(['heading-order']);

  await fill('2');
  await expect(names).toHaveCount(5);
  await expect(page.locator('product-list')).toHaveAttribute('state', 'ready');
  expect(await names.evaluateAll((all) => all.map((name) => name.localName))).toEqual(
    Array(5).fill('h2'),
  );
  expect(await headingOrder(page)).toEqual([]);
});

test.afterEach(clearFaults);

test("a failed add shows why over the card's rows: neither the image nor the button moves", async ({
  page,
}) => {
  await openPhoneGrid(page, ['prod-live-at-the-lantern-cd', 'prod-dad-cap']);
  const card = page.locator('product-card').first();
  const add = card.getByRole('button', { name: 'Add to cart, Live at the Lantern CD' });
  const image = card.locator('[part="image"]');
  await expect(add).toBeVisible();
  const before = [await add.boundingBox(), await image.boundingBox()];

  await sandbox('faults', { path: '/v1/carts/current/add-to-cart', status: 503, count: 1 });
  await add.click();
  const notice = card.getByRole('alert');
  await expect(notice).toBeVisible();
  expect([await add.boundingBox(), await image.boundingBox()]).toEqual(before);
  // Inside the card, above the button, where the visitor is looking.
  const [box, cardBox] = [(await notice.boundingBox())!, (await card.boundingBox())!];
  expect(box.y + box.height).toBeLessThanOrEqual(before[0]!.y);
  expect(box.y).toBeGreaterThanOrEqual(cardBox.y);
});
