import { Hono } from 'hono';
import type { AppEnv, Platform } from '../context.ts';
import { requestBase } from '../domain/products.ts';
import { esc, page } from '../hosted/layout.ts';

/**
 * The sandbox's root: a developer who opens its address in a browser learns what it is and
 * how to use it, instead of reading a JSON 404.
 */
export const homeRoutes = (p: Platform) =>
  new Hono<AppEnv>().get('/', (c) => {
    const base = requestBase(c.req.url);
    const snippet =
      `<script src="${base}/widgets/widgets.js"></script>\n` +
      `<site-config client-id="${p.config.clientId}" api-base="${base}"></site-config>\n` +
      `<product-list collection-slug="apparel"></product-list>`;
    return c.html(
      page(
        'Sandbox platform',
        `<div class="card"><h1>Sandbox platform</h1>
<p>A local copy of the commerce, events and identity platform the widgets talk to. It answers
at the platform's own paths (<code>/ecom/v1/carts/current</code>, <code>/_api/iam/authentication/v2/login</code>, …)
and at the spec's bare paths.</p>
<h2>Use it</h2>
<ul>
<li>Widgets script: <a href="/widgets/widgets.js">${esc(base)}/widgets/widgets.js</a></li>
<li>Client id: <code>${esc(p.config.clientId)}</code></li>
<li>Health: <a href="/_sandbox/health">/_sandbox/health</a></li>
<li>Demo site: <code>npm run demo</code> prints its address (by default <a href="http://127.0.0.1:8080/">http://127.0.0.1:8080/</a>).</li>
<li>Docs: <code>README.md</code> and <code>docs/</code> (install, wire, security, theming) in the repository.</li>
</ul>
<h2>Paste into a page</h2>
<pre>${esc(snippet)}</pre>
<p class="note">The page must be served from a registered origin for sign-in and checkout to return to it (SANDBOX_ORIGINS).</p></div>`,
      ),
    );
  });
