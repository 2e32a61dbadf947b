import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { sha256 } from './sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const text = (value: string) => new TextEncoder().encode(value);

it('gives the FIPS 180-4 example digests', () => {
  expect(hex(sha256(text('abc')))).toBe(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  );
  expect(hex(sha256(text('')))).toBe(
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  );
  expect(hex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
    '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  );
});

it("agrees with Node's hash at every length around the block edges", () => {
  for (let length = 0; length <= 200; length++) {
    const message = Uint8Array.from({ length }, (_, i) => (i * 131 + length) & 0xff);
    expect(hex(sha256(message)), `length ${length}`).toBe(
      createHash('sha256').update(message).digest('hex'),
    );
  }
});
