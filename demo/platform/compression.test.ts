import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressed } from './compression.ts';

const script = new TextEncoder().encode('export const x = 1;\n'.repeat(200));

describe('widgets served compressed, like a CDN', () => {
  it('prefers brotli, then gzip, and round-trips', () => {
    const br = compressed('a 1', script, 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(new Uint8Array(brotliDecompressSync(br.body))).toEqual(script);
    const gz = compressed('a 1', script, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(new Uint8Array(gunzipSync(gz.body))).toEqual(script);
  });

  it('sends the file as it is to a client that accepts neither', () => {
    expect(compressed('a 1', script, undefined)).toEqual({ body: script });
    expect(compressed('a 1', script, 'identity, brotli-ish')).toEqual({ body: script });
  });
});
