import { afterAll, beforeAll, expect, vi } from 'vitest';
import {
  ApiKeyStrategy,
  OAuthStrategy,
  createClient,
  type Descriptors,
  type Tokens as SdkTokens,
} from '@wix/sdk';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type PlatformClientOptions,
  createElevatedClient,
  createPlatformClient,
  emptyTokens,
} from '../../shared/client/index.ts';
import { buildApp } from './app.ts';
import { type SandboxOptions, createPlatform, startSandbox } from './server.ts';

export const ADMIN_KEY = 'test-admin-key';
export const CLIENT_ID = 'test-client';
export const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The test site's registered origins; any other port is an attacker's. */
export const SITE_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:4000',
];

/** The sandbox's app and platform without a server: `close` only closes the database. */
const inProcessSandbox = (options: SandboxOptions) => {
  const platform = createPlatform(options);
  const app = buildApp(platform, options.log);
  return { url: TEST_SANDBOX_URL, platform, app, close: async () => platform.db.close() };
};

/**
 * Where a port-less test sandbox says it lives. `.test` never resolves, so a URL that slips
 * past the sandbox's own fetch fails loudly instead of reaching a real server.
 */
export const TEST_SANDBOX_URL = 'http://sandbox.test';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A `fetch` answered by the app in-process (Hono's `app.request`): no socket, nothing to
 * flake. Follows redirects within the sandbox as `fetch` does (unless `redirect: 'manual'`);
 * any other address is refused, as a closed port would be.
 */
const inProcessFetch =
  (app: ReturnType<typeof buildApp>, base: string): typeof fetch =>
  async (input, init) => {
    let request = new Request(input, init);
    for (let hops = 0; ; hops++) {
      if (new URL(request.url).origin !== base)
        throw new TypeError(`fetch failed: ${request.url} is not the test sandbox (${base})`);
      const res = await app.request(request);
      const location = res.headers.get('location');
      if (request.redirect !== 'follow' || !location || !REDIRECTS.has(res.status)) return res;
      if (hops === 20) throw new TypeError('fetch failed: redirect count exceeded');
      const next = new URL(location, request.url);
      const keepsMethod =
        res.status === 307 || res.status === 308 || ['GET', 'HEAD'].includes(request.method);
      request = keepsMethod
        ? new Request(next, request)
        : new Request(next, { method: 'GET', headers: request.headers });
    }
  };

interface TestSandboxOptions {
  listen?: boolean;
  eventPage?: string;
  /** A bound small enough to reach in a test (SandboxConfig.maxLiveVisitors). */
  maxLiveVisitors?: number;
}

/**
 * A sandbox over a fresh temp database, answered in-process through `app.request` (see
 * `fetch`), plus a tiny JSON call helper. `listen: true` puts it on a free port instead, for
 * the few tests about sockets themselves (keep-alive.test.ts).
 */
export const startTestSandbox = async ({
  listen = false,
  eventPage,
  maxLiveVisitors,
}: TestSandboxOptions = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  const serverErrors: unknown[] = [];
  const options: SandboxOptions = {
    port: 0,
    dbPath: join(dir, 'platform.db'),
    clientId: CLIENT_ID,
    adminKey: ADMIN_KEY,
    allowedOrigins: SITE_ORIGINS,
    eventPage,
    maxLiveVisitors,
    log: (_m, err) => serverErrors.push(err),
  };
  const sandbox = listen ? await startSandbox(options) : inProcessSandbox(options);
  const sandboxFetch: typeof fetch = listen
    ? globalThis.fetch
    : inProcessFetch(sandbox.app, sandbox.url);
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    options: {
      token?: string;
      body?: unknown;
      raw?: string;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const res = await sandboxFetch(sandbox.url + path, {
      method,
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: options.token } : {}),
        ...options.headers,
      },
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, body: json as T, text };
  };
  const visitor = async () =>
    (
      await call<{ access_token: string }>('POST', '/oauth2/token', {
        body: { grantType: 'anonymous', clientId: CLIENT_ID },
      })
    ).body.access_token;
  const member = async (memberId = 'member-demo') =>
    (
      await call<{ access_token: string }>('POST', '/oauth2/token', {
        token: ADMIN_KEY,
        body: {
          grantType: 'authorized_client',
          clientId: CLIENT_ID,
          memberId,
          scope: 'offline_access',
        },
      })
    ).body.access_token;
  /** A test control (`/_sandbox/...`), with the admin key and control header it needs. */
  const control = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    call<T>(method, `/_sandbox/${path}`, {
      token: ADMIN_KEY,
      headers: { 'x-sandbox-control': '1' },
      ...(body === undefined ? {} : { body }),
    });
  /** A hosted page's address, its redirect session asked for with `token` (its target's owner). */
  const hostedPage = async (token: string, body: Record<string, unknown>) =>
    (
      await call<{ redirectSession: { fullUrl: string } }>('POST', '/v1/redirect-session', {
        token,
        body,
      })
    ).body.redirectSession.fullUrl;
  return {
    ...sandbox,
    fetch: sandboxFetch,
    call,
    control,
    visitor,
    member,
    hostedPage,
    serverErrors,
  };
};

export type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;

/** A platform client (shared/client) over an in-memory token store, as a widget page would hold. */
export const clientFor = (
  sandbox: Pick<TestSandbox, 'url' | 'fetch'>,
  frameFlow?: PlatformClientOptions['frameFlow'],
) => {
  let tokens = emptyTokens();
  const memory = new Map<string, string>();
  return createPlatformClient({
    apiBase: sandbox.url,
    fetch: sandbox.fetch,
    clientId: CLIENT_ID,
    session: { getTokens: () => tokens, setTokens: (t) => void (tokens = t) },
    storage: () => ({
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    }),
    ...(frameFlow ? { frameFlow } : {}),
  });
};

export const adminClientFor = (sandbox: Pick<TestSandbox, 'url' | 'fetch'>) =>
  createElevatedClient({ apiBase: sandbox.url, fetch: sandbox.fetch, apiKey: ADMIN_KEY });

/**
 * Runs the hidden-iframe leg without a browser: loads the page as a frame on `site` would
 * (its Referer) and reads what it posts.
 */
export const fetchFrameFlow =
  (sandbox: Pick<TestSandbox, 'fetch'>): NonNullable<PlatformClientOptions['frameFlow']> =>
  async ({ url }) => {
    const page = await sandbox.fetch(url, { headers: { referer: 'http://127.0.0.1:5173/' } });
    const html = await page.text();
    const match = /postMessage\((\{.*?\}), ("[^"]*")\)/s.exec(html);
    if (!match) throw new Error(`No postMessage in ${html.slice(0, 200)}`);
    return JSON.parse(match[1]!) as { code: string; state: string };
  };

/**
 * One sandbox per test file: started before the first test, and after the last one checked
 * for server errors (any 5xx is a bug) and closed. Call the returned function in tests.
 */
export function useTestSandbox(options: TestSandboxOptions = {}): () => TestSandbox {
  let sandbox: TestSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox(options);
  });
  afterAll(async () => {
    expect(sandbox?.serverErrors).toEqual([]);
    await sandbox?.close();
  });
  return () => sandbox!;
}

/**
 * The official SDK, unchanged, against the file's sandbox: its `fetch` only swaps the
 * platform's hosts (www and edge.wixapis.com) for the sandbox's address, as a site owner's own
 * tests would, and is answered in-process (the test sandbox's `fetch`, no port).
 */
export function useSdkOnSandbox(sandbox: () => TestSandbox): void {
  const swapHosts = (input: RequestInfo | URL, init?: RequestInit) =>
    sandbox().fetch(
      String(input instanceof Request ? input.url : input).replace(
        /^https:\/\/(www|edge)\.wixapis\.com/,
        sandbox().url,
      ),
      init,
    );
  beforeAll(() => vi.stubGlobal('fetch', swapHosts));
  afterAll(() => vi.unstubAllGlobals());
}

/**
 * The official SDK's clients of `modules`, as a site owner would make them: a visitor's (the
 * OAuth client id; `tokens` to go on as someone already known) and the admin's (the API key).
 */
export function sdkClients<T extends Descriptors>(modules: T) {
  return {
    visitor: (tokens?: SdkTokens) =>
      createClient({
        modules,
        auth: OAuthStrategy({ clientId: CLIENT_ID, ...(tokens && { tokens }) }),
      }),
    admin: () =>
      createClient({ modules, auth: ApiKeyStrategy({ apiKey: ADMIN_KEY, siteId: 'site' }) }),
  };
}

/** One guest's registration form, as the official SDK's ticket checkout sends it. */
export const SDK_GUESTS = [
  {
    form: {
      inputValues: [
        { inputName: 'firstName', value: 'Ada' },
        { inputName: 'lastName', value: 'Lovelace' },
        { inputName: 'email', value: 'ada@example.com' },
      ],
    },
  },
];
