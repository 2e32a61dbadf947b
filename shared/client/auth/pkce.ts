/**
 * PKCE (RFC 7636) with S256: hashed through WebCrypto, or where a page is not a secure context
 * (no `crypto.subtle`), in JavaScript. `crypto.getRandomValues` is there in every context.
 */
import { encodeBase64Url } from '../encoding';

const CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
export const MIN_VERIFIER_LENGTH = 43;
export const MAX_VERIFIER_LENGTH = 128;

/** Random string over the verifier charset; bytes >= 198 (3 * 66) are redrawn to avoid bias. */
function randomString(length: number): string {
  const limit = CHARSET.length * Math.floor(256 / CHARSET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < limit && out.length < length) out += CHARSET[byte % CHARSET.length];
    }
  }
  return out;
}

/** A code verifier of 43..128 characters from `A-Z a-z 0-9 - . _ ~` (default 43). */
export function createCodeVerifier(length = MIN_VERIFIER_LENGTH): string {
  if (!Number.isInteger(length) || length < MIN_VERIFIER_LENGTH || length > MAX_VERIFIER_LENGTH) {
    throw new RangeError(
      `Code verifier length must be ${MIN_VERIFIER_LENGTH} to ${MAX_VERIFIER_LENGTH}`,
    );
  }
  return randomString(length);
}

/** base64url(SHA-256(verifier)) without padding. */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const bytes = new TextEncoder().encode(verifier);
  const digest = crypto.subtle
    ? new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
    : (await import('./sha256')).sha256(bytes);
  return encodeBase64Url(digest);
}

/** A fresh random `state` value for one authorisation round trip. */
export const createState = (): string => randomString(MIN_VERIFIER_LENGTH);

export interface Pkce {
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  state: string;
}

export async function createPkce(length?: number): Promise<Pkce> {
  const codeVerifier = createCodeVerifier(length);
  return {
    codeVerifier,
    codeChallenge: await createCodeChallenge(codeVerifier),
    codeChallengeMethod: 'S256',
    state: createState(),
  };
}
