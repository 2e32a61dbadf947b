import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startSandbox } from '../../demo/platform/server';
import { siteUrl } from './pages';

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/**
 * A sandbox of a suite's own, a fresh database on a free port, that the test site's pages may
 * call (and its sign-ins return to): for a suite that moves the platform's clock, holds seats
 * the others would miss, or needs a second platform.
 */
export const ownSandbox = (name: string): Promise<Sandbox> =>
  startSandbox({
    port: 0,
    dbPath: join(mkdtempSync(join(tmpdir(), `sw-${name}-`)), 'platform.db'),
    reset: true,
    allowedOrigins: [new URL(siteUrl('/')).origin],
    log: () => {},
  });

/**
 * A page of the test site (another origin than the platform's) holding `html`, its widgets
 * talking to `platform`: markup.html loads them and its <site-config> from the sandbox named in
 * ?platform=. `hash` is the address's fragment (a hosted login's answer).
 */
export async function sitePage(page: Page, platform: { url: string }, html: string, hash = '') {
  await page.goto(siteUrl(`/markup.html?platform=${encodeURIComponent(platform.url)}${hash}`));
  await page.evaluate((markup) => (document.querySelector('#main')!.innerHTML = markup), html);
}
