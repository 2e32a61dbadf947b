/**
 * Event ticket widgets (<event-list>, <event-tickets>) against the sandbox platform, in
 * Chromium: browsing, free and paid orders, the reservation countdown running out, sold-out
 * tickets, two visitors racing for the last seat, and axe audits.
 *
 * Serial: the last test advances the sandbox clock, which every other test would feel.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createPlatformClient } from '../shared/client';
import { emptyTokens, type Tokens } from '../shared/client';
import { docsDarkTheme } from './gallery/stage';
import { platformUrl, sandbox, siteUrl, watchErrors } from './support/pages';
import { sitePage } from './support/own-sandbox';

test.describe.configure({ mode: 'serial' });

const VELVET = 'the-velvet-static-album-release-show';
/** Its id, shorter than `evt-<slug>` (the platform's ids are at most 36 characters). */
const VELVET_ID = 'evt-velvet-static-release';
const JAZZ = 'small-hours-jazz-trio';
const OPEN_MIC = 'open-mic-night';

const WIDGET_EVENTS = [
  'reservation-created',
  'reservation-expired',
  'order-created',
  'widget-error',
] as const;

interface Fired {
  type: string;
  detail: Record<string, unknown>;
}

/**
 * Records the widgets' DOM events on `document`, across navigations (the hosted checkout
 * leaves the page and comes back): the list lives in the test process.
 */
async function recordWidgetEvents(page: Page): Promise<Fired[]> {
  const fired: Fired[] = [];
  await page.exposeFunction('swRecord', (type: string, detail: Record<string, unknown>) =>
    fired.push({ type, detail }),
  );
  await page.addInitScript((types) => {
    for (const type of types) {
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        void (window as unknown as { swRecord(t: string, d: unknown): Promise<void> }).swRecord(
          type,
          JSON.parse(JSON.stringify(detail ?? null)) as unknown,
        );
      });
    }
  }, WIDGET_EVENTS);
  return fired;
}

const ofType = (fired: Fired[], type: string) => fired.filter((e) => e.type === type);

const openEvent = (page: Page, slug: string) =>
  page.goto(siteUrl(`/event.html?slug=${encodeURIComponent(slug)}`));

const widget = (page: Page) => page.locator('event-tickets');
const ticketRow = (page: Page, name: string) =>
  widget(page)
    .locator('[part="ticket"]')
    .filter({ has: page.getByRole('heading', { name }) });

async function choose(page: Page, name: string, quantity = 1) {
  const increase = ticketRow(page, name).getByRole('button', { name: 'Increase quantity' });
  for (let i = 0; i < quantity; i++) await increase.click();
}

const reserveButton = (page: Page) => widget(page).locator('[part="reserve"]');
const timer = (page: Page) => widget(page).locator('[part="timer"]');
const form = (page: Page) => widget(page).getByRole('form', { name: 'Your details' });

async function fillBuyer(page: Page, { seating = false } = {}) {
  const details = form(page);
  await details.getByLabel('First name').first().fill('Ada');
  await details.getByLabel('Last name').first().fill('Lovelace');
  await details.getByLabel('Email').first().fill('ada@example.com');
  if (seating) await details.getByRole('radio', { name: 'Standing' }).first().check();
}

/** A visitor of its own (fresh browser context), on an event's page, tickets listed. */
async function newVisitor(browser: Browser, slug: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  const fired = await recordWidgetEvents(page);
  await openEvent(page, slug);
  await expect(reserveButton(page)).toBeVisible();
  return { context, page, errors, fired };
}

test('the event list shows upcoming events with dates, venue and state, page by page', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/events.html'));
  const list = page.locator('event-list');
  await expect(list).toHaveAttribute('state', 'ready');
  const titles = list.locator('[part="title"]');
  await expect(titles).toHaveText(['Open Mic Night', 'Small Hours Jazz Trio']);

  const first = list.locator('[part="item"]').first();
  await expect(first.locator('[part="dates"]')).toHaveText(/\w{3}, \w{3} \d{1,2}, \d{4}, .+ – .+/);
  await expect(first.locator('[part="location"]')).toHaveText('The Lantern Room');
  // No event page on this site: no title link, and Tickets opens the picker in a dialog.
  await expect(first.getByRole('link', { name: 'Open Mic Night' })).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Tickets for Open Mic Night' })).toBeVisible();

  const pager = list.getByRole('navigation', { name: 'Event pages' });
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(titles).toHaveText(['Poetry and Pints', 'Harbor Lights Livestream']);
  await expect(list.getByRole('link', { name: 'RSVP for Poetry and Pints' })).toHaveAttribute(
    'href',
    platformUrl('/hosted/events/poetry-and-pints'),
  );
  await expect(
    list.getByRole('button', { name: 'Tickets for Harbor Lights Livestream' }),
  ).toBeVisible();
  await expect(list.locator('[part="location"]').nth(1)).toHaveText('Online');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(titles).toHaveText([
    'The Velvet Static Album Release Show',
    'Folk Weekend on the Harbour',
  ]);
  await pager.getByRole('button', { name: 'Next' }).click();
  // Drafts, cancelled and ended events are not listed: the all-day record fair is the last one.
  await expect(titles).toHaveText(['Record Fair']);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(titles).toHaveText(['Poetry and Pints', 'Harbor Lights Livestream']);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a free order: choose, reserve, fill in the form, confirmation with a calendar file', async ({
  browser,
}) => {
  const { context, page, errors, fired } = await newVisitor(browser, OPEN_MIC);
  await expect(widget(page).locator('[part="title"]')).toHaveText('Open Mic Night');
  await choose(page, 'Free Entry');
  await expect(reserveButton(page)).toHaveText('Reserve 1 ticket');
  await reserveButton(page).click();

  await expect(timer(page)).toContainText(/Tickets held for\s*\d{1,2}:\d{2}/);
  expect(ofType(fired, 'reservation-created')).toHaveLength(1);
  await fillBuyer(page);
  await form(page).getByRole('button', { name: 'Continue' }).click();

  const confirmation = widget(page).locator('[part="confirmation"]');
  await expect(confirmation.getByRole('heading')).toHaveText("You're going!");
  const orderNumber = (await confirmation.locator('[part="order-number"]').textContent()) ?? '';
  expect(orderNumber).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const calendar = confirmation.getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('download', `${OPEN_MIC}.ics`);
  const ics = await calendar.evaluate(async (link: HTMLAnchorElement) =>
    (await fetch(link.href)).text(),
  );
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('SUMMARY:Open Mic Night');
  expect(ics).toContain(`DESCRIPTION:Order ${orderNumber}`);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await expect.poll(() => ofType(fired, 'order-created')).toHaveLength(1);
  expect(ofType(fired, 'order-created')[0]!.detail).toEqual({
    orderNumber,
    eventId: `evt-${OPEN_MIC}`,
  });
  expect(errors).toEqual([]);
  await context.close();
});

test('a paid order goes through the hosted events checkout and comes back confirmed', async ({
  browser,
}) => {
  const { context, page, errors, fired } = await newVisitor(browser, VELVET);
  await choose(page, 'General Admission');
  await reserveButton(page).click();
  await expect(timer(page)).toBeVisible();
  await fillBuyer(page, { seating: true });
  await form(page).getByRole('button', { name: 'Continue' }).click();

  // The hosted page (platform origin): buyer's name and email, card details, pay.
  await page.waitForURL((url) => url.href.startsWith(platformUrl('/hosted/events-checkout/')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The Velvet Static Album Release Show',
  );
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();

  await page.waitForURL((url) => url.href.startsWith(siteUrl('/event.html')));
  const returned = new URL(page.url());
  const orderNumber = returned.searchParams.get('orderNumber');
  expect(orderNumber).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const confirmation = widget(page).locator('[part="confirmation"]');
  await expect(confirmation.getByRole('heading')).toHaveText("You're going!");
  await expect(confirmation.locator('[part="order-number"]')).toHaveText(orderNumber!);
  await expect.poll(() => ofType(fired, 'order-created')).toHaveLength(1);
  expect(ofType(fired, 'order-created')[0]!.detail).toEqual({
    orderNumber,
    eventId: VELVET_ID,
  });

  // A reload of the confirmation page does not announce the order again.
  await page.reload();
  await expect(confirmation.locator('[part="order-number"]')).toHaveText(orderNumber!);
  await page.waitForTimeout(300);
  expect(ofType(fired, 'order-created')).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

test("each holder's group names its ticket, and the order gives each holder that ticket", async ({
  browser,
}) => {
  const { context, page, errors } = await newVisitor(browser, VELVET);
  await choose(page, 'General Admission', 2);
  await choose(page, 'Balcony Seat');
  await reserveButton(page).click();
  await expect(timer(page)).toBeVisible();
  const details = form(page);
  const group = (name: string) => details.getByRole('group', { name, exact: true });
  const optional = ': holder (optional: leave blank to use your details)';
  await expect(group('Your details (General Admission, ticket 1 of 2)')).toBeVisible();
  await fillBuyer(page, { seating: true });
  const holder = async (ticket: string, firstName: string, email: string) => {
    const fields = group(`${ticket}${optional}`);
    await fields.getByLabel('First name').fill(firstName);
    await fields.getByLabel('Email').fill(email);
  };
  await holder('General Admission, ticket 2 of 2', 'Grace', 'grace@example.com');
  await holder('Balcony Seat, ticket 1 of 1', 'Barbara', 'barbara@example.com');
  await details.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.href.startsWith(platformUrl('/hosted/events-checkout/')));

  // The order placed: each ticket is held by the one its group named.
  const listed = await fetch(
    platformUrl(`/events/v1/orders?eventId=${VELVET_ID}&fieldset=TICKETS&fieldset=DETAILS`),
    { headers: { authorization: process.env.SW_ADMIN_KEY ?? '' } },
  );
  const { orders } = (await listed.json()) as {
    orders: { tickets: { name: string; guestFullName?: string }[] }[];
  };
  const order = orders.find((o) => o.tickets.some((t) => t.guestFullName === 'Barbara'));
  expect(order?.tickets.map((t) => [t.name, t.guestFullName])).toEqual([
    ['General Admission', 'Ada Lovelace'],
    ['General Admission', 'Grace'],
    ['Balcony Seat', 'Barbara'],
  ]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a sold-out ticket type is shown as sold out and cannot be chosen', async ({ browser }) => {
  const { context, page, errors } = await newVisitor(browser, VELVET);
  const earlyBird = ticketRow(page, 'Early Bird');
  await expect(earlyBird.locator('.sw-ticket-sale')).toHaveText('Sold out');
  await expect(earlyBird.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(earlyBird.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  // The VIP sale has not started: not choosable either, and it says when it opens.
  const vip = ticketRow(page, 'VIP Meet and Greet');
  await expect(vip.locator('.sw-ticket-sale')).toHaveText(/^On sale from /);
  await expect(vip.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(
    ticketRow(page, 'General Admission').getByRole('button', { name: 'Increase quantity' }),
  ).toBeEnabled();
  expect(errors).toEqual([]);
  await context.close();
});

test('two visitors race for the last seat: one holds it, the other is told it is gone', async ({
  browser,
}) => {
  // Someone else holds 9 of the 10 seats (three checkouts: at most 4 per checkout).
  let tokens: Tokens = emptyTokens();
  const client = createPlatformClient({
    apiBase: platformUrl(''),
    clientId: 'demo-client',
    session: { getTokens: () => tokens, setTokens: (next) => (tokens = next) },
  });
  const eventId = `evt-${JAZZ}`;
  const seat = `${eventId}-t1`;
  for (const quantity of [4, 4, 1]) {
    await client.ticketingCheckout.createReservation({
      eventId,
      ticketQuantities: [{ ticketDefinitionId: seat, quantity }],
    });
  }

  const visitors = await Promise.all([newVisitor(browser, JAZZ), newVisitor(browser, JAZZ)]);
  for (const { page } of visitors) {
    // The one seat left caps the per-checkout limit of 4: all a visitor learns of it.
    await expect(ticketRow(page, 'Front Row Seat')).toContainText('Up to 1 per order');
    await choose(page, 'Front Row Seat');
  }
  await Promise.all(visitors.map(({ page }) => reserveButton(page).click()));

  const outcome = async ({ page }: (typeof visitors)[number]) => {
    const held = timer(page);
    const told = widget(page).getByText(/someone was quicker/);
    await expect(held.or(told)).toBeVisible();
    return (await held.isVisible()) ? 'held' : 'gone';
  };
  const outcomes = await Promise.all(visitors.map(outcome));
  expect([...outcomes].sort()).toEqual(['gone', 'held']);

  const loser = visitors[outcomes.indexOf('gone')]!;
  const winner = visitors[outcomes.indexOf('held')]!;
  await expect(winner.page.getByRole('form', { name: 'Your details' })).toBeVisible();
  expect(ofType(winner.fired, 'reservation-created')).toHaveLength(1);
  await expect(widget(loser.page).getByText(/Front Row Seat: not enough left/)).toBeVisible();
  // The list the loser is left with shows the seat as gone.
  await expect(ticketRow(loser.page, 'Front Row Seat').locator('.sw-ticket-sale')).toHaveText(
    'Sold out',
  );
  expect(ofType(loser.fired, 'reservation-created')).toHaveLength(0);
  for (const { errors, context } of visitors) {
    expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
    await context.close();
  }
});

test("on a phone, a ticket's stepper stays under the finger when its price field appears", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openEvent(page, VELVET);
  const row = ticketRow(page, 'Pay What You Can');
  const increase = row.getByRole('button', { name: 'Increase quantity' });
  await increase.scrollIntoViewIfNeeded();
  const before = (await increase.boundingBox())!;
  // Taps where the button was, as a thumb does: the field that comes with the first one
  // must not move it.
  for (const total of ['1', '2', '3']) {
    await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
    await expect(row.locator('output')).toHaveText(total);
  }
  await expect(row.getByLabel('Your price for Pay What You Can')).toBeVisible();
  expect(await increase.boundingBox()).toEqual(before);
});

test('axe finds nothing on the event page, in the picker and in the form', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, VELVET);
  const audit = async () => (await new AxeBuilder({ page }).analyze()).violations;
  expect(await audit()).toEqual([]);
  await choose(page, 'Pay What You Can');
  await choose(page, 'Balcony Seat');
  await expect(widget(page).getByLabel('Your price for Pay What You Can')).toBeVisible();
  expect(await audit()).toEqual([]);
  await reserveButton(page).click();
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByLabel('Notes').first()).toBeVisible();
  expect(await audit()).toEqual([]);
  // With answers missing: the error messages and invalid fields are accessible too.
  await form(page).getByRole('button', { name: 'Continue' }).click();
  await expect(form(page).locator('[part="field-error"]').first()).toBeVisible();
  expect(await audit()).toEqual([]);
  await context.close();
});

/** The date field's calendar icon (at the field's end): its strongest pixel against the field. */
async function dateIconContrast(page: Page) {
  const field = form(page).getByLabel('Date of birth').first();
  await expect(field).toBeVisible();
  const png = (await field.screenshot()).toString('base64');
  const surface = await field.evaluate((input) => getComputedStyle(input).backgroundColor);
  return page.evaluate(
    async ([data, background]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.fillStyle = background!;
      context.fillRect(0, 0, 1, 1);
      const behind = [...context.getImageData(0, 0, 1, 1).data];
      context.drawImage(image, 0, 0);
      const luminance = ([r, g, b]: number[]) => {
        const lin = (c: number) =>
          (c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
      };
      const end = image.height;
      const { data: pixels } = context.getImageData(image.width - end, 4, end - 4, end - 8);
      let best = 1;
      for (let i = 0; i < pixels.length; i += 4) {
        const [hi, lo] = [luminance([...pixels.slice(i, i + 3)]), luminance(behind)].sort(
          (a, b) => b - a,
        );
        best = Math.max(best, (hi! + 0.05) / (lo! + 0.05));
      }
      return best;
    },
    [png, surface] as const,
  );
}

test("the date field's calendar icon shows on the field in the docs' dark theme and in dark forced colours", async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, VELVET);
  await page.addStyleTag({ content: docsDarkTheme() });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await choose(page, 'General Admission');
  await reserveButton(page).click();
  expect(await dateIconContrast(page)).toBeGreaterThanOrEqual(3);
  // High contrast with a black Field: the browser's own icon stayed black.
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  expect(await dateIconContrast(page)).toBeGreaterThanOrEqual(3);
  await context.close();
});

test('an event id or slug the platform refuses as malformed: not found, no Try again, INVALID_ATTRIBUTE', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  const fired = await recordWidgetEvents(page);
  // Longer than a GUID: the platform refuses it (400), it never looks for it.
  const tooLong = 'evt-'.padEnd(40, 'x');
  await sitePage(
    page,
    { url: platformUrl('') },
    `<event-tickets event-id="${tooLong}"></event-tickets>
     <product-card product-id="${tooLong}"></product-card>`,
  );
  const tickets = widget(page);
  await expect(tickets).toHaveAttribute('state', 'error');
  await expect(tickets.getByText('This event could not be found.')).toBeVisible();
  await expect(tickets.getByRole('button')).toHaveCount(0);
  // The product read is a query: it finds no such product, as for any unknown id.
  await expect(page.locator('product-card')).toHaveAttribute('state', 'error');
  await expect(page.locator('product-card').getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('malformed-ids.png') });
  // Each as its answer comes.
  expect(ofType(fired, 'widget-error').map((e) => [e.detail.tag, e.detail.code])).toEqual(
    expect.arrayContaining([
      ['event-tickets', 'INVALID_ATTRIBUTE'],
      ['product-card', 'NOT_FOUND'],
    ]),
  );
  expect(ofType(fired, 'widget-error')).toHaveLength(2);
  expect(errors).toEqual([]);
  await context.close();
});

test('the countdown running out locally sends the visitor back to choose again', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  const fired = await recordWidgetEvents(page);
  await page.clock.install();
  await openEvent(page, OPEN_MIC);
  await choose(page, 'Free Entry');
  await reserveButton(page).click();
  await expect(timer(page)).toContainText(/(20:00|19:5\d)/);
  await page.clock.fastForward('19:00');
  await expect(timer(page)).toContainText(/[01]:\d{2}/);
  // Screen readers hear the time left at thresholds, not every second.
  await expect(timer(page).getByRole('status')).toHaveText(/minutes? left to complete your order/);
  await expect(form(page)).toBeVisible();
  await page.clock.fastForward('01:05');
  await expect(widget(page).locator('[part="picker"]')).toContainText(
    'Your reservation expired and the tickets were released.',
  );
  await expect(timer(page)).toHaveCount(0);
  expect(ofType(fired, 'reservation-expired')).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

// Last: moves the sandbox's clock for every test of this run.
test('a reservation the server let expire sends the visitor back when the form is sent', async ({
  browser,
}) => {
  const { context, page, errors, fired } = await newVisitor(browser, OPEN_MIC);
  await choose(page, 'Free Entry');
  await reserveButton(page).click();
  await expect(timer(page)).toBeVisible();
  const reservationId = ofType(fired, 'reservation-created')[0]?.detail.reservationId;
  await fillBuyer(page);

  // The browser's clock says there is time left; the server's says the hold is over.
  await sandbox('clock', { advanceMs: 21 * 60 * 1000 });
  await form(page).getByRole('button', { name: 'Continue' }).click();

  await expect(widget(page).locator('[part="picker"]')).toContainText(
    'Your reservation expired and the tickets were released.',
  );
  await expect(timer(page)).toHaveCount(0);
  expect(ofType(fired, 'reservation-expired')).toEqual([
    {
      type: 'reservation-expired',
      detail: { reservationId, eventId: `evt-${OPEN_MIC}` },
    },
  ]);
  expect(ofType(fired, 'order-created')).toHaveLength(0);

  // Choosing again works, and the new hold counts down from the server's 20 minutes although
  // the server's clock is now 21 minutes ahead of the browser's.
  await choose(page, 'Free Entry');
  await reserveButton(page).click();
  await expect(timer(page)).toContainText(/Tickets held for\s*(20:00|19:5\d)/);
  await expect(form(page)).toBeVisible();
  expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
  await context.close();
});
