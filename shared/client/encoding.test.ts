import { describe, expect, it } from 'vitest';
import {
  decodeBase64,
  decodeBase64Url,
  decodeR,
  encodeBase64,
  encodeBase64Url,
  encodeR,
  floatsAsNumbers,
  parseAnswer,
  parseImageRef,
} from './encoding';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('base64', () => {
  it.each(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'])('matches Buffer for %j', (text) => {
    const expected = Buffer.from(text).toString('base64');
    expect(encodeBase64(bytes(text))).toBe(expected);
    expect(new TextDecoder().decode(decodeBase64(expected))).toBe(text);
    expect(encodeBase64Url(bytes(text))).toBe(Buffer.from(text).toString('base64url'));
  });

  it('refuses a length that is not a multiple of 4', () => {
    expect(() => decodeBase64('abc')).toThrow('Invalid string. Length must be a multiple of 4');
  });

  it('base64url decodes without padding and with - and _', () => {
    const raw = new Uint8Array([251, 255, 190]);
    expect(encodeBase64Url(raw)).toBe('-_--');
    expect([...decodeBase64Url('-_--')]).toEqual([251, 255, 190]);
  });

  it('.r round-trips JSON with non-ASCII text and has no padding', () => {
    const params = { query: { filter: { name: { $startsWith: 'Café ☕' } } } };
    const encoded = encodeR(params);
    expect(encoded).not.toMatch(/[=+/]/);
    expect(decodeR(encoded)).toEqual(params);
  });
});

describe('numbers', () => {
  it('turns NaN, Infinity and -Infinity strings back into numbers', () => {
    const parsed = parseAnswer(
      '{"a":"NaN","b":"Infinity","c":"-Infinity","d":"12.5","e":["NaN"]}',
    ) as { a: number; b: number; c: number; d: string; e: number[] };
    expect(parsed.a).toBeNaN();
    expect(parsed.b).toBe(Infinity);
    expect(parsed.c).toBe(-Infinity);
    expect(parsed.d).toBe('12.5');
    expect(parsed.e[0]).toBeNaN();
  });

  it('leaves every other string alone, with or without those words in it', () => {
    expect(parseAnswer('{"a":"Infinity Scarf","b":"NaN","c":{"d":"x"}}')).toEqual({
      a: 'Infinity Scarf',
      b: NaN,
      c: { d: 'x' },
    });
    expect(parseAnswer('{"name":"Infinity Scarf"}')).toEqual({ name: 'Infinity Scarf' });
  });

  it('sends money and weight as numbers', () => {
    expect(
      floatsAsNumbers({
        ids: ['1'],
        set: { price: '12.50', cost: 3, weight: '0.2' },
        adjust: { price: { amount: '-1.5' } },
        name: '42',
      }),
    ).toEqual({
      ids: ['1'],
      set: { price: 12.5, cost: 3, weight: 0.2 },
      adjust: { price: { amount: -1.5 } },
      name: '42',
    });
  });
});

describe('image scheme', () => {
  it('parses id, width and height', () => {
    expect(
      parseImageRef('wix:image://v1/abc_123~mv2.jpg/shoe.jpg#originWidth=640&originHeight=480'),
    ).toEqual({ id: 'abc_123~mv2.jpg', width: 640, height: 480 });
  });

  it('leaves sizes out when absent and refuses other schemes', () => {
    expect(parseImageRef('wix:image://v1/abc')).toEqual({ id: 'abc' });
    expect(parseImageRef('https://example.com/a.jpg')).toBeUndefined();
  });
});
