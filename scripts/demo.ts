// `npm run demo`: builds the widgets, then serves the demo site, which loads them by script
// tag from another origin exactly as a customer's site would.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startStaticServer } from './static-server';

const ROOT = resolve(import.meta.dirname, '..');
const SITE_PORT = Number(process.env.DEMO_PORT ?? 8080);

execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

const cdn = await startStaticServer({ root: resolve(ROOT, 'dist') });
const site = await startStaticServer({
  root: resolve(ROOT, 'demo/site'),
  port: SITE_PORT,
  transformHtml: (html) => html.replaceAll('{{WIDGETS}}', `${cdn.url}/widgets.js`),
});

console.log(`
  Demo site     ${site.url}/
  Widgets CDN   ${cdn.url}/widgets.js
  Press Ctrl+C to stop.
`);
