/**
 * The ticket journey without dead ends (issue 18), from a page on another origin, by role and
 * label: the site's list links to the site's event page, two ticket types are reserved, a
 * reload keeps the reservation and its time, the order completes; leaving releases the seats;
 * dates read as the venue means them whatever the visitor's zone; `state` is honest.
 *
 * The event is this file's own: a copy of a seeded show with its ticket types, at 20:00 in
 * New York, so the assertions do not depend on the seed's dates or zones.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { platformUrl, siteUrl, watchErrors } from './support/pages';

const ZONE = 'America/New_York';
const DAY = 24 * 60 * 60_000;

/** The instant a New York wall clock reads 20:00, `days` from now. */
function eightPmInNewYork(days: number): Date {
  const date = new Date(Date.now() + days * DAY);
  const wall = (at: Date) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(at);
    const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  };
  const guess = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 20);
  return new Date(guess - (wall(new Date(guess)) - guess));
}

async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(platformUrl(path), {
    method,
    headers: { authorization: process.env.SW_ADMIN_KEY ?? '', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Show {
  id: string;
  slug: string;
  title: string;
}

/** A show of our own: the seeded album release's ticket types, 20:00 to 23:00 in New York. */
async function newShow(name: string): Promise<Show> {
  const start = eightPmInNewYork(20);
  const { event } = await admin<{ event: Show }>(
    'POST',
    '/v3/events/evt-velvet-static-release/clone',
    {
      event: {
        title: `${name} ${Date.now().toString(36)}`,
        dateAndTimeSettings: {
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 3 * 60 * 60_000).toISOString(),
          timeZoneId: ZONE,
        },
      },
    },
  );
  return event;
}

/**
 * What is left of each ticket type: the DASHBOARD fieldset's counts, which only the site owner
 * may ask for (a visitor sees them only as each type's per-checkout limit).
 */
async function remaining(eventId: string): Promise<Record<string, number>> {
  const { definitions } = await admin<{
    definitions: Array<{ name: string; dashboard: { unsold: number } }>;
  }>('POST', '/v1/checkout/available-tickets/query', {
    filter: { eventId },
    fieldset: ['DASHBOARD'],
    limit: 100,
  });
  return Object.fromEntries(definitions.map((d) => [d.name, d.dashboard.unsold]));
}

const widget = (page: Page) => page.locator('event-tickets');
const ticketRow = (page: Page, name: string) =>
  widget(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
const choose = (page: Page, name: string) =>
  ticketRow(page, name).getByRole('button', { name: 'Increase quantity' }).click();
const details = (page: Page) => widget(page).getByRole('form', { name: 'Your details' });
const timer = (page: Page) => widget(page).getByRole('timer');

/** The buyer's answers in the flow's form (the widget's, or the list's dialog's), sent. */
async function sendDetails(flow: Locator) {
  const form = flow.getByRole('form', { name: 'Your details' });
  await form.getByLabel('First name').first().fill('Ada');
  await form.getByLabel('Last name').first().fill('Lovelace');
  await form.getByLabel('Email').first().fill('ada@example.com');
  await form.getByRole('radio', { name: 'Standing' }).first().check();
  await form.getByRole('button', { name: 'Continue' }).click();
}

/** On the hosted events checkout: pays, or is declined, with `card`. */
async function payWith(page: Page, card: string) {
  await page.waitForURL((url) => url.href.startsWith(platformUrl('/hosted/events-checkout/')));
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** In the list's ticket dialog: one General Admission ticket reserved, the form shown. */
async function reserveOneIn(dialog: Locator) {
  await dialog
    .getByRole('listitem')
    .filter({ has: dialog.page().getByRole('heading', { name: 'General Admission' }) })
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await dialog.getByRole('button', { name: 'Reserve 1 ticket' }).click();
  await expect(dialog.getByRole('form', { name: 'Your details' })).toBeVisible();
}

/** Seconds left on the visible countdown ("19:58"). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await timer(page).textContent()) ?? '';
  const [, minutes, seconds] = /(\d+):(\d{2})/.exec(text)!;
  return Number(minutes) * 60 + Number(seconds);
}

/** Every `state` `<event-tickets>` took, and whether its picker was on screen then. */
async function recordStates(page: Page) {
  await page.addInitScript(() => {
    const seen: Array<[string | null, boolean]> = [];
    (window as unknown as { swStates: typeof seen }).swStates = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as Element;
        if (el.localName !== 'event-tickets' || record.attributeName !== 'state') continue;
        const picker = el.shadowRoot?.querySelector('[part="picker"]');
        seen.push([el.getAttribute('state'), Boolean(picker)]);
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['state'] });
  });
  return () =>
    page.evaluate(() => (window as unknown as { swStates: Array<[string, boolean]> }).swStates);
}

/** The reservation this tab keeps (the widget's sessionStorage entry). */
const keptReservationId = (page: Page, eventId: string) =>
  page.evaluate((id) => {
    for (const key of Object.keys(sessionStorage)) {
      if (!key.startsWith('site-widgets:reservations:')) continue;
      const kept = JSON.parse(sessionStorage.getItem(key)!) as Record<
        string,
        { reservationId: string }
      >;
      if (kept[id]) return kept[id].reservationId;
    }
    return undefined;
  }, eventId);

test.describe('the journey', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('list → event page → two ticket types → reload → same hold and time → order', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const show = await newShow('Journey Night');
    const states = await recordStates(page);
    const before = await remaining(show.id);

    await page.goto(siteUrl('/journey-events.html'));
    const list = page.locator('event-list');
    await expect(list).toHaveAttribute('state', 'ready');
    const item = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: show.title }) });
    // 20:00 in New York, to a visitor in Tokyo: the venue's time, its zone named.
    await expect(item.getByText(/8:00\s*–\s*11:00\s*PM\s*E[SD]T/)).toBeVisible();
    await expect(item.getByRole('link', { name: `Tickets for ${show.title}` })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await item.getByRole('link', { name: show.title, exact: true }).click();

    await page.waitForURL(siteUrl(`/journey-event.html?slug=${show.slug}`));
    await expect(widget(page).getByRole('heading', { name: show.title })).toBeVisible();
    await expect(widget(page)).toHaveAttribute('state', 'ready');
    const seenStates = await states();
    expect(seenStates[0]?.[0]).toBe('loading');
    // "ready" only with the picker on screen, never while "Loading tickets…".
    expect(seenStates.filter(([state]) => state === 'ready').every(([, picker]) => picker)).toBe(
      true,
    );

    await choose(page, 'General Admission');
    await choose(page, 'Balcony Seat');
    await widget(page).getByRole('button', { name: 'Reserve 2 tickets' }).click();
    await expect(details(page)).toBeVisible();
    const reservationId = await keptReservationId(page, show.id);
    expect(reservationId).toBeTruthy();
    const held = await remaining(show.id);
    expect(held['General Admission']).toBe(before['General Admission']! - 1);
    expect(held['Balcony Seat']).toBe(before['Balcony Seat']! - 1);
    const leftBefore = await secondsLeft(page);

    await page.reload();
    await expect(details(page)).toBeVisible();
    await expect(timer(page)).toBeVisible();
    expect(await keptReservationId(page, show.id)).toBe(reservationId);
    const leftAfter = await secondsLeft(page);
    // The same hold: its time went on running, it did not start again.
    expect(leftAfter).toBeLessThanOrEqual(leftBefore);
    expect(leftAfter).toBeGreaterThan(leftBefore - 60);
    expect(await remaining(show.id)).toEqual(held); // nothing released, nothing taken twice
    await expect(widget(page)).toHaveAttribute('state', 'ready');

    await sendDetails(widget(page));

    await page.waitForURL((url) => url.href.startsWith(platformUrl('/hosted/events-checkout/')));
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL((url) => url.href.startsWith(siteUrl('/journey-event.html')));
    await expect(widget(page).getByRole('heading', { name: "You're going!" })).toBeVisible();
    await expect(widget(page).getByText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)).toBeVisible();
    // Paid for, not released: the seats stay sold.
    expect(await remaining(show.id)).toEqual(held);
    expect(await keptReservationId(page, show.id)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('a declined card, then the back button or the way back: the order still waits and Pay now pays it', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const show = await newShow('Declined Night');
    const before = await remaining(show.id);
    await page.goto(siteUrl(`/journey-event.html?slug=${show.slug}`));
    await choose(page, 'General Admission');
    await widget(page).getByRole('button', { name: 'Reserve 1 ticket' }).click();
    await sendDetails(widget(page));

    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByText('The card was declined.')).toBeVisible();
    const orderNumber = (await page.getByText(/is waiting for payment/).textContent())!.match(
      /[A-Z0-9]{4}-[A-Z0-9]{4}/,
    )![0];
    // The browser's back button, past the refused form, to the event page.
    await page.goBack();
    await page.goBack();
    await page.waitForURL(siteUrl(`/journey-event.html?slug=${show.slug}`));

    await expect(
      widget(page).getByText(`Order ${orderNumber} is not paid yet.`, { exact: false }),
    ).toBeVisible();
    await expect(timer(page)).toBeVisible();
    // The order holds its seat: not released, not taken twice.
    expect((await remaining(show.id))['General Admission']).toBe(before['General Admission']! - 1);
    await page.screenshot({ path: test.info().outputPath('unpaid-order.png') });

    // Declined again, then the checkout's own way back: the site's return address.
    await widget(page).getByRole('button', { name: 'Pay now' }).click();
    await payWith(page, '4000 0000 0000 0002');
    await page.getByRole('link', { name: 'Back to the site', exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(siteUrl('/journey-event.html')));
    await expect(
      widget(page).getByText(`Order ${orderNumber} is not paid yet.`, { exact: false }),
    ).toBeVisible();
    await expect(timer(page)).toBeVisible();

    await widget(page).getByRole('button', { name: 'Pay now' }).click();
    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL((url) => url.href.startsWith(siteUrl('/journey-event.html')));
    await expect(widget(page).getByRole('heading', { name: "You're going!" })).toBeVisible();
    await expect(widget(page).getByText(orderNumber, { exact: true })).toBeVisible();
    expect((await remaining(show.id))['General Admission']).toBe(before['General Admission']! - 1);
    expect(await keptReservationId(page, show.id)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('the clock set 25 minutes forward while on the payment page: back, the countdown is right', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.clock.install();
    const show = await newShow('Clock Night');
    await page.goto(siteUrl(`/journey-event.html?slug=${show.slug}`));
    await choose(page, 'General Admission');
    await widget(page).getByRole('button', { name: 'Reserve 1 ticket' }).click();
    await sendDetails(widget(page));
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByText('The card was declined.')).toBeVisible();
    // Away from the event page: no timer of it sees the clock put right (it ran 25 minutes slow).
    await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 25 * 60_000);
    await page.getByRole('link', { name: 'Back to the site', exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(siteUrl('/journey-event.html')));
    await expect(widget(page).getByText('is not paid yet.', { exact: false })).toBeVisible();
    // By the skew kept from before, 0:00: the hold would read as over and the order lost.
    await expect(timer(page).locator('[aria-hidden="true"]')).toHaveText(/^1\d:\d\d$/);
    await expect(widget(page).getByRole('button', { name: 'Pay now' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('back-after-clock-set.png') });
    expect(errors).toEqual([]);
  });

  test('leaving the event page releases the seats; cancelling does too', async ({ page }) => {
    const errors = watchErrors(page);
    const show = await newShow('Leaving Night');
    const before = await remaining(show.id);
    await page.goto(siteUrl(`/journey-event.html?slug=${show.slug}`));
    await choose(page, 'General Admission');
    await choose(page, 'General Admission');
    await widget(page).getByRole('button', { name: 'Reserve 2 tickets' }).click();
    await expect(details(page)).toBeVisible();
    expect((await remaining(show.id))['General Admission']).toBe(before['General Admission']! - 2);

    await page.getByRole('link', { name: 'All concerts' }).click();
    await page.waitForURL(siteUrl('/journey-events.html'));
    await expect.poll(() => remaining(show.id)).toEqual(before);

    // Back on the event page: choose again, then cancel.
    await page.goto(siteUrl(`/journey-event.html?slug=${show.slug}`));
    await choose(page, 'Balcony Seat');
    await widget(page).getByRole('button', { name: 'Reserve 1 ticket' }).click();
    await expect(details(page)).toBeVisible();
    expect((await remaining(show.id))['Balcony Seat']).toBe(before['Balcony Seat']! - 1);
    await widget(page).getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(widget(page).getByText('Your reservation was canceled')).toBeVisible();
    await expect.poll(() => remaining(show.id)).toEqual(before);
    expect(errors).toEqual([]);
  });

  test('moving the widget in the page keeps the seats and the form; removing it releases them', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const show = await newShow('Moving Night');
    const before = await remaining(show.id);
    await page.goto(siteUrl(`/journey-event.html?slug=${show.slug}`));
    await choose(page, 'General Admission');
    await widget(page).getByRole('button', { name: 'Reserve 1 ticket' }).click();
    await expect(details(page)).toBeVisible();
    await details(page).getByLabel('First name').first().fill('Ada');
    const held = await remaining(show.id);
    expect(held['General Admission']).toBe(before['General Admission']! - 1);

    // A single-page app reordering its children, or a layout re-parenting the widget.
    await page.evaluate(() => {
      const element = document.querySelector('event-tickets')!;
      const elsewhere = document.createElement('section');
      document.body.append(elsewhere);
      elsewhere.append(element);
    });
    await expect(timer(page)).toBeVisible();
    await expect(details(page).getByLabel('First name').first()).toHaveValue('Ada');
    await page.waitForTimeout(500); // a release would be on its way by now
    expect(await remaining(show.id)).toEqual(held);

    await page.evaluate(() => document.querySelector('event-tickets')!.remove());
    await expect.poll(() => remaining(show.id)).toEqual(before);
    expect(errors).toEqual([]);
  });

  test('without an event page, Tickets opens the picker in a dialog; closing it asks, then releases the seats', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const show = await newShow('Dialog Night');
    const before = await remaining(show.id);
    await page.goto(siteUrl('/journey-events.html?dialog'));
    const list = page.locator('event-list');
    await expect(list).toHaveAttribute('state', 'ready');
    const item = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: show.title }) });
    await expect(item.getByRole('link', { name: show.title, exact: true })).toHaveCount(0);
    const open = item.getByRole('button', { name: `Tickets for ${show.title}` });
    await open.click();

    const dialog = page.getByRole('dialog', { name: `Tickets for ${show.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await reserveOneIn(dialog);
    expect((await remaining(show.id))['General Admission']).toBe(before['General Admission']! - 1);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    // Focus moves on inside the dialog (the page behind is inert).
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);

    // Seats held: Escape asks first, and keeping them keeps the dialog and the hold.
    await page.keyboard.press('Escape');
    const keep = dialog.getByRole('button', { name: 'Keep my tickets' });
    await expect(keep).toBeFocused();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(keep).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(500); // a release would be on its way by now
    expect((await remaining(show.id))['General Admission']).toBe(before['General Admission']! - 1);

    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Give them back and close' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect.poll(() => remaining(show.id)).toEqual(before);
    expect(errors).toEqual([]);
  });

  test("paid from the list's dialog: back on the list, the dialog opens on the confirmation", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const show = await newShow('Dialog Paid Night');
    await page.goto(siteUrl('/journey-events.html?dialog'));
    await page.getByRole('button', { name: `Tickets for ${show.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tickets for ${show.title}` });
    await reserveOneIn(dialog);
    await sendDetails(dialog);
    await payWith(page, '4000 0000 0000 0002');
    // Back to the list unpaid: the dialog opens on the order, waiting.
    await page.getByRole('link', { name: 'Back to the site', exact: true }).click();
    await expect(dialog.getByText(/^Order \S+ is not paid yet\./)).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    await payWith(page, '4242 4242 4242 4242');

    await page.waitForURL((url) => url.href.startsWith(siteUrl('/journey-events.html')));
    await expect(dialog.getByRole('heading', { name: "You're going!" })).toBeVisible();
    expect(await keptReservationId(page, show.id)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('a reload with the dialog open opens it again on the same hold', async ({ page }) => {
    const show = await newShow('Reload Night');
    const before = await remaining(show.id);
    await page.goto(siteUrl('/journey-events.html?dialog'));
    await page.getByRole('button', { name: `Tickets for ${show.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tickets for ${show.title}` });
    await reserveOneIn(dialog);

    await page.reload();
    await expect(dialog.getByRole('form', { name: 'Your details' })).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1); // on the form it resumed, in the dialog
    expect((await remaining(show.id))['General Admission']).toBe(before['General Admission']! - 1);
    await page.keyboard.press('Escape'); // still held after the reload: asked first
    await dialog.getByRole('button', { name: 'Give them back and close' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => remaining(show.id)).toEqual(before);
  });

  test('Escape after Escape closes the dialog on held seats: they stay held, and Tickets resumes them', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const show = await newShow('Escape Night');
    const before = await remaining(show.id);
    await page.goto(siteUrl('/journey-events.html?dialog'));
    const open = page.getByRole('button', { name: `Tickets for ${show.title}` });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Tickets for ${show.title}` });
    await reserveOneIn(dialog);
    const firstName = dialog.getByRole('form', { name: 'Your details' }).getByLabel('First name');
    await firstName.first().fill('Ada');
    const reservationId = await keptReservationId(page, show.id);
    expect(reservationId).toBeTruthy();
    const clock = dialog.getByRole('timer');
    const seconds = async () => {
      const [, minutes, rest] = /(\d+):(\d{2})/.exec((await clock.textContent()) ?? '')!;
      return Number(minutes) * 60 + Number(rest);
    };
    const leftBefore = await seconds();

    // The first Escape asks; a second with nothing between is one Chromium does not let the
    // page stop (its cancel event is not cancelable): the dialog closes whatever it answers.
    // Nothing between them here: Playwright's checks run script in the page as a user gesture,
    // which would let the page stop the second too.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The event's button has the focus back and says the tickets are still held.
    const hint = 'Your tickets are still held: choose Tickets to finish your order.';
    await expect(open).toBeFocused();
    await expect(open).toHaveAccessibleDescription(hint);
    await expect(page.getByRole('status').filter({ hasText: hint })).toBeVisible();
    expect(await keptReservationId(page, show.id)).toBe(reservationId);

    // Tickets again: the same hold (asked about on the platform, which still holds it), its
    // clock counting on, and what was typed.
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('form', { name: 'Your details' })).toBeVisible();
    await expect(firstName.first()).toHaveValue('Ada');
    expect(await keptReservationId(page, show.id)).toBe(reservationId);
    expect((await remaining(show.id))['General Admission']).toBe(before['General Admission']! - 1);
    await expect(clock).toBeVisible();
    expect(await seconds()).toBeLessThanOrEqual(leftBefore);
    expect(await seconds()).toBeGreaterThan(leftBefore - 60);
    await expect(page.getByText(hint)).toHaveCount(0);

    // Given back on purpose: released, and the list says nothing more of them.
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Give them back and close' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => remaining(show.id)).toEqual(before);
    await expect(page.getByText(hint)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

for (const [locale, zone, expected] of [
  ['en-US', 'Asia/Tokyo', /8:00\s*–\s*11:00\s*PM\s*E[SD]T/],
  ['en-US', 'Europe/Berlin', /8:00\s*–\s*11:00\s*PM\s*E[SD]T/],
  ['en-US', ZONE, /^[^E]*8:00\s*–\s*11:00\s*PM$/],
  ['de-DE', 'Asia/Tokyo', /20:00\s*–\s*23:00\s*Uhr\s*GMT-[45]/],
  ['de-DE', 'Europe/Berlin', /20:00\s*–\s*23:00\s*Uhr\s*GMT-[45]/],
] as const) {
  test.describe(`${locale} for a visitor in ${zone}`, () => {
    test.use({ timezoneId: zone, locale });

    test('the show reads 20:00 as the venue means it, in the list and on its page', async ({
      page,
    }) => {
      const show = await newShow('Zone Night');
      await page.goto(siteUrl(`/journey-events.html?locale=${locale}`));
      const item = page
        .locator('event-list')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: show.title }) });
      // The whole line (the first match) and not just a piece of it.
      await expect(item.getByText(expected).first()).toBeVisible();
      await page.goto(siteUrl(`/journey-event.html?slug=${show.slug}&locale=${locale}`));
      await expect(widget(page).getByText(expected).first()).toBeVisible();
    });
  });
}

test('an event priced in yen: a donation typed, reserved, paid and confirmed in whole yen', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const start = eightPmInNewYork(30);
  const { event } = await admin<{ event: Show }>('POST', '/v3/events', {
    event: {
      title: `Tokyo Night ${Date.now().toString(36)}`,
      dateAndTimeSettings: {
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * 60 * 60_000).toISOString(),
        timeZoneId: 'Asia/Tokyo',
      },
      location: { type: 'VENUE', name: 'Shimokita Hall' },
      registration: { initialType: 'TICKETING' },
    },
    draft: true,
  });
  await admin('POST', '/v3/ticket-definitions', {
    ticketDefinition: {
      eventId: event.id,
      name: 'Pay What You Can',
      initialLimit: 50,
      pricingMethod: { guestPrice: { value: '500', currency: 'JPY' } },
    },
  });
  await admin('POST', `/v3/events/${event.id}/publish`, {});

  await page.goto(siteUrl(`/journey-event.html?slug=${event.slug}`));
  const row = ticketRow(page, 'Pay What You Can');
  await expect(row).toContainText('from ¥500');
  await choose(page, 'Pay What You Can');
  // Started at the minimum as yen are written: no cents.
  const amount = row.getByLabel('Your price for Pay What You Can');
  await expect(amount).toHaveValue('500');
  await amount.fill('1500.50');
  await widget(page).getByRole('button', { name: 'Reserve 1 ticket' }).click();
  await expect(row.getByText(/as a number, like 12\./)).toBeVisible();
  await amount.fill('1500');
  await widget(page).getByRole('button', { name: 'Reserve 1 ticket' }).click();
  // The platform's default form: the buyer's names and email.
  const yours = details(page);
  await yours.getByLabel('First name').fill('Aiko');
  await yours.getByLabel('Last name').fill('Tanaka');
  await yours.getByLabel('Email').fill('aiko@example.com');
  await yours.getByRole('button', { name: 'Continue' }).click();

  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL((url) => url.href.startsWith(siteUrl('/journey-event.html')));
  await expect(widget(page).getByRole('heading', { name: "You're going!" })).toBeVisible();
  await expect(widget(page).locator('.sw-receipt-total')).toContainText('¥1,500');
  expect(errors).toEqual([]);
});
