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
}

export const emptyTokens = (): Tokens => ({
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
});

/** What the platform client needs from the page session: somewhere to read and keep tokens. */
export interface TokenStore {
  getTokens(): Tokens;
  setTokens(tokens: Tokens): void;
}
