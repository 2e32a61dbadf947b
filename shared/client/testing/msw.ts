/** Test helpers: an msw server per test file and a handler that records what the client sent. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { decodeR } from '../encoding';

export const API = 'https://platform.test';

export function useServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export interface Seen {
  method: string;
  path: string;
  /** Plain query parameters (a repeated one as an array) merged with the decoded `.r`. */
  params: Record<string, unknown>;
  body: unknown;
  authorization: string | null;
  queryLength: number;
}

async function describeRequest(request: Request): Promise<Seen> {
  const url = new URL(request.url);
  const params: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    if (key === '.r') Object.assign(params, decodeR(values[0]!));
    else params[key] = values.length > 1 ? values : values[0];
  }
  const text = await request.text();
  return {
    method: request.method,
    path: url.pathname,
    params,
    body: text ? JSON.parse(text) : undefined,
    authorization: request.headers.get('authorization'),
    queryLength: url.search.replace(/^\?/, '').length,
  };
}

/** Records every API request (token endpoint aside) and answers `answer(seen)`. */
export function recorder(answer: (seen: Seen) => Response = () => HttpResponse.json({})) {
  const seen: Seen[] = [];
  const handler = http.all(`${API}/*`, async ({ request }) => {
    const described = await describeRequest(request);
    seen.push(described);
    return answer(described);
  });
  return { seen, handler };
}

/** Token endpoint answering fresh tokens and recording the grants. */
export function tokenEndpoint(expiresIn = 14400) {
  const grants: Array<Record<string, unknown>> = [];
  const handler = http.post(`${API}/oauth2/token`, async ({ request }) => {
    const grant = (await request.json()) as Record<string, unknown>;
    grants.push(grant);
    const n = grants.length;
    return HttpResponse.json({
      access_token: `access-${n}`,
      expires_in: expiresIn,
      refresh_token: `refresh-${n}`,
      token_type: 'Bearer',
    });
  });
  return { grants, handler };
}
