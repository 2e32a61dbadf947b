import { expect, test, type Locator, type Page } from '@playwright/test';
import { platformUrl, signInAsDemoMember, siteUrl } from './support/pages';

/** `<back-in-stock>` alone on the gallery's host page (12px padding), in `locale`. */
async function openForm(page: Page, width: number, locale: string) {
  await page.setViewportSize({ width, height: 600 });
  await page.goto(siteUrl('/gallery.html'));
  await page.evaluate((locale) => {
    document.querySelector('site-config')!.setAttribute('locale', locale);
    document.querySelector('#stage')!.innerHTML =
      '<back-in-stock product-id="prod-sold-out-tour-tee"></back-in-stock>';
  }, locale);
  const widget = page.locator('back-in-stock');
  await expect(widget).toHaveAttribute('state', 'ready');
  return widget;
}

const boxOf = async (widget: Locator, part: string) =>
  (await widget.locator(`[part~="${part}"]`).boundingBox())!;

/** The error is the field's: its top within a gap of the field's bottom, nothing between. */
const RIGHT_UNDER = 16;

// The German button is the widest: at 375 px it does not fit beside a usable field either.
for (const locale of ['en-US', 'de-DE']) {
  test(`at 375 px (${locale}) the email's error sits right under the field, the button under it`, async ({
    page,
  }) => {
    const widget = await openForm(page, 375, locale);
    await widget.locator('[part~="back-in-stock-button"]').click();
    await expect(widget.locator('[part~="back-in-stock-error"]')).toBeVisible();
    const field = await boxOf(widget, 'back-in-stock-email');
    const error = await boxOf(widget, 'back-in-stock-error');
    const button = await boxOf(widget, 'back-in-stock-button');
    expect(error.y).toBeGreaterThanOrEqual(field.y + field.height);
    expect(error.y - (field.y + field.height)).toBeLessThan(RIGHT_UNDER);
    expect(button.y).toBeGreaterThanOrEqual(error.y + error.height);
    expect(field.width).toBeGreaterThan(300); // the whole line: 351 px of the page's 375
  });
}

// A screen reader on a phone goes through the form in the document's order: the error must
// come between field and button there too, as it shows, not after the button it sits above.
test("at 375 px the error follows the field in the document's order, as on the screen", async ({
  page,
}) => {
  const widget = await openForm(page, 375, 'de-DE');
  await widget.locator('[part~="back-in-stock-button"]').click();
  await expect(widget.locator('[part~="back-in-stock-error"]')).toBeVisible();
  const parts = ['back-in-stock-email', 'back-in-stock-error', 'back-in-stock-button'];
  const documentOrder = await widget.evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('.bis-row > *')].map((e) => e.getAttribute('part')),
  );
  expect(documentOrder).toEqual(parts);
  const tops = await Promise.all(parts.map(async (part) => (await boxOf(widget, part)).y));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
});

test('at 1280 px the button stays beside the field, the error under the field', async ({
  page,
}) => {
  const widget = await openForm(page, 1280, 'en-US');
  await widget.locator('[part~="back-in-stock-button"]').click();
  await expect(widget.locator('[part~="back-in-stock-error"]')).toBeVisible();
  const field = await boxOf(widget, 'back-in-stock-email');
  const error = await boxOf(widget, 'back-in-stock-error');
  const button = await boxOf(widget, 'back-in-stock-button');
  expect(button.y).toBe(field.y);
  expect(button.x).toBeGreaterThan(field.x + field.width);
  expect(error.y - (field.y + field.height)).toBeLessThan(RIGHT_UNDER);
  expect(error.y).toBeGreaterThanOrEqual(button.y + button.height);
});

test('asking again for the same item, after the browser forgot it asked, says it is already on the list', async ({
  page,
}) => {
  const widget = await openForm(page, 1280, 'en-US');
  const ask = async () => {
    await widget.getByRole('textbox', { name: 'Email' }).fill('twice@example.com');
    await widget.getByRole('button', { name: 'Notify me' }).click();
  };
  await ask();
  await expect(widget.getByText("We'll email twice@example.com")).toBeVisible();
  // The sandbox keeps the request; this browser forgets the confirmation it remembered.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.includes(':back-in-stock:')) localStorage.removeItem(key);
  });
  await page.reload();
  await page.evaluate(() => {
    document.querySelector('#stage')!.innerHTML =
      '<back-in-stock product-id="prod-sold-out-tour-tee"></back-in-stock>';
  });
  await expect(widget).toHaveAttribute('state', 'ready');
  await ask();
  await expect(widget.getByText("You're already on the list for this item.")).toBeVisible();
});

/** A page holding `<back-in-stock>` and no login widget: nothing else on it loads the member. */
async function openFormAlone(page: Page) {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
  await page.goto(siteUrl('/blank.html'));
  await page.evaluate((platform) => {
    document.body.innerHTML = `<site-config client-id="demo-client" api-base="${platform}"></site-config>
      <back-in-stock product-id="prod-sold-out-tour-tee"></back-in-stock>`;
  }, platformUrl(''));
  const widget = page.locator('back-in-stock');
  await expect(widget).toHaveAttribute('state', 'ready');
  return { widget, memberCode: () => chunks.filter((path) => path.endsWith('/member.js')) };
}

test("a visitor's form loads no member code; a signed-in member's has their email in it", async ({
  page,
}) => {
  const visitor = await openFormAlone(page);
  await expect(visitor.widget.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  expect(visitor.memberCode()).toEqual([]);

  await page.goto(siteUrl('/login.html'));
  await signInAsDemoMember(page.locator('member-login'));

  const member = await openFormAlone(page);
  await expect(member.widget.getByRole('textbox', { name: 'Email' })).toHaveValue(
    'member@example.com',
  );
  expect(member.memberCode()).toHaveLength(1);
});

/** Asks by keyboard (Enter in the field) and waits for the confirmation to take the focus. */
async function askByKeyboard(widget: Locator) {
  const field = widget.getByRole('textbox', { name: 'Email' });
  await field.fill('keys@example.com');
  await field.press('Enter');
  const done = widget.locator('[part~="back-in-stock"]');
  await expect(done).toBeFocused();
  return done;
}

test('asked by keyboard, the confirmation that takes the focus shows the focus ring every widget shows', async ({
  page,
}) => {
  const widget = await openForm(page, 1280, 'en-US');
  const done = await askByKeyboard(widget);
  const ring = await done.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  // The same as `.sw-root :focus-visible` gives the cart's confirmation heading.
  expect(ring).toBe('solid 2px');
});

test('on a right-to-left page the English confirmation ends in its full stop, at the end of its line', async ({
  page,
}) => {
  const widget = await openForm(page, 1280, 'en-US');
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  const done = await askByKeyboard(widget);
  const [stop, before] = await done.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let last: Text | undefined;
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent!.endsWith('stock.')) last = node as Text;
    const xOf = (offset: number) => {
      const range = document.createRange();
      range.setStart(last!, offset);
      range.setEnd(last!, offset + 1);
      return range.getBoundingClientRect().x;
    };
    const end = last!.length - 1; // the full stop, after the "k" of "stock"
    return [xOf(end), xOf(end - 1)];
  });
  expect(stop).toBeGreaterThan(before!);
  // The lines still sit at the page's start side (right): the box's right edge, not its left.
  const box = (await done.boundingBox())!;
  expect(stop! - box.x).toBeGreaterThan(box.width / 2);
});
