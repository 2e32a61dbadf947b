import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A static file as a CDN would send it: brotli or gzip when the browser accepts it, so the
 * bytes a page pays for the widgets from the sandbox are the real ones. Compressed once per
 * file version (the key changes when the build does).
 */
type Bytes = Uint8Array<ArrayBuffer>;
const cache = new Map<string, { encoding: string; body: Bytes }>();

export function compressed(
  key: string,
  content: Bytes,
  acceptEncoding: string | undefined,
): { encoding?: string; body: Bytes } {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
  const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
  if (!encoding) return { body: content };
  const cacheKey = `${encoding} ${key}`;
  let hit = cache.get(cacheKey);
  if (!hit) {
    const body = new Uint8Array(
      encoding === 'br'
        ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(content, { level: 9 }),
    );
    hit = { encoding, body };
    cache.set(cacheKey, hit);
  }
  return hit;
}
