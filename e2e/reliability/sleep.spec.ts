/**
 * A visitor's laptop sleeps, or their tab is frozen, for minutes to hours: on waking the
 * browser's clock and the platform's have both moved on at once, while no timer ran meanwhile.
 * Modelled as it happens: the sandbox's clock advances, the page's `Date` jumps
 * (`page.clock.setSystemTime`: no timer fires for the time skipped, unlike `runFor`, which
 * would run a second-by-second countdown hundreds of times with no rendering in between, and
 * the 10 s request timeouts before any answer could come) and, where the tab was frozen, CDP
 * freezes and resumes it.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoMember, watchErrors } from '../support/pages';
import { ownSandbox, sitePage, type Sandbox } from '../support/own-sandbox';
import { holdFreeEntry } from '../support/tickets';

// A sandbox of its own: its clock moves hours ahead, which would move the other suites' events.
let sandbox: Sandbox;

test.beforeAll(async () => {
  sandbox = await ownSandbox('sleep');
});
test.afterAll(() => sandbox?.close());

const control = (path: string, body: unknown) =>
  fetch(`${sandbox.url}/_sandbox/${path}`, {
    method: 'POST',
    headers: {
      authorization: sandbox.platform.config.adminKey,
      'content-type': 'application/json',
      'x-sandbox-control': '1',
    },
    body: JSON.stringify(body),
  });

// Every test starts on the sandbox's own time: the events' sales are still open.
test.beforeEach(async () => expect((await control('reset', {})).ok).toBe(true));

/** The laptop sleeps `ms`: both clocks jump, no timer of the page runs for the time skipped. */
async function sleep(page: Page, ms: number) {
  expect((await control('clock', { advanceMs: ms })).ok).toBe(true);
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + ms);
}

/** A page of the site holding `html`, its clock the test's to move. */
async function sitePageOnClock(page: Page, html: string) {
  await page.clock.install();
  await sitePage(page, sandbox, html);
}

/** The widgets' events the page hears, by type. */
async function recordEvents(page: Page) {
  const fired: Array<{ type: string; reservationId: string }> = [];
  await page.exposeFunction('swSleepRecord', (type: string, reservationId: string) =>
    fired.push({ type, reservationId }),
  );
  await page.addInitScript(() => {
    for (const type of ['reservation-created', 'reservation-expired'])
      document.addEventListener(type, (e) =>
        (window as unknown as { swSleepRecord(t: string, id: string): void }).swSleepRecord(
          type,
          (e as CustomEvent<{ reservationId: string }>).detail.reservationId,
        ),
      );
  });
  return fired;
}

const MINUTE = 60_000;

test('Continue, then the laptop sleeps past the hold: expired once, and a hold made on waking outlives the late answer', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  const fired = await recordEvents(page);
  await sitePageOnClock(page, '<event-tickets event-slug="open-mic-night"></event-tickets>');
  const tickets = page.locator('event-tickets');
  await holdFreeEntry(page);
  const form = tickets.getByRole('form', { name: 'Your details' });
  await form.getByLabel('First name').first().fill('Ada');
  await form.getByLabel('Last name').first().fill('Lovelace');
  await form.getByLabel('Email').first().fill('ada@example.com');
  // The order is sent as the lid closes: its answer comes only well after the page wakes.
  await control('faults', { path: '/events/v1/checkout', method: 'POST', delayMs: 6000 });
  const answered = page.waitForResponse((r) => r.url().endsWith('/events/v1/checkout'));
  await form.getByRole('button', { name: 'Continue' }).click();
  await sleep(page, 31 * MINUTE);

  // The countdown, on waking, says the hold is over; the visitor chooses again at once.
  await expect(tickets.locator('[part="picker"]')).toContainText('Your reservation expired');
  await holdFreeEntry(page);
  expect((await answered).status()).toBe(409); // the first hold's order: RESERVATION_EXPIRED

  // That answer is about the old hold: the new one, its form and its countdown stay.
  await expect(form).toBeVisible();
  await expect(tickets.locator('[part="timer"]')).toContainText(/(20:00|19:5\d)/);
  await page.screenshot({ path: testInfo.outputPath('new-hold-after-wake.png') });
  const [first, second] = fired.filter((e) => e.type === 'reservation-created');
  expect(fired).toEqual([
    { type: 'reservation-created', reservationId: first!.reservationId },
    { type: 'reservation-expired', reservationId: first!.reservationId },
    { type: 'reservation-created', reservationId: second!.reservationId },
  ]);
  // The browser's own line for the 409 is all the console says (watchErrors knows only the
  // suite's shared sandbox as the platform).
  expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
});

test('a tab frozen with tickets held: resumed 7 minutes on it counts from the truth, 31 minutes on it expires once', async ({
  page,
  context,
}) => {
  const fired = await recordEvents(page);
  await sitePageOnClock(page, '<event-tickets event-slug="open-mic-night"></event-tickets>');
  const tickets = page.locator('event-tickets');
  await holdFreeEntry(page);
  const cdp = await context.newCDPSession(page);
  const frozenFor = async (ms: number) => {
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
    await sleep(page, ms);
    await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  };

  await frozenFor(7 * MINUTE);
  await expect(tickets.locator('[part="timer"]')).toContainText(/1[23]:\d\d/);
  await frozenFor(24 * MINUTE);
  await expect(tickets.locator('[part="picker"]')).toContainText('Your reservation expired');
  await expect(tickets.locator('[part="timer"]')).toHaveCount(0);
  expect(fired.map((e) => e.type)).toEqual(['reservation-created', 'reservation-expired']);
});

test('a member back after 5 hours (access token expired) adds to the cart: renewed before the call, nothing refused', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (r) => r.status() === 401 && refused.push(r.url()));
  const grants: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/oauth2/token'))
      grants.push(String((r.postDataJSON() as { grantType?: string }).grantType));
  });
  await sitePageOnClock(
    page,
    '<member-login></member-login><cart-count></cart-count>' +
      '<add-to-cart product-slug="sticker-pack"></add-to-cart>',
  );
  await signInAsDemoMember(page.locator('member-login'));
  const add = page.locator('add-to-cart').getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');
  grants.length = 0;

  await sleep(page, 5 * 60 * MINUTE);
  await add.click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('2');
  await expect(
    page.locator('member-login').getByRole('button', { name: 'Sign out' }),
  ).toBeVisible();
  expect(grants).toEqual(['refresh_token']);
  expect(refused).toEqual([]);
});

test('signed out in another tab while this one was frozen: resumed, it is signed out and its cart is the new visitor’s', async ({
  page,
  context,
}) => {
  const html =
    '<member-login></member-login><cart-count></cart-count>' +
    '<add-to-cart product-slug="sticker-pack"></add-to-cart>';
  await sitePageOnClock(page, html);
  await signInAsDemoMember(page.locator('member-login'));
  await page.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });

  const other = await context.newPage();
  await sitePageOnClock(other, '<member-login></member-login>');
  await other.locator('member-login').getByRole('button', { name: 'Sign out' }).click();
  await expect(other.getByRole('heading', { name: 'Markup injection' })).toBeVisible();
  await other.close();

  await sleep(page, 2 * 60 * MINUTE);
  await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  const login = page.locator('member-login');
  await expect(login.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator('cart-count')).toHaveAttribute('state', 'empty');
  await page.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');
});

test('asleep for 8 days, the platform forgetting the visitor and their cart: on waking the count and the open cart say so', async ({
  page,
}, testInfo) => {
  await sitePageOnClock(
    page,
    '<cart-count></cart-count><add-to-cart product-slug="sticker-pack"></add-to-cart>' +
      '<shop-cart mode="inline"></shop-cart>',
  );
  await page.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');
  const cart = page.locator('shop-cart');
  await expect(cart.locator('[part~="line-item"]')).toHaveCount(1);

  // The sandbox forgets a visitor unseen for a week, cart and all.
  await sleep(page, 8 * 24 * 60 * MINUTE);
  // The page's timers come back: no visibility change, no network change, only the clock.
  await page.clock.runFor(20_000);
  await expect(page.locator('cart-count')).toHaveAttribute('state', 'empty');
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('0');
  await expect(cart.locator('[part~="empty"]')).toHaveText(
    'Your cart is empty: the one from your last visit has expired.',
  );
  await page.screenshot({ path: testInfo.outputPath('cart-after-8-days-asleep.png') });
});

/** The visitor sets their clock by `ms` (a DST mistake, a wrong time zone): the platform's does not move. */
async function setClockBy(page: Page, ms: number) {
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + ms);
}

test('the clock set 2 hours back while tickets are held: the countdown goes on from where it was', async ({
  page,
}) => {
  await sitePageOnClock(page, '<event-tickets event-slug="open-mic-night"></event-tickets>');
  const tickets = page.locator('event-tickets');
  await holdFreeEntry(page);
  await setClockBy(page, -120 * MINUTE);
  await page.clock.runFor(2000);
  // Not 139:59: the time left is measured on the page's own steady clock too.
  await expect(tickets.locator('[part="timer"] [aria-hidden="true"]')).toHaveText(/^19:5\d$/);
});

test('the clock set 25 minutes forward while tickets are held: the platform is asked, and the hold it still has stays', async ({
  page,
}) => {
  const fired = await recordEvents(page);
  await sitePageOnClock(page, '<event-tickets event-slug="open-mic-night"></event-tickets>');
  const tickets = page.locator('event-tickets');
  await holdFreeEntry(page);
  const asked = page.waitForResponse((r) => r.url().includes('/events/v1/checkout/invoices/'));
  await setClockBy(page, 25 * MINUTE);
  await page.clock.runFor(1000);
  expect((await asked).ok()).toBe(true);
  await page.clock.runFor(1000);
  await expect(tickets.locator('[part="timer"] [aria-hidden="true"]')).toHaveText(/^19:5\d$/);
  await expect(tickets.getByRole('form', { name: 'Your details' })).toBeVisible();
  expect(fired.map((e) => e.type)).toEqual(['reservation-created']);

  // A reload counts from the clock as it is now set, not from the setting the hold began with.
  await page.reload();
  await page.evaluate(
    () =>
      (document.querySelector('#main')!.innerHTML =
        '<event-tickets event-slug="open-mic-night"></event-tickets>'),
  );
  await expect(tickets.locator('[part="timer"] [aria-hidden="true"]')).toHaveText(/^19:[45]\d$/);
  await expect(tickets.getByRole('form', { name: 'Your details' })).toBeVisible();
});

test('asleep for 4 days, past the event: on waking the event says registration closed and the list drops it', async ({
  page,
}, testInfo) => {
  await sitePageOnClock(
    page,
    '<event-list page-size="3"></event-list><event-tickets event-slug="open-mic-night"></event-tickets>',
  );
  const list = page.locator('event-list');
  await expect(list.getByRole('heading', { name: 'Open Mic Night' })).toBeVisible();
  await holdFreeEntry(page);
  await sleep(page, 4 * 24 * 60 * MINUTE);
  // The page's timers come back: no visibility change, no network change, only the clock.
  await page.clock.runFor(20_000);
  const tickets = page.locator('event-tickets');
  await expect(tickets.getByText('Registration is closed.')).toBeVisible();
  await expect(tickets.locator('[part="reserve"]')).toHaveCount(0);
  await expect(list.getByRole('heading', { name: 'Open Mic Night' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('woken-past-the-event.png'), fullPage: true });
});

test("a site's own test jumping the page's fake clock past the hold (runFor): reservation-expired once", async ({
  page,
}) => {
  // `runFor` runs the 1 s ticks back to back: every tick past 0:00 comes before the flow's next
  // render takes the countdown away (reservation-timer.tsx says it once).
  const fired = await recordEvents(page);
  await sitePageOnClock(page, '<event-tickets event-slug="open-mic-night"></event-tickets>');
  await holdFreeEntry(page);
  await page.clock.runFor(31 * MINUTE);
  await expect(page.locator('event-tickets [part="timer"]')).toHaveCount(0);
  expect(fired.map((e) => e.type)).toEqual(['reservation-created', 'reservation-expired']);
});

test('the connection drops as the page settles (a laptop closing) before the drawer’s code came: back online, the cart opens', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  await sitePage(page, sandbox, '<cart-count></cart-count>');
  await expect(page.locator('cart-count')).toHaveAttribute('state', 'empty');
  // The drawer's code is fetched once the page is idle: offline by then, that fetch fails.
  await context.setOffline(true);
  const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/drawer-dialog.js'));
  await page.evaluate(() =>
    document
      .querySelector('#main')!
      .insertAdjacentHTML('beforeend', '<shop-cart mode="drawer"></shop-cart>'),
  );
  await failed;
  await context.setOffline(false);

  await page.locator('cart-count').getByRole('button').click();
  const dialog = page.locator('shop-cart').getByRole('dialog');
  await expect(dialog.locator('[part~="empty"]')).toHaveText('Your cart is empty');
  await expect(page.locator('shop-cart [part="error"]')).toHaveCount(0);
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
});

test('the ticket picker’s code failing as the event loads (a connection dropping) is fetched again when the event is there', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The flow's chunk is asked for as soon as <event-tickets> renders, before the event is read.
  let refused = 0;
  await page.route('**/ticket-flow.js', (route) =>
    refused++ ? route.continue() : route.abort('internetdisconnected'),
  );
  await sitePage(page, sandbox, '<event-tickets event-slug="open-mic-night"></event-tickets>');
  const tickets = page.locator('event-tickets');
  await expect(tickets.locator('[part="reserve"]')).toBeVisible();
  expect(refused).toBe(2);
  await expect(tickets.getByText('could not be shown')).toHaveCount(0);
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
});
