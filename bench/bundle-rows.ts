import { existsSync } from 'node:fs';
import { filesOf } from './bytes';
import { kb, type Row } from './table';

export const LOADER_BUDGET = 3 * 1024;

/** Bytes of every dist/ file; the loader against its 3 KB gzip budget (DESIGN.md §7). */
export function bundleRows(dist = 'dist'): Row[] {
  if (!existsSync(`${dist}/widgets.js`))
    throw new Error('dist/ is missing: run `npm run build` first.');
  return filesOf(dist).map(({ file, sizes }) => {
    const isLoader = file === 'widgets.js';
    return {
      name: `bytes ${file}`,
      value: `${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} br`,
      ...(isLoader
        ? {
            budget: `<= ${kb(LOADER_BUDGET)} gzip`,
            ok: sizes.gzip <= LOADER_BUDGET,
            note: 'anchor: a plain custom element 0.4 KB',
          }
        : { note: `${kb(sizes.raw)} raw` }),
    };
  });
}
