import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sizesOf } from './bytes';
import { kb, type Row } from './table';

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/**
 * The files a page downloads for some families on load (the loader, their chunks and what they
 * import), and the chunks fetched later, on use (a sanitizer, a checkout form, the sign-in
 * flows). Not another family's chunk: the runtime imports every family's client modules on
 * their first call, but those are in chunks only their own families load.
 */
export function downloadedFiles(
  dist: string,
  families: readonly string[],
): { onLoad: string[]; onUse: string[] } | null {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Manifest;
  const onLoad = new Set<string>(['widgets.js']);
  const lazyKeys = new Set<string>();
  /** `key`'s file and what it imports into `into`; its lazy imports into `lazy`. */
  const visit = (key: string, into: Set<string>, lazy?: Set<string>) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    entry.imports?.forEach((next) => visit(next, into, lazy));
    entry.dynamicImports?.forEach((next) => lazy?.add(next));
  };
  for (const family of families) {
    const key = `widgets/${family}/index.ts`;
    if (!manifest[key]) return null; // family not built yet
    visit(key, onLoad, lazyKeys);
  }
  const loadedByAFamily = new Set<string>();
  for (const key of Object.keys(manifest))
    if (/^widgets\/[^/]+\/index\.ts$/.test(key)) visit(key, loadedByAFamily);
  const onUse = new Set<string>();
  for (const key of lazyKeys) visit(key, onUse, lazyKeys); // a Set's loop sees what it adds
  return {
    onLoad: [...onLoad],
    onUse: [...onUse].filter((file) => !onLoad.has(file) && !loadedByAFamily.has(file)),
  };
}

const gzipOf = (dist: string, files: string[]) =>
  files.reduce((sum, file) => sum + sizesOf(readFileSync(`${dist}/${file}`)).gzip, 0);

const RUNTIME_BUDGET = 100 * 1024;

function pageRow(dist: string, name: string, families: readonly string[], budget?: number): Row[] {
  const files = downloadedFiles(dist, families);
  if (!files) return [];
  const gzip = gzipOf(dist, files.onLoad);
  const later = files.onUse.length ? `; + ${kb(gzipOf(dist, files.onUse))} on use` : '';
  return [
    {
      name,
      value: `${kb(gzip)} gzip in ${files.onLoad.length} files`,
      ...(budget ? { budget: `<= ${kb(budget)} gzip`, ok: gzip <= budget } : {}),
      note: `anchor: React 19 alone 68.8 KB, hosted SDK + React 116 KB${later}`,
    },
  ];
}

/** What real pages download: the cart-count-only page and a store page. */
export function pageBytesRows(dist = 'dist'): Row[] {
  return [
    ...pageRow(dist, 'bytes page with only <cart-count>', ['cart'], RUNTIME_BUDGET),
    ...pageRow(dist, 'bytes store page (product + cart)', ['product', 'cart']),
    ...(['product', 'event-tickets', 'login', 'back-in-stock'] as const).flatMap((family) =>
      pageRow(dist, `bytes runtime + ${family} family`, [family], RUNTIME_BUDGET),
    ),
  ];
}

/** Shopify's buy button as shipped (script + CSS): an anchor, measured in the same run. */
export function anchorRows(): Row[] {
  const require = createRequire(import.meta.url);
  const dir = require
    .resolve('@shopify/buy-button-js/package.json')
    .replace(/package\.json$/, 'dist/');
  if (!existsSync(`${dir}buybutton.min.js`)) return [];
  const gzip = ['buybutton.min.js', 'buybutton.css']
    .filter((file) => existsSync(dir + file))
    .reduce((sum, file) => sum + sizesOf(readFileSync(dir + file)).gzip, 0);
  return [{ name: 'anchor @shopify/buy-button-js (js + css)', value: `${kb(gzip)} gzip` }];
}
