/**
 * Keyboard-only journeys (cart drawer, ticket picker, login): after every action the focus is
 * checked, through the shadow roots, to be on the control or place a visitor would continue
 * from, never on the page's body. Focus rings are checked on the light and the dark theme.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../demo/platform/seed/members';
import { sandbox } from '../support/pages';
import { focusRing } from './audit';
import { openStage, setTheme } from './stage';

interface Focused {
  /** The widget the focus is in, or `body` / the page element's tag outside any widget. */
  widget: string;
  tag: string;
  /** aria-label, else the label's text, else the text: what a screen reader starts from. */
  name: string;
  part: string;
}

/** The focused element, looking through open shadow roots. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    let active = document.activeElement;
    let widget = active?.localName ?? 'none';
    while (active?.shadowRoot?.activeElement) {
      widget = active.localName;
      active = active.shadowRoot.activeElement;
    }
    const label = (active as HTMLInputElement | null)?.labels?.[0]?.textContent;
    return {
      widget,
      tag: active?.localName ?? 'none',
      name: (active?.getAttribute('aria-label') ?? label ?? active?.textContent ?? '').trim(),
      part: active?.getAttribute('part') ?? '',
    };
  });

/** Presses Tab (or Shift+Tab) until the focused element's name matches; keyboard only. */
async function tabTo(page: Page, name: string | RegExp, key = 'Tab') {
  for (let presses = 0; presses < 40; presses += 1) {
    const now = await focused(page);
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`no focusable element named ${String(name)} within 40 presses of ${key}`);
}

async function expectFocus(page: Page, expected: Partial<Focused>) {
  await expect.poll(() => focused(page)).toMatchObject(expected);
}

test('cart drawer by keyboard: open, +, −, coupon on and off, remove, close', async ({ page }) => {
  await openStage(
    page,
    `<header class="host-header"><p>Shop</p><cart-count></cart-count></header>
<shop-cart mode="drawer"></shop-cart>
<add-to-cart product-id="prod-sticker-pack"></add-to-cart>
<add-to-cart product-id="prod-enamel-pin-set"></add-to-cart>`,
  );
  const count = page.locator('cart-count [part~="count"]');
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(page.locator('add-to-cart').first()).toHaveAttribute('state', 'ready');
  await expect(page.locator('add-to-cart').last()).toHaveAttribute('state', 'ready');

  await tabTo(page, 'Add to cart, Sticker Pack');
  await page.keyboard.press('Enter');
  await expect(count).toHaveAttribute('aria-label', 'Cart, 1 item');
  // The button's label comes back from "Added to cart" with the focus still on it.
  await expectFocus(page, { widget: 'add-to-cart', name: 'Add to cart, Sticker Pack' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(count).toHaveAttribute('aria-label', 'Cart, 2 items');
  await expectFocus(page, { widget: 'add-to-cart', name: 'Add to cart, Enamel Pin Set' });

  await tabTo(page, 'Cart, 2 items', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expectFocus(page, { widget: 'shop-cart', name: 'Close' });

  const firstLine = drawer.locator('[part~="line-item"]').first();
  // The lines load with the drawer's first opening: a visitor waits to see them, then tabs.
  await expect(firstLine).toBeVisible();
  await tabTo(page, 'Increase quantity of Sticker Pack');
  await page.keyboard.press('Enter');
  await expect(firstLine.locator('output')).toHaveText('2');
  await expectFocus(page, { widget: 'shop-cart', name: 'Increase quantity of Sticker Pack' });
  // Said once: by the cart's status line, not also by the stepper's value.
  await expect(drawer.getByRole('status').filter({ hasText: 'updated' })).toHaveCount(1);
  // An <output> is a live region of itself unless told otherwise.
  await expect(firstLine.locator('output')).toHaveAttribute('aria-live', 'off');

  await page.keyboard.press('Shift+Tab'); // past the value to −
  await tabTo(page, 'Decrease quantity of Sticker Pack', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(firstLine.locator('output')).toHaveText('1');
  // At 1, − cannot go further but keeps the focus.
  await expectFocus(page, { widget: 'shop-cart', name: 'Decrease quantity of Sticker Pack' });
  await expect(
    firstLine.getByRole('button', { name: 'Decrease quantity of Sticker Pack' }),
  ).toBeDisabled();

  await tabTo(page, 'Coupon code');
  await page.keyboard.type('SAVE10');
  await page.keyboard.press('Enter');
  await expect(drawer.locator('[part~="coupon-applied"]')).toContainText('SAVE10');
  await expectFocus(page, { widget: 'shop-cart', name: 'Remove coupon SAVE10' });
  await page.keyboard.press('Enter');
  await expect(drawer.getByLabel('Coupon code')).toBeVisible();
  await expectFocus(page, { widget: 'shop-cart', tag: 'input', part: 'coupon-input' });

  await tabTo(page, /^Remove Sticker Pack/, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(drawer.locator('[part~="line-item"]')).toHaveCount(1);
  await expectFocus(page, { widget: 'shop-cart', tag: 'div' });
  expect((await focused(page)).name).toContain('Removed Sticker Pack');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expectFocus(page, { widget: 'cart-count', name: 'Cart, 1 item' });
});

test('ticket picker by keyboard: quantities, reserve, cancel back to the picker', async ({
  page,
}) => {
  await openStage(
    page,
    '<event-tickets event-slug="the-velvet-static-album-release-show"></event-tickets>',
  );
  const tickets = page.locator('event-tickets');
  await expect(tickets).toHaveAttribute('state', 'ready');
  const general = tickets.getByRole('group', { name: 'Quantity of General Admission' });
  await expect(general).toBeVisible();

  await tabTo(page, 'Increase quantity of General Admission');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(general.locator('output')).toHaveText('2');
  await expectFocus(page, {
    widget: 'event-tickets',
    name: 'Increase quantity of General Admission',
  });
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, 'Decrease quantity of General Admission', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(general.locator('output')).toHaveText('1');
  await expectFocus(page, {
    widget: 'event-tickets',
    name: 'Decrease quantity of General Admission',
  });

  await tabTo(page, 'Reserve 1 ticket');
  await page.keyboard.press('Enter');
  await expect(tickets.locator('[part~="timer"]')).toBeVisible();
  await expectFocus(page, { widget: 'event-tickets', part: 'reservation' });

  await tabTo(page, 'Cancel reservation');
  await page.keyboard.press('Enter');
  await expect(tickets.getByRole('form', { name: 'Choose tickets' })).toBeVisible();
  await expectFocus(page, { widget: 'event-tickets', tag: 'div' });
  await page.keyboard.press('Tab'); // − at 0 is aria-disabled: still in the tab order, findable
  await expectFocus(page, {
    widget: 'event-tickets',
    name: 'Decrease quantity of General Admission',
  });
});

test('login by keyboard: a refused password, the steps there and back, a wrong code', async ({
  page,
}) => {
  await openStage(page, '<member-login></member-login>');
  const login = page.locator('member-login');
  await expect(login.getByLabel('Email')).toBeVisible();
  await tabTo(page, 'Email');
  await expectFocus(page, { widget: 'member-login', tag: 'input' });
  await page.keyboard.type(DEMO_MEMBER.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  // Under the field, and said aloud: Enter left the focus in the field, so focusing it reads nothing.
  await expect(login.locator('[part~="field-error"]')).toHaveText(/^That password is not right/);
  await expect(
    login.getByRole('status').filter({ hasText: 'That password is not right' }),
  ).toHaveCount(1);
  await expectFocus(page, { widget: 'member-login', tag: 'input' });
  await expect(login.getByLabel('Password')).toBeFocused();

  for (const [link, title] of [
    ['Forgot your password?', 'Reset your password'],
    ['Back to sign in', 'Sign in'],
    ['Create an account', 'Create an account'],
  ] as const) {
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expectFocus(page, { widget: 'member-login', tag: 'h2', name: title });
  }

  const email = `keyboard-${Date.now().toString(36)}@example.com`;
  await tabTo(page, 'First name');
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('keyboard-pass-1');
  await page.keyboard.press('Enter');
  await expectFocus(page, { widget: 'member-login', tag: 'h2', name: 'Check your email' });

  await tabTo(page, 'Verification code');
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(login.locator('[part~="field-error"]')).toHaveText(/^That code did not work/);
  await expect(login.getByLabel('Verification code')).toBeFocused();
  const { emails } = await sandbox<{ emails: { data: { code?: string } }[] }>(
    `outbox?to=${encodeURIComponent(email)}`,
  );
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(emails.at(-1)!.data.code!);
  await page.keyboard.press('Enter');
  await expect(login.locator('[part~="member"]')).toHaveText('Signed in as Kim Keys');
  await expectFocus(page, { widget: 'member-login', part: 'member' });
});

test('focus rings show, at 3:1 or more, on the light and the dark theme and in the navy header', async ({
  page,
}) => {
  await openStage(
    page,
    `<header class="host-header"><p>Shop</p><cart-count></cart-count></header>
<add-to-cart product-id="prod-sticker-pack"></add-to-cart><member-login></member-login>`,
  );
  await expect(page.locator('add-to-cart')).toHaveAttribute('state', 'ready');
  await expect(page.locator('member-login').getByLabel('Email')).toBeVisible();
  for (const theme of ['default', 'dark'] as const) {
    await setTheme(page, theme);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (const name of [
      'Cart, 0 items',
      'Add to cart, Sticker Pack',
      'Email',
      'Forgot your password?',
    ]) {
      await tabTo(page, name);
      const ring = await page.evaluate(focusRing);
      expect(ring, `${name}, ${theme} theme`).toMatchObject({ style: 'solid' });
      expect(ring!.width, `${name}, ${theme} theme`).toBeGreaterThanOrEqual(2);
      expect(ring!.contrast, `${name}, ${theme} theme`).toBeGreaterThanOrEqual(3);
    }
  }
});
