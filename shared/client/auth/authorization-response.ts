/**
 * The authorisation response (docs/wire.md) and its check. Apart from the token endpoint: only
 * the sign-in flows read one, so it loads with them, not with every page's runtime.
 */
import { ApplicationError } from '../errors';

/** What the hosted page sends back, by URL or by postMessage (docs/wire.md). */
export interface AuthorizationResponse {
  code?: string | null;
  state?: string | null;
  error?: string | null;
  error_description?: string | null;
}

/**
 * Checks a response against the state sent out and returns its code. A missing or different
 * state throws here, so it never reaches the token endpoint; an error of another state is no
 * answer to ours either, so its words (a link anyone can write) are never shown.
 */
export function codeFromResponse(response: AuthorizationResponse, expectedState: string): string {
  const { code, state, error, error_description } = response;
  if (!state || !(code || error)) throw new Error('Missing code or _state');
  if (state !== expectedState) throw new Error('Invalid _state');
  if (error) {
    throw new ApplicationError(error, { code: error, description: error_description ?? error });
  }
  return code!;
}
