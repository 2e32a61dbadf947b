/**
 * A recording `fetch` for differential wire tests: what each request says on the wire (method,
 * URL, query with `.r` decoded, whole JSON body, `Authorization`, `Content-Type`), so ours and the
 * official SDK's requests compare by value. Answers tokens and a redirect session.
 */
import type { Tokens } from '../auth/token-store';
import type { PlatformClientOptions } from '../visitor-client';
import { decodeR } from '../encoding';

/** A visitor's tokens, which ours and the SDK's clients both send. */
export const tokens: Tokens = {
  accessToken: { value: 'VISITOR', expiresAt: 4_000_000_000 },
  refreshToken: { value: 'R', role: 'visitor' },
};

/** Our visitor client's options around them: no api-base, so the real platform's hosts. */
export const visitorOptions: PlatformClientOptions = {
  clientId: 'CID',
  session: { getTokens: () => tokens, setTokens: () => {} },
  storage: () => ({ getItem: () => null, setItem: () => {}, removeItem: () => {} }),
  frameFlow: async ({ state }) => ({ code: 'c', state }),
};

export interface Sent {
  method: string;
  url: string;
  query: Record<string, unknown>;
  body: unknown;
  authorization: string | null;
  contentType: string | null;
}

let sent: Sent[] = [];

export async function record(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const query: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = key === '.r' ? decodeR(values[0]!) : values.length > 1 ? values : values[0];
  }
  const text = await request.text();
  sent.push({
    method: request.method,
    url: `${url.origin}${url.pathname}`,
    query,
    body: text ? JSON.parse(text) : null,
    authorization: request.headers.get('authorization'),
    contentType: request.headers.get('content-type'),
  });
  const answer = url.pathname.endsWith('/oauth2/token')
    ? { access_token: 'VISITOR', refresh_token: 'R', expires_in: 14400 }
    : { redirectSession: { id: 's', fullUrl: 'https://www.wix.com/s', urlDetails: {} } };
  return new Response(JSON.stringify(answer), {
    headers: { 'content-type': 'application/json' },
  });
}

/** PKCE and state values differ by design; compare their presence, not their value. */
const RANDOM = /^(codeChallenge|codeVerifier|state)$/;
const unrandom = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(unrandom)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, RANDOM.test(k) ? 'random' : unrandom(v)]),
        )
      : value;

/** The requests a call sent (with `record` installed as the global fetch). */
export async function wire(call: () => Promise<unknown>): Promise<Sent[]> {
  sent = [];
  await call();
  return sent.map((s) => ({
    ...s,
    query: unrandom(s.query) as Sent['query'],
    body: unrandom(s.body),
  }));
}
