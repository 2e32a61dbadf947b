/** The client's wire encodings (docs/wire.md "Conventions"). */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 of raw bytes, with padding (btoa: in every browser and Node, and small). */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard base64 (padded) to bytes; a length that is not a multiple of 4 is refused. */
export function decodeBase64(text: string): Uint8Array {
  if (text.length % 4 > 0) throw new Error('Invalid string. Length must be a multiple of 4');
  const body = text.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of body) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new Error(`Invalid base64 character: ${char}`);
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (value >> bits) & 255;
    }
  }
  return bytes;
}

/** base64url without padding (RFC 4648 §5), as used by `.r=` and PKCE. */
export const encodeBase64Url = (bytes: Uint8Array): string =>
  encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function decodeBase64Url(text: string): Uint8Array {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  return decodeBase64(standard + '='.repeat((4 - (standard.length % 4)) % 4));
}

/** The `.r=` parameter: base64url(JSON) without padding. */
export const encodeR = (params: unknown): string =>
  encodeBase64Url(new TextEncoder().encode(JSON.stringify(params)));

export const decodeR = (value: string): unknown =>
  JSON.parse(new TextDecoder().decode(decodeBase64Url(value)));

const SPECIAL_NUMBERS: Record<string, number> = {
  NaN: NaN,
  Infinity: Infinity,
  '-Infinity': -Infinity,
};

/** JSON.parse reviver: the answers' `"NaN"`, `"Infinity"`, `"-Infinity"` strings mean numbers. */
export const reviveNumbers = (_key: string, value: unknown): unknown =>
  typeof value === 'string' && value in SPECIAL_NUMBERS ? SPECIAL_NUMBERS[value] : value;

/**
 * An answer's JSON with those strings as numbers. A reviver costs a call per value (a few ms
 * for a page of products), so it runs only when the text holds one of them.
 */
export const parseAnswer = (text: string): unknown =>
  /"(-?Infinity|NaN)"/.test(text) ? JSON.parse(text, reviveNumbers) : JSON.parse(text);

/** Fields holding money or weight, which the platform wants as numbers (spec §9). */
const FLOAT_FIELDS = new Set(['price', 'cost', 'weight', 'amount']);

/** Deep copy of a request body with money and weight fields turned into numbers. */
export function floatsAsNumbers<T>(body: T): T {
  const convert = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => convert(item, key));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v, k)]));
    }
    const numeric = typeof value === 'string' && value.trim() !== '' && !isNaN(Number(value));
    return FLOAT_FIELDS.has(key) && numeric ? Number(value) : value;
  };
  return convert(body, '') as T;
}

export interface ImageRef {
  id: string;
  width?: number;
  height?: number;
}

/** Parses `wix:image://v1/<id>/<name>#originWidth=W&originHeight=H`; undefined if not that scheme. */
export function parseImageRef(ref: string): ImageRef | undefined {
  const match = /^wix:image:\/\/v1\/([^/#]+)(?:\/[^#]*)?(?:#(.*))?$/.exec(ref);
  if (!match) return undefined;
  const hash = new URLSearchParams(match[2] ?? '');
  const size = (name: string) => (hash.has(name) ? Number(hash.get(name)) : undefined);
  return { id: match[1]!, width: size('originWidth'), height: size('originHeight') };
}
