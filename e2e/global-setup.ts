import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { buildAdmin } from '../demo/site/admin/build';
import { buildHosts } from '../demo/site/hosts/build';
import { startSandbox } from '../demo/platform/server';
import { bundleApp } from '../scripts/bundle-app';
import { startStaticServer } from '../scripts/static-server';
import { INSECURE_HOST } from './support/chromium';

const ROOT = resolve(import.meta.dirname, '..');

const buildProbe = () =>
  bundleApp({
    entry: resolve(ROOT, 'e2e/fixtures/probe.tsx'),
    outDir: resolve(ROOT, 'e2e/.build'),
    fileName: 'probe.js',
  });

/** The official SDK's direct login for a browser page (e2e/sdk.spec.ts). */
const buildSdkLogin = () =>
  bundleApp({
    entry: resolve(ROOT, 'e2e/fixtures/sdk-login.ts'),
    outDir: resolve(ROOT, 'e2e/.build/sdk'),
    fileName: 'sdk-login.js',
  });

/** A second, different build of the widgets (another version), for the two-builds test. */
function buildOtherVersion() {
  execSync('npx vite build --logLevel error && npx vite build --mode loader --logLevel error', {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SW_OUT_DIR: 'e2e/.build/other', SW_VERSION: '0.0.1-other' },
  });
}

/** No inline script or style, no eval: what a careful site runs. */
const strictCsp = (cdn: string) =>
  `default-src 'none'; script-src ${cdn}; style-src 'self'; connect-src ${cdn}; img-src ${cdn} data:`;

/** Strict, and Trusted Types enforced: only the named policies may be created. */
const trustedTypesCsp = (platform: string, policies: string) =>
  `default-src 'none'; script-src ${platform}; style-src 'self'; connect-src ${platform}; ` +
  `img-src ${platform} data:; require-trusted-types-for 'script'; trusted-types ${policies}`;

const site0 = 'http://site.invalid';

/** The same server by the name e2e/support/chromium.ts maps to 127.0.0.1 (plain http). */
const insecure = (url: string) => url.replace('127.0.0.1', INSECURE_HOST);

/**
 * Three origins, like a real embed: the sandbox platform (API, hosted pages, and the built
 * widgets at /widgets/), a "CDN" for test fixtures, and the "site" serving the test pages.
 * Pages name them {{PLATFORM}} and {{CDN}}.
 */
export default async function globalSetup() {
  if (!existsSync(resolve(ROOT, 'dist/widgets.js'))) {
    throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests.');
  }
  await buildProbe();
  await buildSdkLogin();
  buildOtherVersion();
  await buildAdmin(); // e2e/admin.spec.ts serves demo/site/admin against its own sandbox
  await buildHosts(); // the demo's React and Vue host apps and snippet builder (e2e/demo.spec.ts)
  // The pages first (each fills in the platform's URL when served), so the sandbox can be
  // started with their origins registered: logins return only there (SANDBOX_ORIGINS).
  let platformUrl = '';
  let clientId = '';
  const cdn = await startStaticServer({ root: ROOT });
  const site = await startStaticServer({
    root: resolve(ROOT, 'e2e/pages'),
    hostNames: [INSECURE_HOST],
    transformHtml: (html) =>
      html.replaceAll('{{CDN}}', cdn.url).replaceAll('{{PLATFORM}}', platformUrl),
    headers: (request): Record<string, string> => {
      if (request.url?.startsWith('/csp')) return { 'content-security-policy': strictCsp(cdn.url) };
      if (request.url?.startsWith('/trusted-types')) {
        const allowed = new URL(request.url, site0).searchParams.get('policies') ?? "'none'";
        return { 'content-security-policy': trustedTypesCsp(platformUrl, allowed) };
      }
      return {};
    },
  });
  // The demo site (demo/site), filled in as `npm run demo` does (scripts/demo.ts).
  const demo = await startStaticServer({
    root: resolve(ROOT, 'demo/site'),
    transformHtml: (html) =>
      html.replaceAll('{{PLATFORM}}', platformUrl).replaceAll('{{CLIENT_ID}}', clientId),
  });
  const platform = await startSandbox({
    port: 0,
    dbPath: `${mkdtempSync(resolve(tmpdir(), 'sw-e2e-'))}/platform.db`,
    reset: true,
    // The test pages also by a name other than localhost: an origin that is no secure context.
    allowedOrigins: [site.url, insecure(site.url), demo.url, cdn.url],
    eventPage: `${demo.url}/event.html?slug={slug}`, // as `npm run demo` registers it
    log: () => {},
  });
  platformUrl = platform.url;
  clientId = platform.platform.config.clientId;
  const { adminKey } = platform.platform.config;
  process.env.SW_DEMO_URL = demo.url;
  process.env.SW_PLATFORM_URL = platform.url;
  process.env.SW_CDN_URL = cdn.url;
  process.env.SW_SITE_URL = site.url;
  process.env.SW_ADMIN_KEY = adminKey; // test controls need it (e2e/support/pages.ts)
  return async () => {
    await Promise.all([cdn.close(), site.close(), demo.close(), platform.close()]);
  };
}
