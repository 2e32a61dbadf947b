/** The token endpoint (spec §7.7) with its four grants. */
import type { TokenRole, Tokens } from './token-store';
import { TokenError } from '../errors';
import { parseRetryAfter } from '../retry-after';

/** The grants' bodies, key for key as the official SDK sends them. */
export type Grant =
  | { grantType: 'anonymous'; clientId: string }
  | { grantType: 'refresh_token'; clientId: string; refreshToken: string }
  | {
      grantType: 'authorization_code';
      clientId: string;
      code: string;
      codeVerifier: string;
      /** Absent for a code that came back by `web_message`. */
      redirectUri?: string;
    }
  | { grant_type: 'authorized_client'; scope: 'offline_access'; member_id: string };

export interface TokenAnswer {
  access_token: string;
  /** Seconds. */
  expires_in: number;
  refresh_token?: string;
  token_type?: string;
}

export interface TokenEndpoint {
  /** The `www` host's origin, or the api-base (`hosts.ts`). */
  origin: string;
  fetch?: typeof fetch;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * POST /oauth2/token, the request alone (the loader sends a first visit's with this too).
 * `authorization` is only sent by the authorized_client grant: a visitor's access token and
 * the API key, joined by a comma.
 */
export function postToken(
  endpoint: TokenEndpoint,
  grant: Grant,
  authorization?: string,
): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (authorization) headers.Authorization = authorization;
  return (endpoint.fetch ?? globalThis.fetch)(
    `${endpoint.origin.replace(/\/+$/, '')}/oauth2/token`,
    { method: 'POST', headers, body: JSON.stringify(grant) },
  );
}

/** POST /oauth2/token and its answer; a refusal throws with the platform's message. */
export async function requestTokens(
  endpoint: TokenEndpoint,
  grant: Grant,
  authorization?: string,
): Promise<TokenAnswer> {
  const response = await postToken(endpoint, grant, authorization);
  if (!response.ok) {
    const body = await readJson(response);
    const requestId = response.headers.get('x-wix-request-id');
    // A throttled first visit (429) says when to ask again; the reads' retry waits that long.
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    throw new TokenError(
      `Failed to fetch tokens from OAuth API: ${response.statusText}. ` +
        `request id: ${requestId}. ` +
        (body === undefined ? '' : `Response: ${JSON.stringify(body)}`),
      (body as { error?: unknown } | undefined)?.error?.toString(),
      {
        status: response.status,
        ...(requestId ? { requestId } : {}),
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      },
    );
  }
  return (await response.json()) as TokenAnswer;
}

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/** Tokens from an answer; expiresAt = now (seconds) + expires_in (spec §4 rule 6). */
export const tokensFromAnswer = (
  answer: TokenAnswer,
  role: TokenRole,
  previousRefreshToken = '',
  now = nowInSeconds(),
): Tokens => ({
  accessToken: { value: answer.access_token, expiresAt: now + answer.expires_in },
  refreshToken: { value: answer.refresh_token || previousRefreshToken, role },
});
