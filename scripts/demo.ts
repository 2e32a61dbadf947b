// `npm run demo`: builds the widgets, starts the sandbox platform (which also serves the built
// widgets at /widgets/, like a CDN) and the demo site on another origin, as a customer's
// site would load them.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { DEFAULTS, loopbackOrigins, parseOrigins, startSandbox } from '../demo/platform/server';
import { DEMO_MEMBER } from '../demo/platform/seed/members';
import { startStaticServer } from './static-server';

const ROOT = resolve(import.meta.dirname, '..');

execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

const sitePort = Number(process.env.DEMO_PORT ?? 8080);
// The site's event page, registered with the platform: its hosted event pages send visitors
// there for tickets, and ticket emails link to it.
const eventPage = `http://127.0.0.1:${sitePort}/event.html?slug={slug}`;
const platform = await startSandbox({
  port: Number(process.env.PORT ?? DEFAULTS.port),
  dbPath: process.env.SANDBOX_DB ?? DEFAULTS.dbPath,
  clientId: process.env.SANDBOX_CLIENT_ID ?? DEFAULTS.clientId,
  adminKey: process.env.SANDBOX_ADMIN_KEY ?? DEFAULTS.adminKey,
  // The demo site's own pages, plus any the developer registers.
  allowedOrigins: [
    ...loopbackOrigins(sitePort),
    ...parseOrigins(process.env.SANDBOX_ORIGINS ?? ''),
  ],
  eventPage,
  reset: process.argv.includes('--reset'),
});
const { clientId, adminKey, allowedOrigins } = platform.platform.config;

const site = await startStaticServer({
  root: resolve(ROOT, 'demo/site'),
  port: sitePort,
  transformHtml: (html) =>
    html.replaceAll('{{PLATFORM}}', platform.url).replaceAll('{{CLIENT_ID}}', clientId),
});

console.log(`
  Demo site          ${site.url}/
  Shop               ${site.url}/shop.html
  Product page       ${site.url}/product.html?slug=neon-nights-hoodie (any product's slug)
  Event page         ${site.url}/event.html?slug=small-hours-jazz-trio (any event's slug)
  Page builder       ${site.url}/cms.html
  Snippet builder    ${site.url}/builder.html
  React host app     ${site.url}/hosts/react/
  Vue host app       ${site.url}/hosts/vue/
  Sandbox platform   ${platform.url}
  Widgets script     ${platform.url}/widgets/widgets.js
  Client id          ${clientId}
  Admin API key      ${adminKey} (paste it into ${site.url}/admin/)
  Site origins       ${allowedOrigins.join(', ')} (SANDBOX_ORIGINS adds more)
  Demo member        ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}
  Press Ctrl+C to stop.
`);

// The seeded events are dated from the day the database was filled (the demo member's
// creation), the first show three days later: in a database kept longer, shows have passed.
const { db, clock } = platform.platform;
const seeded = db.members.get('member-demo')?.createdDate;
if (seeded && clock.nowMs() - Date.parse(seeded) > 2 * 24 * 3600_000) {
  console.log(
    `  The demo events were dated on ${seeded.slice(0, 10)} and some shows have passed:\n` +
      '  `npm run demo -- --reset` dates them from today (and drops what was made since).\n',
  );
}

const stop = () => void Promise.all([platform.close(), site.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
