/**
 * Builds the demo's host apps from npm packages with Vite: `react/` (React 19), `vue/` (Vue 3)
 * and `builder/` (the snippet builder), each `src/main.ts(x)` into `<app>/dist/app.js`.
 * `node --import tsx demo/site/hosts/build.ts` (part of `npm run build`).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type PluginOption } from 'vite';

const HERE = import.meta.dirname;

const APPS: { name: string; entry: string; plugins: PluginOption[] }[] = [
  { name: 'react', entry: 'src/main.tsx', plugins: [react()] },
  { name: 'vue', entry: 'src/main.ts', plugins: [] },
  { name: 'builder', entry: 'src/main.ts', plugins: [] },
];

export async function buildHosts(): Promise<void> {
  for (const app of APPS) {
    await build({
      configFile: false,
      logLevel: 'warn',
      plugins: app.plugins,
      define: {
        'process.env.NODE_ENV': '"production"',
        // Vue's bundler build asks for these flags.
        __VUE_OPTIONS_API__: 'false',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
      build: {
        outDir: resolve(HERE, app.name, 'dist'),
        emptyOutDir: true,
        minify: true,
        target: 'es2022',
        lib: {
          entry: resolve(HERE, app.name, app.entry),
          formats: ['es'],
          fileName: () => 'app.js',
        },
        rolldownOptions: { output: { postBanner: '/* eslint-disable */', minify: true } },
      },
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildHosts();
}
