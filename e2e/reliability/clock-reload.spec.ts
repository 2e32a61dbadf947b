/**
 * The visitor's clock set while the page was away (a reload, a tab restored after the clock
 * was put right): no timer of the page saw the change, so only the platform's answer can say
 * how far its clock is from ours now.
 */
import { expect, test } from '@playwright/test';
import { watchErrors } from '../support/pages';
import { ownSandbox, sitePage, type Sandbox } from '../support/own-sandbox';
import { holdFreeEntry } from '../support/tickets';

// A sandbox of its own: the seats this suite holds stay out of the other suites' counts.
let sandbox: Sandbox;
test.beforeAll(async () => {
  sandbox = await ownSandbox('clock-reload');
});
test.afterAll(() => sandbox?.close());

const MINUTE = 60_000;
const TICKETS = '<event-tickets event-slug="open-mic-night"></event-tickets>';

for (const [how, by] of [
  ['25 minutes forward', 25 * MINUTE],
  ['2 hours back', -120 * MINUTE],
] as const)
  test(`the clock set ${how} between two loads of the page: the countdown after the reload is right`, async ({
    page,
  }) => {
    const errors = watchErrors(page, (path) => `${sandbox.url}${path}`);
    await page.clock.install();
    await sitePage(page, sandbox, TICKETS);
    const tickets = page.locator('event-tickets');
    await holdFreeEntry(page);
    // Time stands still, then the clock is set: no timer of this page runs to see it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + by);
    await page.reload();
    await page.clock.resume();
    await page.evaluate((html) => (document.querySelector('#main')!.innerHTML = html), TICKETS);
    await expect(tickets.getByRole('form', { name: 'Your details' })).toBeVisible();
    await expect(tickets.locator('[part="timer"] [aria-hidden="true"]')).toHaveText(/^19:[45]\d$/);
    await page.screenshot({ path: test.info().outputPath('after-reload.png') });
    expect(errors).toEqual([]);
  });
