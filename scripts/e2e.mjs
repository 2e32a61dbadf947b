// `npm run test:e2e [-- playwright args]`: the end-to-end suite on Debian's Chromium (installed
// by ensureChromium when missing), with the React 18 host app the reliability suite embeds and
// the PHP and WordPress files the WordPress suite (e2e/wordpress) boots its site from.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePhp, ensureWordPress } from './wordpress.mjs';

const chromium = ensureChromium();
// Before Playwright, so a first run's downloads do not count against a test's time. Where they
// cannot be had, the other suites still run; the WordPress suite then fails saying why.
try {
  ensurePhp();
  ensureWordPress();
} catch (error) {
  console.warn(`WordPress for e2e/wordpress is not available: ${error.message}`);
}
const ci = spawnSync('npm', ['ci', '--prefix', 'e2e/hosts/react18', '--no-audit', '--no-fund'], {
  stdio: 'inherit',
});
if (ci.status !== 0) process.exit(ci.status ?? 1);
const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) } },
);
process.exit(result.status ?? 1);
