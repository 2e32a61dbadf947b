import type { Platform } from '../context.ts';
import type { RedirectSession } from '../db/types.ts';
import { invalidField, notFound } from '../errors.ts';
import { liveSession } from './identity.ts';
import { isAllowedRedirect, issueCode } from './oauth.ts';
import { liveRedirectSession, withParams } from './redirect-sessions.ts';

/** An `auth` redirect session's request, as routes/redirect-sessions.ts validated it. */
export interface AuthSection {
  authRequest: {
    redirectUri?: string | undefined;
    clientId: string;
    codeChallenge?: string | undefined;
    codeChallengeMethod: 'S256';
    responseMode: 'fragment' | 'web_message' | 'query';
    responseType: 'code';
    scope: string;
    state: string;
    sessionToken?: string | undefined;
  };
  prompt: 'login' | 'none' | 'consent' | 'select_account';
}

/** The authorization request an `auth` session holds (stored as validated at creation). */
export const authSectionOf = (r: RedirectSession): AuthSection =>
  r.request as unknown as AuthSection;

/**
 * Where a web_message answer may be posted: the redirect URI's origin when the request gave
 * one, else the origin of the page framing us (its Referer), if it is allowed for the client.
 * Anything else gets no code.
 */
const webMessageOrigin = (
  p: Platform,
  authRequest: AuthSection['authRequest'],
  referer: string | undefined,
): string | null => {
  const candidate = authRequest.redirectUri ?? referer;
  if (!candidate || !isAllowedRedirect(p, authRequest.clientId, candidate)) return null;
  return new URL(candidate).origin;
};

/** How an authorization request is answered; the route turns it into a page or a redirect. */
export type AuthorizationAnswer =
  /** A page that posts the answer to its framing parent, which must be `origin`. */
  | { kind: 'web-message'; origin: string; response: Record<string, string> }
  /** web_message from a page that is not a registered site of the client. */
  | { kind: 'refused' }
  /** The redirect URI with the answer in its query or fragment. */
  | { kind: 'redirect'; location: string };

/**
 * Completes the OAuth authorization of redirect session `id` for the login session
 * `sessionToken`: a code for the signed-in member, else `login_required`.
 */
export const completeAuthorization = (
  p: Platform,
  id: string,
  sessionToken: string | undefined,
  referer: string | undefined,
): AuthorizationAnswer => {
  const redirect = liveRedirectSession(p, id);
  if (!redirect || redirect.section !== 'auth') throw notFound(`Authorization session ${id}`);
  const { authRequest } = authSectionOf(redirect);
  const session = liveSession(p, sessionToken);
  const response: Record<string, string> = session
    ? {
        code: issueCode(p, {
          memberId: session.memberId,
          clientId: authRequest.clientId,
          redirectUri: authRequest.redirectUri ?? '',
          codeChallenge: authRequest.codeChallenge ?? null,
          visitorId: redirect.visitorId ?? null,
        }),
        state: authRequest.state,
      }
    : {
        error: 'login_required',
        error_description: 'No valid session for prompt=none',
        state: authRequest.state,
      };
  if (authRequest.responseMode === 'web_message') {
    const origin = webMessageOrigin(p, authRequest, referer);
    return origin ? { kind: 'web-message', origin, response } : { kind: 'refused' };
  }
  if (!authRequest.redirectUri) throw invalidField('redirectUri', 'is required', 'REQUIRED_FIELD');
  return {
    kind: 'redirect',
    location: withParams(
      authRequest.redirectUri,
      response,
      authRequest.responseMode === 'query' ? 'query' : 'fragment',
    ),
  };
};
