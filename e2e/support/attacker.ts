import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { platformUrl } from './pages';

/**
 * Another program on the developer's machine: a page on a fresh loopback port that the
 * sandbox has never heard of (not a registered origin).
 */
export async function startAttacker(): Promise<StaticServer> {
  const root = mkdtempSync(join(tmpdir(), 'sw-attacker-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Totally a blog</title>');
  return startStaticServer({ root });
}

/** Logs the browser in on the sandbox's hosted login, so it holds the session cookie. */
export async function logInOnSandbox(page: Page): Promise<void> {
  const response = await fetch(platformUrl('/v1/redirect-session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: {} }),
  });
  const { redirectSession } = (await response.json()) as { redirectSession: { fullUrl: string } };
  await page.goto(redirectSession.fullUrl);
  await page.getByLabel('Email').fill('member@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('You are logged in.').waitFor();
}
