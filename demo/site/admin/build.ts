/**
 * Builds the admin console (`demo/site/admin/src`) into `demo/site/admin/dist/admin.js`.
 * `node --import tsx demo/site/admin/build.ts`, or `import { buildAdmin }` from another script.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const HERE = import.meta.dirname;

export async function buildAdmin(): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: resolve(HERE, 'dist'),
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      lib: {
        entry: resolve(HERE, 'src/main.tsx'),
        formats: ['es'],
        fileName: () => 'admin.js',
      },
      // Built output is not source: keep linters off it.
      rolldownOptions: { output: { postBanner: '/* eslint-disable */', minify: true } },
    },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildAdmin();
}
