/**
 * SHA-256 (FIPS 180-4) in plain JavaScript, for pages that are not a secure context (a site
 * served over http from a name other than localhost), where browsers leave `crypto.subtle`
 * out. The official SDK hashes this way everywhere; we load this only there.
 */

function primes(count: number): number[] {
  const found: number[] = [];
  for (let n = 2; found.length < count; n++) if (found.every((p) => n % p)) found.push(n);
  return found;
}

/** The first 32 bits of the fractional part of each root. */
const fraction = (root: number) => ((root % 1) * 2 ** 32) >>> 0;
const K = Uint32Array.from(primes(64), (p) => fraction(Math.cbrt(p)));
const INITIAL = Uint32Array.from(primes(8), (p) => fraction(Math.sqrt(p)));

/** The hash's eight working words. */
type Eight = [number, number, number, number, number, number, number, number];

const rotate = (x: number, n: number) => (x >>> n) | (x << (32 - n));

export function sha256(message: Uint8Array): Uint8Array {
  // The message, a 1 bit, zeros, and its length in bits (big-endian), to whole 64-byte blocks.
  const padded = new Uint8Array(Math.ceil((message.length + 9) / 64) * 64);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(message.length / 2 ** 29));
  view.setUint32(padded.length - 4, message.length << 3);

  const hash = INITIAL.slice();
  const w = new Uint32Array(64); // a typed array: every sum stored wraps to 32 bits
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const [x, y] = [w.at(i - 15)!, w.at(i - 2)!];
      const s0 = rotate(x, 7) ^ rotate(x, 18) ^ (x >>> 3);
      const s1 = rotate(y, 17) ^ rotate(y, 19) ^ (y >>> 10);
      w[i] = w.at(i - 16)! + s0 + w.at(i - 7)! + s1;
    }
    let [a, b, c, d, e, f, g, h] = [...hash] as Eight;
    for (let i = 0; i < 64; i++) {
      const choose = (e & f) ^ (~e & g);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const t1 = h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + choose + K.at(i)! + w.at(i)!;
      const t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + majority;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) | 0, c, b, a, (t1 + t2) | 0];
    }
    [a, b, c, d, e, f, g, h].forEach((value, i) => (hash[i] = hash.at(i)! + value));
  }
  const digest = new DataView(new ArrayBuffer(32));
  hash.forEach((value, i) => digest.setUint32(i * 4, value));
  return new Uint8Array(digest.buffer);
}
