import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressed } from './compression.ts';

const script = new TextEncoder().encode('export const x = 1;\n'.repeat(200));

describe('widgets served compressed, like a CDN', () => {
  it('prefers brotli, then gzip, and round-trips', async () => {
    const br = await compressed('a', '1', script, 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(new Uint8Array(brotliDecompressSync(br.body))).toEqual(script);
    const gz = await compressed('a', '1', script, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(new Uint8Array(gunzipSync(gz.body))).toEqual(script);
  });

  it('sends the file as it is to a client that accepts neither', async () => {
    expect(await compressed('a', '1', script, undefined)).toEqual({ body: script });
    expect(await compressed('a', '1', script, 'identity, brotli-ish')).toEqual({ body: script });
  });

  it('compresses a file once, however many ask for it at the same time', async () => {
    const [first, second] = await Promise.all([
      compressed('b', '1', script, 'br'),
      compressed('b', '1', script, 'br'),
    ]);
    expect(second.body).toBe(first.body);
  });

  it("keeps only a file's latest version: a rebuild lets the last one go", async () => {
    const rebuilt = new TextEncoder().encode('export const y = 2;\n'.repeat(200));
    const first = await compressed('c', '1', script, 'br');
    const next = await compressed('c', '2', rebuilt, 'br');
    expect(new Uint8Array(brotliDecompressSync(next.body))).toEqual(rebuilt);
    // Asked for again, the first version is compressed anew: no copy of it was kept.
    expect((await compressed('c', '1', script, 'br')).body).not.toBe(first.body);
  });
});
