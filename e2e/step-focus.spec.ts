import { expect, test, type Locator, type Page } from '@playwright/test';
import { tabTo } from './support/keyboard';
import { siteUrl } from './support/pages';

// Where a step's button goes away, the widget moves the focus to the step that came (its box,
// the list, the confirmation's heading). A keyboard user must see where they landed, as the
// cart's confirmation heading shows it: the widgets' one focus ring (shared/element/styles.ts).

/** The element focused inside `widget`'s shadow root, with its outline as computed. */
const landing = (widget: Locator) =>
  widget.evaluate((host) => {
    const focused = host.shadowRoot!.activeElement;
    if (!focused) return null;
    const style = getComputedStyle(focused);
    return {
      at: `${focused.localName}${focused.className ? `.${focused.className}` : ''}`,
      ring: `${style.outlineStyle} ${style.outlineWidth}`,
    };
  });

/** The widgets' ring, read from something focused by keyboard: a button Tab reached. */
async function ringOfATabbedButton(page: Page, button: Locator) {
  await tabTo(page, button);
  return button.evaluate((b) => {
    const style = getComputedStyle(b);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
}

test('keyboard only: each step of the ticket flow lands the focus where its ring shows', async ({
  page,
}) => {
  await page.goto(siteUrl('/event.html?slug=open-mic-night'));
  const widget = page.locator('event-tickets');
  const plus = widget.getByRole('button', { name: /^Increase quantity/ });
  const ring = await ringOfATabbedButton(page, plus);
  expect(ring).toBe('solid 2px');
  await page.keyboard.press('Enter');
  const reserve = async () => {
    await tabTo(page, widget.getByRole('button', { name: /^Reserve/ }));
    await page.keyboard.press('Enter');
  };
  await reserve();

  // The reservation's box, its form inside.
  const form = widget.getByRole('form', { name: 'Your details' });
  await expect(form).toBeVisible();
  await expect.poll(() => landing(widget)).toEqual({ at: 'div.sw-reserved', ring });

  // Cancelled: back to the tickets' step box.
  await tabTo(page, widget.getByRole('button', { name: 'Cancel reservation' }));
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect.poll(() => landing(widget)).toEqual({ at: 'div.sw-step', ring });
  await tabTo(page, plus);
  await page.keyboard.press('Enter');
  await reserve();
  await expect(form).toBeVisible();

  await tabTo(page, form.getByLabel('First name'));
  await page.keyboard.type('Ada');
  await tabTo(page, form.getByLabel('Last name'));
  await page.keyboard.type('Lovelace');
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type('ada@example.com');
  await tabTo(page, form.getByRole('button', { name: /^(Continue|Register|Get tickets)/ }));
  await page.keyboard.press('Enter');

  // The confirmation's heading, as the cart's.
  await expect(widget.locator('[part="confirmation"]')).toBeVisible();
  await expect(widget.locator('#sw-confirmation-title')).toBeFocused();
  await expect.poll(() => landing(widget)).toEqual({ at: expect.stringMatching(/^h[1-6]$/), ring });
});

test("keyboard only: <event-list>'s next page lands the focus on the list, its ring showing", async ({
  page,
}) => {
  await page.goto(siteUrl('/events.html'));
  const widget = page.locator('event-list');
  await expect(widget).toHaveAttribute('state', 'ready');
  const next = widget.getByRole('button', { name: 'Next' });
  const ring = await ringOfATabbedButton(page, next);
  expect(ring).toBe('solid 2px');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('list').first()).toBeFocused();
  await expect.poll(() => landing(widget)).toEqual({ at: 'ul.sw-event-items', ring });
});

test("keyboard only: <member-login>'s next step lands the focus on its heading, its ring showing", async ({
  page,
}) => {
  await page.goto(siteUrl('/login.html'));
  const widget = page.locator('member-login');
  const create = widget.getByRole('button', { name: 'Create an account' });
  const ring = await ringOfATabbedButton(page, create);
  expect(ring).toBe('solid 2px');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expect.poll(() => landing(widget)).toEqual({ at: expect.stringMatching(/sw-login/), ring });
});
