import { encodeR, parseAnswer } from './encoding';
import { SystemError, TimeoutError, errorFromAnswer, type ApplicationError } from './errors';
import { parseRetryAfter } from './retry-after';

/** How long a request may wait for its answer, as ky's default: then it fails as TimeoutError. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** A GET query string longer than this goes as a POST to the same path (spec §9). */
export const MAX_QUERY_LENGTH = 4000;

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Params = Record<string, unknown>;

/** ky-like hooks: change the request before it leaves, or the response before it is read. */
export interface Hooks {
  beforeRequest?: Array<(request: Request) => Request | void | Promise<Request | void>>;
  afterResponse?: Array<
    (request: Request, response: Response) => Response | void | Promise<Response | void>
  >;
}

export interface TransportOptions {
  /** Where calls go: a platform host (`hosts.ts`) or the site's api-base. */
  origin: string;
  /**
   * Value of the `Authorization` header: an access token or an API key, sent raw. Given the
   * value the platform just refused (401), a token source offers another if it has one.
   */
  authorize: (refused?: string) => Promise<string> | string;
  fetch?: typeof fetch;
  hooks?: Hooks;
  /** Milliseconds to wait for an answer (its body included); `false` waits for ever. */
  timeoutMs?: number | false;
}

/** What a caller may add to any read: TanStack's queryFn hands over `signal`. */
export interface RequestOptions {
  /** Aborts the request, e.g. when the widget that asked is removed (the query is cancelled). */
  signal?: AbortSignal | undefined;
}

export interface CallOptions extends RequestOptions {
  /** GET parameters; on other methods, extra query parameters. */
  params?: Params;
  body?: unknown;
  /** Argument names the call's errors carry (bulk product calls). */
  argumentNames?: readonly string[];
  /**
   * A query call (the SDK's "complex request"): nested params travel as one `.r=` parameter,
   * and a query string over 4000 characters goes as a POST to the same path.
   */
  query?: boolean;
}

export interface Transport {
  request<T>(method: Method, path: string, options?: CallOptions): Promise<T>;
  get<T>(path: string, params?: Params, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T>(path: string, params?: Params, options?: CallOptions): Promise<T>;
}

/** `{a: {b: 1}}` as `{'a.b': 1}`; arrays are leaves. */
function flatten(params: Params, prefix = '', into: Params = {}): Params {
  for (const [key, value] of Object.entries(params)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      flatten(value as Params, path, into);
    } else into[path] = value;
  }
  return into;
}

const isNested = ([key, value]: [string, unknown]) =>
  key.includes('.') || (Array.isArray(value) && value.some((item) => typeof item === 'object'));

/**
 * Query string for params, as the official SDK writes it: dotted keys for nested values and
 * a repeated key per array item (`id=a&id=b`); a query call whose params do not fit that goes
 * as one `.r=` parameter holding base64url JSON (docs/wire.md).
 */
export function encodeParams(params: Params = {}, query = false): string {
  const flat = flatten(params);
  if (query && Object.entries(flat).some(isNested)) return `.r=${encodeR(params)}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(flat)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || typeof item === 'object') continue;
      search.append(key, String(item));
    }
  }
  return search.toString();
}

/** Reads a JSON body; NaN/Infinity strings become numbers. Empty bodies read as `{}`. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return parseAnswer(text);
  } catch {
    return text;
  }
}

/**
 * A call's headers: JSON answers, the raw Authorization value (none when empty) and a JSON
 * body's type. The loader's first products query sends these too (widgets/early-start.ts).
 */
export function callHeaders(auth: string, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (auth) headers.Authorization = auth;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

/** The one place that talks HTTP: auth header, `.r=` GETs with POST fallback, error mapping. */
export function createTransport(options: TransportOptions): Transport {
  const base = options.origin.replace(/\/+$/, '');
  const hooks = options.hooks ?? {};
  // Looked up per call, not at creation, so test doubles installed later (msw) are seen.
  const doFetch = (request: Request) => (options.fetch ?? globalThis.fetch)(request);

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function buildRequest(
    method: Method,
    path: string,
    call: CallOptions,
    auth: string,
    signal: AbortSignal,
  ): Request {
    let query = encodeParams(call.params, call.query);
    // A POST, PUT or PATCH always carries a JSON body, `{}` when empty, as the SDK sends it.
    let body = call.body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
    if (method === 'GET' && call.query && query.length > MAX_QUERY_LENGTH) {
      [method, query, body] = ['POST', '', call.params];
    }
    return new Request(`${base}${path}${query ? `?${query}` : ''}`, {
      method,
      headers: callHeaders(auth, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  }

  async function request<T>(
    method: Method,
    path: string,
    call: CallOptions = {},
    refused?: string,
  ): Promise<T> {
    const context = { argumentNames: call.argumentNames };
    const auth = await options.authorize(refused);
    // One signal for the request: the caller's (aborted when its query is cancelled) and the
    // timeout's. A timer, not AbortSignal.any/timeout, which older Safari lacks.
    const { signal } = call;
    const controller = new AbortController();
    const cancel = () => controller.abort(signal!.reason);
    if (signal?.aborted) cancel();
    signal?.addEventListener('abort', cancel);
    const timer = timeoutMs && setTimeout(() => controller.abort(), timeoutMs);
    let req = buildRequest(method, path, call, auth, controller.signal);
    for (const hook of hooks.beforeRequest ?? []) req = (await hook(req)) ?? req;
    // No answer, or no whole body: timed out, cancelled by the caller (a removed widget's
    // query: its reason, not a platform failure), or the network failed.
    const failure = (cause: unknown) =>
      Promise.reject(
        !controller.signal.aborted
          ? new SystemError(context, { cause })
          : signal?.aborted
            ? signal.reason
            : new TimeoutError(req.url, timeoutMs as number, context),
      );
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(req).catch(failure);
      for (const hook of hooks.afterResponse ?? [])
        response = (await hook(req, response)) ?? response;
      body = await readBody(response).catch(failure);
    } finally {
      clearTimeout(timer || undefined);
      signal?.removeEventListener('abort', cancel);
    }
    if (response.ok) return body as T;
    const requestId =
      response.headers.get('x-wix-request-id') ?? response.headers.get('x-request-id') ?? undefined;
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    const error = errorFromAnswer(response.status, response.statusText, body, {
      ...context,
      requestId,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
    // A token the platform no longer knows (the member changed their password or signed out
    // elsewhere) would fail every call until it expires here: sent once more with the next.
    if (
      (error as ApplicationError).code === 'UNAUTHENTICATED' &&
      !refused &&
      auth !== (await options.authorize(auth))
    )
      return request(method, path, call, auth);
    throw error;
  }

  return {
    request,
    get: (path, params, call) => request('GET', path, { ...call, params }),
    post: (path, body, call) => request('POST', path, { ...call, body }),
    patch: (path, body, call) => request('PATCH', path, { ...call, body }),
    put: (path, body, call) => request('PUT', path, { ...call, body }),
    delete: (path, params, call) => request('DELETE', path, { ...call, params }),
  };
}

/** Path segment from a caller value: ids and slugs are percent-encoded. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));
