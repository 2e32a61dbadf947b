import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCodeChallenge, createCodeVerifier, createPkce, createState } from './pkce';

describe('PKCE', () => {
  it('passes the RFC 7636 Appendix B vector', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('verifiers are 43 by default, 43..128 allowed, from the unreserved charset', () => {
    expect(createCodeVerifier()).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(createCodeVerifier(128)).toHaveLength(128);
    expect(() => createCodeVerifier(42)).toThrow(RangeError);
    expect(() => createCodeVerifier(129)).toThrow(RangeError);
    expect(createCodeVerifier()).not.toBe(createCodeVerifier());
  });

  it('creates S256 challenges without padding and fresh states', async () => {
    const pkce = await createPkce();
    expect(pkce.codeChallengeMethod).toBe('S256');
    expect(pkce.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pkce.codeChallenge).toBe(await createCodeChallenge(pkce.codeVerifier));
    expect(createState()).not.toBe(createState());
  });

  describe('on a page that is not a secure context (no crypto.subtle)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('hashes in JavaScript to the same challenge, at every length', async () => {
      const verifiers = [43, 55, 56, 63, 64, 100, 128].map((length) => createCodeVerifier(length));
      const expected = await Promise.all(verifiers.map(createCodeChallenge));
      vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
      expect(crypto.subtle).toBeUndefined();
      await expect(
        createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'),
      ).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
      expect(await Promise.all(verifiers.map(createCodeChallenge))).toEqual(expected);
      expect((await createPkce()).codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });
  });
});
