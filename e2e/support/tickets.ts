import { expect, type Page } from '@playwright/test';

/** One Free Entry of the page's `<event-tickets>` (open-mic-night) reserved, its countdown shown. */
export async function holdFreeEntry(page: Page) {
  const tickets = page.locator('event-tickets');
  await tickets
    .locator('[part="ticket"]')
    .filter({ hasText: 'Free Entry' })
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await tickets.locator('[part="reserve"]').click();
  await expect(tickets.locator('[part="timer"]')).toBeVisible();
}
