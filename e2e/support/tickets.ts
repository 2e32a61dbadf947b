import { expect, type Page } from '@playwright/test';

/** One Free Entry of the page's `<event-tickets>` (open-mic-night) asked for: + and Reserve. */
export async function reserveFreeEntry(page: Page) {
  const tickets = page.locator('event-tickets');
  await tickets
    .locator('[part="ticket"]')
    .filter({ hasText: 'Free Entry' })
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await tickets.locator('[part="reserve"]').click();
}

/** One Free Entry of the page's `<event-tickets>` reserved, its countdown shown. */
export async function holdFreeEntry(page: Page) {
  await reserveFreeEntry(page);
  await expect(page.locator('event-tickets').locator('[part="timer"]')).toBeVisible();
}
