import react from '@vitejs/plugin-react';
import { build } from 'vite';

export interface AppBundle {
  /** The app's entry module (absolute path). */
  entry: string;
  /** Where the bundle goes (absolute path); emptied first. */
  outDir: string;
  fileName: string;
}

/**
 * One minified ES module for a small React page of our own (the admin console, test
 * fixtures), with React's production build. Not the widgets: those are vite.config.ts.
 */
export async function bundleApp({ entry, outDir, fileName }: AppBundle): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: () => fileName },
      // Built output is not source: keep linters off it.
      rolldownOptions: { output: { postBanner: '/* eslint-disable */' } },
    },
  });
}
