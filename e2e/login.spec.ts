import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { INSECURE_HOST } from './support/chromium';
import {
  clearFaults,
  failReads,
  platformUrl,
  sandbox,
  signInAsDemoMember,
  signOut,
  siteUrl,
  watchErrors,
} from './support/pages';

const login = (page: Page) => page.locator('member-login');
const menuButton = (page: Page) => page.locator('member-menu [part~="menu-button"]');
const count = (page: Page) => page.locator('cart-count [part~="count"]');

let serial = 0;
/** A fresh address per test: the sandbox is shared with the other spec files. */
const uniqueEmail = () => `login-${Date.now().toString(36)}-${process.pid}-${++serial}@example.com`;

interface OutboxEmail {
  to: string;
  data: { code?: string; purpose?: string };
}

/** The latest verification code emailed to `email`. */
async function latestCode(email: string): Promise<string> {
  const { emails } = await sandbox<{ emails: OutboxEmail[] }>(
    `outbox?to=${encodeURIComponent(email)}`,
  );
  const code = emails.filter((e) => e.data.purpose === 'verify-email').at(-1)?.data.code;
  if (!code) throw new Error(`no verification code for ${email}`);
  return code;
}

async function register(page: Page, email: string, first = 'Ada', last = 'Lovelace') {
  const form = login(page);
  await form.getByRole('button', { name: 'Create an account' }).click();
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('journey-pass-1');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

async function verify(page: Page, code: string) {
  await login(page).getByLabel('Verification code').fill(code);
  await login(page).getByRole('button', { name: 'Verify' }).click();
}

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);

test('register, verify (after a wrong code and a new one), signed in here and in a second tab, sign out', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  const email = uniqueEmail();
  await page.goto(siteUrl('/login.html'));
  const other = await context.newPage();
  await other.goto(siteUrl('/login.html'));
  await expect(menuButton(other)).toHaveCount(0);
  await expect(other.locator('member-menu').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.bringToFront(); // a background tab gets throttled animation frames

  await register(page, email);
  const first = await latestCode(email);

  // A typo keeps the verification: the error sits on the code field and a new code can be sent.
  await verify(page, first === '000000' ? '111111' : '000000');
  await expect(login(page).getByLabel('Verification code')).toHaveAccessibleDescription(
    /That code did not work/,
  );
  await login(page).getByRole('button', { name: 'Send a new code' }).click();
  await expect(login(page).getByText(`We sent a new code to ${email}.`)).toBeVisible();
  const second = await latestCode(email);
  await verify(page, second);

  await expect(login(page).locator('[part~="member"]')).toHaveText('Signed in as Ada Lovelace');
  await expect(menuButton(page)).toHaveText('Ada Lovelace');
  // The second tab follows within a second.
  await expect(menuButton(other)).toHaveText('Ada Lovelace', { timeout: 1000 });
  await expect(login(other).locator('[part~="member"]')).toHaveText('Signed in as Ada Lovelace', {
    timeout: 1000,
  });

  // Sign out: tokens cleared, then the platform's logout page, which sends the visitor back.
  await signOut(page, login(page));
  await expect(page).toHaveURL(siteUrl('/login.html'));
  await expect(login(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('member-menu').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(login(other).getByRole('heading', { name: 'Sign in' })).toBeVisible({
    timeout: 1000,
  });
  await expect(menuButton(other)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('hosted login round trip: the platform page, then back here signed in', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/login-hosted.html?shelf=blue'));
  await login(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${platformUrl('/hosted/auth/')}`));
  await page.getByLabel('Email').fill('member@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(login(page).locator('[part~="member"]')).toHaveText(/^Signed in as /);
  await expect(menuButton(page)).toBeVisible();
  // The page has <member-menu> and <member-login>: one of them says it, a screen reader hears it once.
  const statuses = page.locator('member-menu, member-login').getByRole('status');
  await expect(statuses.filter({ hasText: 'You are signed in.' })).toHaveCount(1);
  // The answer left the address bar; the page's own query came back.
  expect(page.url()).toBe(siteUrl('/login-hosted.html?shelf=blue'));
  expect(errors).toEqual([]);
});

test('wrong password and an existing email show their sentence on the right field', async ({
  page,
}) => {
  await page.goto(siteUrl('/login.html'));
  const form = login(page);
  await form.getByLabel('Email').fill('member@example.com');
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription(
    'That password is not right. Try again, or reset it.',
  );
  await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');

  // axe on the form with an error shown
  expect((await axe(page).analyze()).violations).toEqual([]);

  await form.getByRole('button', { name: 'Create an account' }).click();
  await form.getByLabel('Email').fill('member@example.com');
  await form.getByLabel('Password').fill('whatever-123');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'An account with this email address already exists. Sign in instead.',
  );
  await expect(form.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true');
});

test("a too-short new password is said under its field, in the page's words, not in the browser's bubble", async ({
  page,
}) => {
  await page.goto(siteUrl('/login.html'));
  const form = login(page);
  await form.getByRole('button', { name: 'Create an account' }).click();
  await form.getByLabel('Email').fill(uniqueEmail());
  await form.getByLabel('Password').fill('abc');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription(
    'At least 6 characters. Password is too short.',
  );
  // Chromium's bubble would have stopped the submit: no sentence of ours, and in its language.
  await expect(form.getByLabel('Password')).toBeFocused();
});

for (const [name, path] of [
  ['query', '/login-hosted.html?code=forged&state=forged'],
  ['fragment', '/login-hosted.html#code=forged&state=forged'],
] as const) {
  test(`a forged callback in the ${name} is never exchanged and leaves the visitor signed out`, async ({
    page,
  }) => {
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(platformUrl('/oauth2/token')))
        tokenRequests.push(request.postData() ?? '');
    });
    await page.goto(siteUrl(path));
    await expect(login(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(
      page.locator('member-menu').getByRole('button', { name: 'Sign in' }),
    ).toBeVisible();
    await page.waitForTimeout(300);
    expect(tokenRequests).toEqual([]);
    await expect(login(page).locator('[part~="member"]')).toHaveCount(0);
    // A page's own parameters are not the widget's to remove.
    expect(page.url()).toBe(siteUrl(path));
  });
}

test("a visitor's cart line survives sign-in and joins the member's lines", async ({ page }) => {
  const errors = watchErrors(page);
  const email = uniqueEmail();
  const addToCart = page.locator('add-to-cart').getByRole('button', { name: /add to cart/i });
  await page.goto(siteUrl('/login-cart.html'));
  await expect(count(page)).toHaveText('0');
  await addToCart.click();
  await expect(count(page)).toHaveText('1');

  // Registering signs in directly: the visitor's line is now the member's.
  await register(page, email, 'Cart', 'Keeper');
  await verify(page, await latestCode(email));
  await expect(login(page).locator('[part~="member"]')).toHaveText('Signed in as Cart Keeper');
  await expect(count(page)).toHaveText('1');
  await page.reload();
  await expect(menuButton(page)).toHaveText('Cart Keeper');
  await expect(count(page)).toHaveText('1');

  // Signed out, a visitor again with an empty cart, who adds the same tee and signs in.
  await signOut(page, login(page));
  await expect(login(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(count(page)).toHaveText('0');
  await addToCart.click();
  await expect(count(page)).toHaveText('1');
  await login(page).getByLabel('Email').fill(email);
  await login(page).getByLabel('Password').fill('journey-pass-1');
  await login(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(login(page).locator('[part~="member"]')).toHaveText('Signed in as Cart Keeper');
  await expect(count(page)).toHaveText('2');
  await page.reload();
  await expect(count(page)).toHaveText('2');
  expect(errors).toEqual([]);
});

test("signed out in one tab while the cart cannot be read, the other tab drops the member's cart", async ({
  context,
}) => {
  const email = uniqueEmail();
  const first = await context.newPage();
  await first.goto(siteUrl('/login-cart.html'));
  await first
    .locator('add-to-cart')
    .getByRole('button', { name: /add to cart/i })
    .click();
  await register(first, email, 'Shared', 'Computer');
  await verify(first, await latestCode(email));
  await expect(login(first).locator('[part~="member"]')).toHaveText('Signed in as Shared Computer');
  const second = await context.newPage();
  await second.goto(siteUrl('/login-cart.html'));
  await expect(count(second)).toHaveText('1');

  try {
    await failReads('/ecom/v1/carts/current', 'GET');
    await signOut(first, login(first));
    // A visitor now, with no cart: not the member's line, kept on show because its read failed.
    await expect(second.locator('member-menu [part~="sign-in-button"]')).toBeVisible();
    await expect(count(second)).toHaveText('0');
  } finally {
    await clearFaults();
  }
});

test('axe: the signed-in view and the open menu', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto(siteUrl('/login.html'));
  await register(page, email, 'Axe', 'Audit');
  await verify(page, await latestCode(email));
  await expect(login(page).locator('[part~="member"]')).toHaveText('Signed in as Axe Audit');
  expect((await axe(page).analyze()).violations).toEqual([]);

  await menuButton(page).click();
  await expect(page.locator('member-menu [part~="menu-list"]')).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('member-menu [part~="menu-list"]')).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test("on a right-to-left page the account menu's items line up at the page's start (right)", async ({
  page,
}) => {
  await page.goto(siteUrl('/login.html'));
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  await signInAsDemoMember(login(page));
  await menuButton(page).click();
  const item = page.locator('member-menu').getByRole('button', { name: 'My account' });
  await expect(item).toBeVisible();
  const { fromLeft, fromRight } = await item.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const words = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return { fromLeft: words.left - box.left, fromRight: box.right - words.right };
  });
  expect(fromRight).toBeLessThan(fromLeft);
});

test('signing in on a page the platform does not answer (an unregistered origin) fails in seconds, and says why in the console', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  // localhost is not 127.0.0.1: an origin the sandbox was not told of.
  await page.goto(siteUrl('/login.html').replace('127.0.0.1', 'localhost'));
  const form = login(page);
  await form.getByLabel('Email').fill('member@example.com');
  await form.getByLabel('Password').fill('demo-password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'This is taking too long to answer. Please try again.',
    { timeout: 20_000 },
  );
  expect(warnings.join('\n')).toContain('origins registered for your client id');
});

test('signs in on a page that is not a secure context (plain http by a name): no crypto.subtle there', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/login.html').replace('127.0.0.1', INSECURE_HOST));
  expect(await page.evaluate(() => [isSecureContext, typeof crypto.subtle])).toEqual([
    false,
    'undefined',
  ]);
  const form = login(page);
  await form.getByLabel('Email').fill('member@example.com');
  await form.getByLabel('Password').fill('demo-password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.locator('[part~="member"]')).toHaveText(/^Signed in as /);
  expect(errors).toEqual([]);
});

test("the steps after sign-in come in their own chunk: a failed fetch says so, and Try again from the keyboard lands on the step's title", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.route('**/steps.js', (route) => route.abort('internetdisconnected'));
  await page.goto(siteUrl('/login.html'));
  const form = login(page);
  await expect(form.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(fetched.filter((path) => path.endsWith('/steps.js'))).toEqual([]); // not up front

  await form.getByRole('button', { name: 'Create an account' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toContainText('We could not connect.');
  await expect(form.getByRole('button', { name: 'Back to sign in' })).toBeVisible();
  // The link that led here is gone; the focus stayed in the form's box, not the page's body.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MEMBER-LOGIN');

  await page.unroute('**/steps.js');
  await form.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('heading', { name: 'Create an account' })).toBeFocused();
  await expect(form.getByLabel('First name')).toBeVisible();
});
