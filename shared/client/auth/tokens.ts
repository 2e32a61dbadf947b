/** Token lifecycle of spec §4 over the page's TokenStore, with single-flight renewal. */
import { emptyTokens, markOf, type TokenStore, type Tokens } from './token-store';
import { nowInSeconds, requestTokens, tokensFromAnswer, type TokenEndpoint } from './oauth';
import { earlyStartFor, takeEarlyTokens } from './early-start';

export interface TokenLifecycleOptions extends TokenEndpoint {
  clientId: string;
  session: TokenStore;
  /** Clock in seconds; injectable for tests. */
  now?: () => number;
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  redirectUri?: string;
}

export interface TokenLifecycle {
  /**
   * A valid access token, renewing first if needed (or if it is `refused`, which the platform
   * turned down). Concurrent callers share one renewal.
   */
  accessToken(refused?: string): Promise<string>;
  /** Code exchange (authorization_code grant); the stored role becomes member. */
  exchangeCode(exchange: CodeExchange): Promise<Tokens>;
  /** Clears both tokens (role none). */
  clear(): void;
  /** Logged in when the refresh token's role is member (spec §4 rule 5). */
  isLoggedIn(): boolean;
}

export function createTokenLifecycle(options: TokenLifecycleOptions): TokenLifecycle {
  const { clientId, session } = options;
  const now = options.now ?? nowInSeconds;
  let renewal: Promise<Tokens> | undefined;

  const isValid = ({ accessToken }: Tokens) =>
    accessToken.value !== '' && accessToken.expiresAt > now();

  /** Rule 1: renew from the refresh token; rule 2: if that fails, anonymous visitor tokens. */
  async function renew(): Promise<Tokens> {
    const { refreshToken, lapsed } = session.getTokens();
    if (refreshToken.value) {
      try {
        const answer = await requestTokens(options, {
          grantType: 'refresh_token',
          clientId,
          refreshToken: refreshToken.value,
        });
        // The same visitor: a refused one before them stays named until the cart has said so
        // (an access token lasts hours; the cart may be opened on a later page).
        return {
          ...tokensFromAnswer(answer, refreshToken.role, refreshToken.value, now()),
          lapsed,
        };
      } catch {
        // An expired or revoked refresh token: fall through to a fresh visitor.
      }
    }
    // A first visit: the loader may have asked already; one visitor, one token request.
    // Failed, or expired by now (a page left open for hours): ask as if it had never started.
    const early = await takeEarlyTokens(clientId, options.origin)?.catch(() => undefined);
    if (early && isValid(early)) return early;
    const answer = await requestTokens(options, { grantType: 'anonymous', clientId });
    return {
      ...tokensFromAnswer(answer, 'visitor', '', now()),
      lapsed: markOf(refreshToken.value),
    };
  }

  async function accessToken(refused?: string): Promise<string> {
    const current = session.getTokens();
    if (isValid(current) && current.accessToken.value !== refused) return current.accessToken.value;
    renewal ??= renew()
      .then((tokens) => {
        session.setTokens(tokens);
        return tokens;
      })
      .finally(() => {
        renewal = undefined;
      });
    return (await renewal).accessToken.value;
  }

  async function exchangeCode(exchange: CodeExchange): Promise<Tokens> {
    const answer = await requestTokens(options, {
      grantType: 'authorization_code',
      clientId,
      ...exchange,
    });
    const tokens = tokensFromAnswer(answer, 'member', '', now());
    session.setTokens(tokens);
    return tokens;
  }

  // The loader asked for this visitor: keep it now, even if no call needs a token yet (the
  // cards may have their products from the loader too), so the next page is a returning visit.
  if (earlyStartFor(clientId, options.origin)) accessToken().catch(() => {});

  return {
    accessToken,
    exchangeCode,
    clear: () => session.setTokens(emptyTokens()),
    isLoggedIn: () => session.getTokens().refreshToken.role === 'member',
  };
}
