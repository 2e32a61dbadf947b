import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * A static file as a CDN would send it: brotli or gzip when the browser accepts it, so the
 * bytes a page pays for the widgets from the sandbox are the real ones. Compressed once per
 * file version, on zlib's thread pool: brotli at its best quality takes a good part of a second
 * for the runtime chunk, and the sandbox must go on answering the page's other requests
 * meanwhile. Only a file's latest version is kept: a sandbox left running through many
 * rebuilds holds one copy of each file, not one of each build.
 */
type Bytes = Uint8Array<ArrayBuffer>;
const cache = new Map<
  string,
  { version: string; body: Promise<{ encoding: string; body: Bytes }> }
>();

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

export async function compressed(
  file: string,
  version: string,
  content: Bytes,
  acceptEncoding: string | undefined,
): Promise<{ encoding?: string; body: Bytes }> {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
  const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
  if (!encoding) return { body: content };
  const cacheKey = `${encoding} ${file}`;
  const kept = cache.get(cacheKey);
  let hit = kept?.version === version ? kept.body : undefined;
  if (!hit) {
    const body =
      encoding === 'br'
        ? toBrotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : toGzip(content, { level: 9 });
    hit = body.then((bytes) => ({ encoding, body: new Uint8Array(bytes) }));
    // A failure is not kept: the next request compresses again.
    const entry = { version, body: hit };
    hit.catch(() => cache.get(cacheKey) === entry && cache.delete(cacheKey));
    cache.set(cacheKey, entry);
  }
  return hit;
}
