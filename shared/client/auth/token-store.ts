/**
 * Token shapes of spec §3 (Identity) and the lifecycle of §4, and the TokenStore the client
 * reads and keeps them through. The client owns this interface and the page session implements
 * it (as zustand's vanilla store never imports React), so the client never imports the session.
 */
export type TokenRole = 'none' | 'visitor' | 'member';

export interface AccessToken {
  value: string;
  /** Seconds since the epoch: now + the server's expires_in (spec §4 rule 6). */
  expiresAt: number;
}

export interface RefreshToken {
  value: string;
  role: TokenRole;
}

export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
  /**
   * New visitor tokens made because the platform refused the refresh token kept before them
   * (spec §4 rule 2): that token's mark, kept through the new visitor's renewals. The visitor
   * it named, and their cart, are gone, which the cart says once, whenever its empty panel is
   * first shown (shared/data/lapsed-cart.ts). Empty or absent otherwise.
   */
  lapsed?: string;
}

/**
 * What may be kept of a refresh token to know its visitor again: its end tells this browser's
 * visitors apart, and is no token anyone could use.
 */
export const markOf = (refreshToken: string) => refreshToken.slice(-16);

export const emptyTokens = (): Tokens => ({
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
});

/** What the platform client needs from the page session: somewhere to read and keep tokens. */
export interface TokenStore {
  getTokens(): Tokens;
  setTokens(tokens: Tokens): void;
}
