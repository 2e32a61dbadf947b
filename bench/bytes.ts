import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function sizesOf(content: Buffer | string): Sizes {
  const buffer = Buffer.from(content);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

/** Every shipped file under `dir` (not the build manifest), with its sizes. */
export function filesOf(dir: string): { file: string; sizes: Sizes }[] {
  const walk = (path: string): string[] =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .filter((name) => name !== '.vite')
          .flatMap((name) => walk(join(path, name)))
      : [path];
  return walk(dir)
    .filter((path) => /\.(js|css)$/.test(path))
    .sort()
    .map((path) => ({ file: relative(dir, path), sizes: sizesOf(readFileSync(path)) }));
}
