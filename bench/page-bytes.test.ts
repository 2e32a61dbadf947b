import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { downloadedFiles } from './page-bytes';

/** A dist/ with only a build manifest: which files exist does not matter here. */
function distWith(manifest: object): string {
  const dist = mkdtempSync(join(tmpdir(), 'sw-page-bytes-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

it("a page's files on load, and on use its own lazy chunks but not another family's", () => {
  const dist = distWith({
    'widgets/product/index.ts': {
      file: 'product.js',
      imports: ['_runtime'],
      dynamicImports: ['widgets/product/details.ts'],
    },
    'widgets/event-tickets/index.ts': {
      file: 'event-tickets.js',
      imports: ['_runtime', '_events'],
      dynamicImports: ['widgets/event-tickets/flow.ts'],
    },
    // The runtime's client imports every family's calls lazily, and the sign-in flows.
    _runtime: { file: 'runtime.js', dynamicImports: ['_events', 'shared/flows.ts'] },
    _events: { file: 'events.js' },
    'widgets/product/details.ts': { file: 'details.js', dynamicImports: ['_purify'] },
    _purify: { file: 'purify.js' },
    'shared/flows.ts': { file: 'flows.js' },
    'widgets/event-tickets/flow.ts': { file: 'flow.js' },
  });
  const { onLoad, onUse } = downloadedFiles(dist, ['product'])!;
  expect(onLoad).toEqual(['widgets.js', 'product.js', 'runtime.js']);
  expect(onUse.sort()).toEqual(['details.js', 'flows.js', 'purify.js']);
  expect(downloadedFiles(dist, ['login'])).toBe(null); // not built
});
