/**
 * Gzip size of the platform client for a store page's calls, against the hosted platform's own
 * SDK doing the same calls. Both entries are bundled the same way: Vite library mode, ES output,
 * minified, production defines, nothing external.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Gzip bytes of all JS chunks Vite writes for one entry. */
export async function bundleGzipBytes(entry: string): Promise<number> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      lib: { entry, formats: ['es'], fileName: 'entry' },
      write: false,
      minify: true,
      emptyOutDir: false,
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const code = outputs
    .flatMap((output) => output.output)
    .flatMap((file) => (file.type === 'chunk' ? [file.code] : []))
    .join('');
  return gzipSync(code).length;
}

/** `{ ours, sdk }` in gzip bytes; budget for ours: 8192. */
export async function measureClientSize(): Promise<{ ours: number; sdk: number }> {
  const ours = await bundleGzipBytes(fixture('store-page-ours.ts'));
  const sdk = await bundleGzipBytes(fixture('store-page-sdk.ts'));
  return { ours, sdk };
}
