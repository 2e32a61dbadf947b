/**
 * Gzip size of the platform client for a store page's calls, against the hosted platform's own
 * SDK doing the same calls. Both entries are bundled the same way: Vite library mode, ES output,
 * minified, production defines, nothing external.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/**
 * Gzip bytes of the JS one entry loads: its chunk and what it imports statically (`onLoad`),
 * and the chunks it imports only when used, like the login flows (`onUse`).
 */
export async function bundleGzipBytes(entry: string): Promise<{ onLoad: number; onUse: number }> {
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
  const chunks = new Map(
    outputs
      .flatMap((output) => output.output)
      .flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const loaded = new Set<string>();
  const load = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    chunks.get(name)!.imports.forEach(load);
  };
  [...chunks.values()].filter((chunk) => chunk.isEntry).forEach((chunk) => load(chunk.fileName));
  const gzip = (names: string[]) =>
    names.length ? gzipSync(names.map((name) => chunks.get(name)!.code).join('')).length : 0;
  const later = [...chunks.keys()].filter((name) => !loaded.has(name));
  return { onLoad: gzip([...loaded]), onUse: gzip(later) };
}

/** Ours and the SDK's, in gzip bytes; budget for ours on load: 8192. */
export async function measureClientSize() {
  const ours = await bundleGzipBytes(fixture('store-page-ours.ts'));
  const sdk = await bundleGzipBytes(fixture('store-page-sdk.ts'));
  return { ours, sdk };
}
