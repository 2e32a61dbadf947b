/**
 * Builds the admin console (`demo/site/admin/src`) into `demo/site/admin/dist/admin.js`.
 * `node --import tsx demo/site/admin/build.ts`, or `import { buildAdmin }` from another script.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleApp } from '../../../scripts/bundle-app';

const HERE = import.meta.dirname;

export const buildAdmin = (): Promise<void> =>
  bundleApp({
    entry: resolve(HERE, 'src/main.tsx'),
    outDir: resolve(HERE, 'dist'),
    fileName: 'admin.js',
  });

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildAdmin();
}
