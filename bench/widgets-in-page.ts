import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startStaticServer, type StaticServer } from '../scripts/static-server';
import { loadShift } from './host-layouts';

/**
 * Single widgets straight in a merchant's page, text above them and the page's footer below in
 * view: whatever a widget's loading does to its height moves the footer. The bench's rows and
 * e2e/layout-shift.spec.ts load the same pages. `most` is the shift allowed: the ticket
 * picker's height depends on the event (its summary, its ticket types), so the box it keeps
 * while loading is a typical event's, and this one (one ticket type, a summary) moves the
 * footer a line or two; a lone button's line settles a few pixels as its text baseline comes.
 * Before the boxes: 0.43 and 0.29 (picker, 375 and 1280 px), 0.12 (list, 375), 0.087 (details,
 * 375), 0.039 (button, 375).
 */
export const IN_PAGE = [
  { tag: 'event-tickets', attributes: { 'event-slug': 'open-mic-night' }, most: 0.02 },
  { tag: 'product-list', attributes: { 'page-size': '4' }, most: 0 },
  { tag: 'product-details', attributes: { 'product-id': 'prod-lantern-room-logo-tee' }, most: 0 },
  { tag: 'add-to-cart', attributes: { 'product-id': 'prod-live-at-the-lantern-cd' }, most: 0.005 },
] as const;

type InPageWidget = (typeof IN_PAGE)[number];

interface InPageOptions {
  platformUrl: string;
  clientId: string;
}

function inPageHtml({ tag, attributes }: InPageWidget, options: InPageOptions): string {
  const { platformUrl, clientId } = options;
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host page: a ${tag}</title>
<script src="${platformUrl}/widgets/widgets.js"></script>
<style>body{font-family:sans-serif;margin:16px}footer{min-height:600px;background:#eee}</style>
</head><body>
<site-config client-id="${clientId}" api-base="${platformUrl}" locale="en-US" currency="USD"></site-config>
<h1>Our shop</h1>
<p>Some words first.</p>
<${tag}${attrs}></${tag}>
<footer><p>Text below the widget.</p></footer>
</body></html>`;
}

/** Serves `/in-page-<tag>.html` for each of IN_PAGE, on an origin of its own. */
export async function serveInPagePages(options: InPageOptions): Promise<StaticServer> {
  const dir = mkdtempSync(join(tmpdir(), 'sw-in-page-'));
  for (const widget of IN_PAGE)
    writeFileSync(join(dir, `in-page-${widget.tag}.html`), inPageHtml(widget, options));
  return startStaticServer({ root: dir });
}

/** Opens `tag`'s page at `width` px from `server`: the layout shift while it loads. */
export const inPageShift = (page: Page, serverUrl: string, tag: string, width: number) =>
  loadShift(page, `${serverUrl}/in-page-${tag}.html`, width, tag);
