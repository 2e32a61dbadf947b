import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startStaticServer, type StaticServer } from '../scripts/static-server';

/**
 * Host pages that put `<product-card>` elements directly into the page's own layout, as
 * merchants do (no wrapper of ours): the bench's layout-shift rows and e2e/layout-shift.spec.ts
 * load the same pages, so the budget and the test measure one thing.
 */
export const HOST_LAYOUTS = ['grid', 'flex', 'column', 'table'] as const;
export type HostLayout = (typeof HOST_LAYOUTS)[number];

/** A phone and a desktop. */
export const HOST_WIDTHS = [375, 1280] as const;

const CARDS = 12;

/** How each layout holds the cards: the page's CSS and the markup around each card. */
const LAYOUT: Record<HostLayout, { css: string; wrap(cards: string[]): string }> = {
  grid: {
    css: '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:16px}',
    wrap: (cards) => `<div class="grid">${cards.join('')}</div>`,
  },
  flex: {
    css: '.row{display:flex;flex-wrap:wrap;gap:16px}',
    wrap: (cards) => `<div class="row">${cards.join('')}</div>`,
  },
  column: {
    css: '.column{width:260px;max-width:100%}',
    wrap: (cards) => `<aside class="column">${cards.join('')}</aside>`,
  },
  table: {
    css: 'td{vertical-align:top;padding:8px}',
    wrap: (cards) =>
      `<table><tbody>${Array.from(
        { length: cards.length / 3 },
        (_, row) =>
          `<tr>${cards
            .slice(row * 3, row * 3 + 3)
            .map((card) => `<td>${card}</td>`)
            .join('')}</tr>`,
      ).join('')}</tbody></table>`,
  },
};

export interface HostPageOptions {
  platformUrl: string;
  clientId: string;
  productIds: readonly string[];
}

/** The page's HTML: a heading and text above the cards, so a shifting card moves something. */
export function hostLayoutPage(layout: HostLayout, options: HostPageOptions): string {
  const { platformUrl, clientId, productIds } = options;
  const cards = Array.from(
    { length: CARDS },
    (_, i) => `<product-card product-id="${productIds[i % productIds.length]}"></product-card>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host page: cards in a ${layout}</title>
<script src="${platformUrl}/widgets/widgets.js"></script>
<style>body{font-family:sans-serif;margin:16px}${LAYOUT[layout].css}</style>
</head><body>
<site-config client-id="${clientId}" api-base="${platformUrl}" locale="en-US" currency="USD"></site-config>
<h1>Our products</h1>
<p>Twelve cards straight in the page's own ${layout}.</p>
${LAYOUT[layout].wrap(cards)}
<footer><p>Text below the cards.</p></footer>
</body></html>`;
}

/**
 * Records every layout shift from the first paint on (an init script, so nothing is missed);
 * `window.__swShifts` holds the shifts with the tags of the nodes that moved.
 */
export const RECORD_SHIFTS = `(() => {
  const shifts = (window.__swShifts = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        nodes: entry.sources.map((s) => (s.node && s.node.nodeName) || '?'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

export interface ShiftReport {
  total: number;
  nodes: string[];
}

/** What RECORD_SHIFTS saw so far, summed. */
export const READ_SHIFTS = `(() => {
  const shifts = window.__swShifts || [];
  return {
    total: shifts.reduce((sum, s) => sum + s.value, 0),
    nodes: shifts.flatMap((s) => s.nodes),
  };
})()`;

/**
 * Serves the host pages (`/host-<layout>.html`) from a temp dir on a fresh origin: a page
 * fulfilled by a Playwright route counts as a public address and may not load from the
 * loopback platform, a real server's may.
 */
export async function serveHostPages(options: HostPageOptions): Promise<StaticServer> {
  const dir = mkdtempSync(join(tmpdir(), 'sw-hosts-'));
  for (const layout of HOST_LAYOUTS)
    writeFileSync(join(dir, `host-${layout}.html`), hostLayoutPage(layout, options));
  return startStaticServer({ root: dir });
}

/** Opens `layout` at `width` px from `server`: the layout shift while its cards load. */
export const hostLayoutShift = (page: Page, serverUrl: string, layout: HostLayout, width: number) =>
  loadShift(page, `${serverUrl}/host-${layout}.html`, width, 'product-card');

/**
 * Opens `url` at `width` px, waits until every `selector` widget is ready with its images in
 * view loaded and two frames painted, and returns the layout shift from the first paint on.
 */
export async function loadShift(
  page: Page,
  url: string,
  width: number,
  selector: string,
): Promise<ShiftReport> {
  await page.setViewportSize({ width, height: 800 });
  await page.addInitScript(RECORD_SHIFTS);
  await page.goto(url);
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every(
        (widget) =>
          widget.getAttribute('state') === 'ready' &&
          // Lazy images below the fold never load here; they cannot shift what is in view.
          [...(widget.shadowRoot?.querySelectorAll('img') ?? [])].every(
            (image) => image.complete || image.getBoundingClientRect().top > innerHeight,
          ),
      ),
    selector,
    { timeout: 20_000 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return (await page.evaluate(READ_SHIFTS)) as ShiftReport;
}
