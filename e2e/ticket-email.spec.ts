/**
 * Tickets in the inbox: a visitor buys on the demo's event page (another origin than the
 * platform), pays on the hosted events checkout, and the confirmation email with its calendar
 * file lands in the sandbox outbox; the platform's own event page reads in the venue's time
 * and leads back to the site's event page; an RSVP is taken there and mailed too, once per email.
 */
import { expect, test } from '@playwright/test';
import { demoUrl, platformUrl, sandbox, watchErrors } from './support/pages';

const FOLK = 'folk-weekend-on-the-harbour';
const POETRY = 'poetry-and-pints';

interface Email {
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

const inbox = async (to: string) =>
  (await sandbox<{ emails: Email[] }>(`outbox?to=${encodeURIComponent(to)}`)).emails;

// A visitor far from the venue: the shows still read in Portland's time, its zone named.
test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

test('buy on the event page, pay on the hosted checkout, get the tickets and the calendar file', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const buyer = `folk-${test.info().workerIndex}-${test.info().retry}@example.com`;
  await page.goto(demoUrl(`event.html?slug=${FOLK}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Folk Weekend on the Harbour');
  // The page's details line, in the venue's time although the visitor is in Tokyo.
  await expect(page.getByText(/^\w+day, \w+ \d+, \d{4} at 6:00 PM P[SD]T – \w+day/)).toBeVisible();

  const widget = page.locator('event-tickets');
  const pass = widget
    .locator('[part="ticket"]')
    .filter({ has: page.getByRole('heading', { name: 'Weekend Pass' }) });
  await pass.getByRole('button', { name: 'Increase quantity' }).click();
  await pass.getByRole('button', { name: 'Increase quantity' }).click();
  await widget.locator('[part="reserve"]').click();
  const details = widget.getByRole('form', { name: 'Your details' });
  await details.getByLabel('First name').first().fill('Ada');
  await details.getByLabel('Last name').first().fill('Lovelace');
  await details.getByLabel('Email').first().fill(buyer);
  await details.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL((url) => url.href.startsWith(platformUrl('/hosted/events-checkout/')));
  await expect(page.getByText(/\w+day, \w+ \d+, \d{4} at 6:00 PM P[SD]T – /)).toBeVisible();
  await expect(
    page.getByText(/^Your tickets are held until \d+:\d\d [AP]M P[SD]T\.$/),
  ).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(buyer);
  await page.getByRole('button', { name: 'Pay $120.00' }).click();

  await page.waitForURL((url) => url.href.startsWith(demoUrl('event.html')));
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
  await expect(widget.locator('[part="order-number"]')).toHaveText(orderNumber);

  const [mail, ...more] = await inbox(buyer);
  expect(more).toEqual([]);
  expect(mail!.subject).toBe(`Your tickets for Folk Weekend on the Harbour (order ${orderNumber})`);
  expect(mail!.text).toMatch(/at 6:00 PM P[SD]T – \w+day, \w+ \d+, \d{4} at 10:00 PM P[SD]T/);
  expect(mail!.text).toContain('Weekend Pass, $60.00');
  expect(mail!.text).toContain('Total: $120.00');
  expect(mail!.text).toContain(`Event page: ${demoUrl(`event.html?slug=${FOLK}`)}`);
  const ics = mail!.attachments!.find((a) => a.filename === `${FOLK}.ics`)!;
  expect(ics.contentType).toMatch(/^text\/calendar/);
  expect(ics.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics.content).toContain('SUMMARY:Folk Weekend on the Harbour\r\n');
  expect(ics.content).toMatch(/\r\nDTSTART:\d{8}T0[12]0000Z\r\n/); // 6 pm Pacific is 01:00 or 02:00 UTC
  expect(ics.content).toContain(`UID:evt-${FOLK}-${orderNumber}@`);

  // The email as a mail client shows it: its HTML, screenshotted for review.
  await page.setContent(mail!.html);
  await expect(page.getByRole('heading', { name: 'Folk Weekend on the Harbour' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('email.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test("the platform's event page reads in the venue's time and leads to the site's event page", async ({
  page,
}) => {
  await page.goto(platformUrl(`/hosted/events/${FOLK}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Folk Weekend on the Harbour');
  await expect(page.getByText(/^\w+day, \w+ \d+, \d{4} at 6:00 PM P[SD]T – /)).toBeVisible();
  await expect(page.getByText('Tickets on sale')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/GMT|UPCOMING|Status:/);
  await page.screenshot({ path: test.info().outputPath('hosted-event.png'), fullPage: true });
  await page.getByRole('link', { name: 'Get tickets' }).click();
  await page.waitForURL(demoUrl(`event.html?slug=${FOLK}`));
  await expect(page.locator('event-tickets [part="reserve"]')).toBeVisible();
});

test('an RSVP event: the widget points to the platform page, which takes the RSVP and mails it', async ({
  page,
}) => {
  const guest = `rsvp-${test.info().workerIndex}-${test.info().retry}@example.com`;
  await page.goto(demoUrl(`event.html?slug=${POETRY}`));
  await page.locator('event-tickets').getByRole('link').click();
  await page.waitForURL(platformUrl(`/hosted/events/${POETRY}`));
  await expect(page.getByText(/^\w+day, \w+ \d+, \d{4}, 8:00 – 10:00 PM P[SD]T$/)).toBeVisible();
  await page.getByLabel('First name').fill('Rae');
  await page.getByLabel('Last name').fill('Vance');
  await page.getByLabel('Email').fill(guest);
  await page.getByLabel('Guests coming with you').selectOption('1');
  await page.getByRole('button', { name: 'RSVP' }).click();
  await expect(page.getByRole('heading', { name: "You're on the guest list" })).toBeVisible();

  const [mail] = await inbox(guest);
  expect(mail!.subject).toMatch(/^You're on the guest list for Poetry and Pints \(RSVP /);
  expect(mail!.text).toContain('Rae Vance and 1 guest: free');
  expect(mail!.attachments![0]!.content).toContain('SUMMARY:Poetry and Pints');

  // Someone else typing the same email is told so, and changes nothing.
  await page.getByRole('link', { name: 'Back to the event' }).click();
  await page.getByLabel('First name').fill('Mallory');
  await page.getByLabel('Last name').fill('M');
  await page.getByLabel('Email').fill(guest);
  await page.getByRole('button', { name: 'RSVP' }).click();
  await expect(
    page.getByText('This email is already on the guest list for this event.'),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Mallory');
  expect(await inbox(guest)).toHaveLength(1);
});
