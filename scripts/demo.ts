// `npm run demo`: builds the widgets, starts the sandbox platform (which also serves the built
// widgets at /widgets/, like a CDN) and the demo site on another origin, as a customer's
// site would load them.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { DEFAULTS, startSandbox } from '../demo/platform/server';
import { DEMO_MEMBER } from '../demo/platform/seed/members';
import { startStaticServer } from './static-server';

const ROOT = resolve(import.meta.dirname, '..');

execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

const platform = await startSandbox({
  port: Number(process.env.PORT ?? DEFAULTS.port),
  dbPath: process.env.SANDBOX_DB ?? DEFAULTS.dbPath,
  clientId: process.env.SANDBOX_CLIENT_ID ?? DEFAULTS.clientId,
  adminKey: process.env.SANDBOX_ADMIN_KEY ?? DEFAULTS.adminKey,
  reset: process.argv.includes('--reset'),
});
const { clientId, adminKey } = platform.platform.config;

const site = await startStaticServer({
  root: resolve(ROOT, 'demo/site'),
  port: Number(process.env.DEMO_PORT ?? 8080),
  transformHtml: (html) =>
    html
      .replaceAll('{{PLATFORM}}', platform.url)
      .replaceAll('{{CLIENT_ID}}', clientId)
      .replaceAll('{{ADMIN_KEY}}', adminKey),
});

console.log(`
  Demo site          ${site.url}/
  Page builder       ${site.url}/cms.html
  Snippet builder    ${site.url}/builder.html
  React host app     ${site.url}/hosts/react/
  Vue host app       ${site.url}/hosts/vue/
  Sandbox platform   ${platform.url}
  Widgets script     ${platform.url}/widgets/widgets.js
  Client id          ${clientId}
  Admin API key      ${adminKey}
  Demo member        ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}
  Press Ctrl+C to stop.
`);

const stop = () => void Promise.all([platform.close(), site.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
