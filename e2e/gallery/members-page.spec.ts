/** The demo's members page, signed in: one "Signed in as", and the header's member menu. */
import { expect, test } from '@playwright/test';
import { DEMO_MEMBER } from '../../demo/platform/seed/members';
import { demoUrl } from '../support/pages';

test('the members page says "Signed in as" once after signing in', async ({ page }) => {
  await page.goto(demoUrl('account.html'));
  const login = page.locator('main member-login');
  await login.getByLabel('Email').fill(DEMO_MEMBER.email);
  await login.getByLabel('Password').fill(DEMO_MEMBER.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.locator('[part~="member"]')).toHaveText('Signed in as Dana Rivers');
  await expect(page.locator('member-menu [part~="menu-button"]')).toHaveText('Dana Rivers');
  await expect(page.getByText(/Signed in as/)).toHaveCount(1);
});
