/**
 * Member authorisation through redirect sessions: hosted login by redirect, direct login
 * through the hidden iframe, and logout (spec §4, §7.6; DESIGN.md §5).
 */
import type { Tokens } from './token-store';
import type { Prompt, RedirectSessionRequest, ResponseMode, redirects } from '../modules/redirects';
import { createPkce, type Pkce } from './pkce';
import { codeFromResponse, type AuthorizationResponse } from './authorization-response';
import type { TokenLifecycle } from './tokens';
import { runFrameFlow, type FrameFlow } from './iframe';
import { pendingLogins, type PendingLogin, type StateStorage } from './pending-login';
import { parseReturnUrl } from './return-url';

export interface AuthorizeOptions {
  clientId: string;
  /** The platform's `api-base`, whose origin scopes the pending hosted login (pending-login.ts). */
  apiBase?: string | undefined;
  redirects: ReturnType<typeof redirects>;
  tokens: TokenLifecycle;
  /** Defaults to `sessionStorage`, read when a flow starts. */
  storage?: (() => StateStorage) | undefined;
  /** The site owner's hosted origins, for the hidden frame (`safe-url.ts`). */
  hostedOrigins?: readonly string[] | undefined;
  /** Defaults to the hidden iframe; swap it where there is no DOM. */
  frameFlow?: (flow: FrameFlow) => Promise<AuthorizationResponse>;
}

export interface HostedLoginOptions {
  redirectUri: string;
  /** Where to send the visitor after the return; handed back by `completeHostedLogin`. */
  originalUrl?: string;
  prompt?: Prompt;
  responseMode?: Exclude<ResponseMode, 'web_message'>;
}

export function createAuthorizer(options: AuthorizeOptions) {
  const { clientId, tokens } = options;
  const pending = pendingLogins(options);

  async function authUrl(
    pkce: Pkce,
    redirectUri: string | undefined,
    responseMode: ResponseMode,
    prompt: Prompt,
    sessionToken?: string,
  ): Promise<string> {
    const { redirectSession } = await options.redirects.createRedirectSession({
      auth: {
        authRequest: {
          ...(redirectUri && { redirectUri }),
          clientId,
          codeChallenge: pkce.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode,
          responseType: 'code',
          scope: 'offline_access',
          state: pkce.state,
          ...(sessionToken && { sessionToken }),
        },
        prompt,
      },
    });
    return redirectSession.fullUrl;
  }

  /** Creates the hosted login URL and keeps state and verifier until the return. */
  async function startHostedLogin(login: HostedLoginOptions): Promise<{ url: string }> {
    const pkce = await createPkce();
    const { redirectUri, originalUrl, prompt = 'login', responseMode = 'fragment' } = login;
    const url = await authUrl(pkce, redirectUri, responseMode, prompt);
    const kept: PendingLogin = {
      state: pkce.state,
      codeVerifier: pkce.codeVerifier,
      redirectUri,
    };
    if (originalUrl) kept.originalUrl = originalUrl;
    pending.keep(kept);
    return { url };
  }

  /**
   * On return: checks state against the kept one, then exchanges the code for member tokens.
   * The kept state is single use: it is removed whatever the outcome.
   */
  async function completeHostedLogin(
    returnUrl: string = globalThis.location.href,
  ): Promise<{ tokens: Tokens; originalUrl?: string }> {
    try {
      const kept = pending.read() ?? {};
      const code = codeFromResponse(parseReturnUrl(returnUrl), kept.state ?? '');
      pending.forget();
      const { codeVerifier = '', redirectUri = '', originalUrl } = kept;
      return {
        tokens: await tokens.exchangeCode({ code, codeVerifier, redirectUri }),
        originalUrl,
      };
    } finally {
      pending.forget();
    }
  }

  /**
   * Direct login: a session token from `/v2/login` becomes member tokens via the iframe. As the
   * SDK's `getMemberTokensForDirectLogin`: no redirect URI (the page posts to its parent).
   */
  async function loginWithSessionToken(sessionToken: string): Promise<Tokens> {
    const pkce = await createPkce();
    const url = await authUrl(pkce, undefined, 'web_message', 'none', sessionToken);
    const frameFlow = options.frameFlow ?? runFrameFlow;
    const response = await frameFlow({
      url,
      state: pkce.state,
      allowedOrigins: options.hostedOrigins,
    });
    const code = codeFromResponse(response, pkce.state);
    return tokens.exchangeCode({ code, codeVerifier: pkce.codeVerifier });
  }

  /** Clears tokens (role none) and returns the hosted logout URL to navigate to. */
  async function logout(postFlowUrl?: string): Promise<{ logoutUrl: string }> {
    const request: RedirectSessionRequest = { logout: { clientId } };
    if (postFlowUrl) request.callbacks = { postFlowUrl };
    const { redirectSession } = await options.redirects.createRedirectSession(request);
    tokens.clear();
    return { logoutUrl: redirectSession.fullUrl };
  }

  return {
    startHostedLogin,
    completeHostedLogin,
    loginWithSessionToken,
    logout,
  };
}

export type Authorizer = ReturnType<typeof createAuthorizer>;
