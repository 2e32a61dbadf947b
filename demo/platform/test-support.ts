import { afterAll, beforeAll, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type PlatformClientOptions,
  createElevatedClient,
  createPlatformClient,
} from '../../shared/client/index.ts';
import { emptyTokens } from '../../shared/session/tokens.ts';
import { startSandbox } from './server.ts';

export const ADMIN_KEY = 'test-admin-key';
export const CLIENT_ID = 'test-client';
export const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The test site's registered origins; any other port is an attacker's. */
export const SITE_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:4000',
];

/** A sandbox on a free port over a fresh temp database, plus a tiny JSON fetch helper. */
export const startTestSandbox = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  const serverErrors: unknown[] = [];
  const sandbox = await startSandbox({
    port: 0,
    dbPath: join(dir, 'platform.db'),
    clientId: CLIENT_ID,
    adminKey: ADMIN_KEY,
    allowedOrigins: SITE_ORIGINS,
    log: (_m, err) => serverErrors.push(err),
  });
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
    const res = await fetch(sandbox.url + path, {
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
  return { ...sandbox, call, control, visitor, member, serverErrors };
};

export type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;

/** A platform client (shared/client) over an in-memory token store, as a widget page would hold. */
export const clientFor = (url: string, frameFlow?: PlatformClientOptions['frameFlow']) => {
  let tokens = emptyTokens();
  const memory = new Map<string, string>();
  return createPlatformClient({
    apiBase: url,
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

export const adminClientFor = (url: string) =>
  createElevatedClient({ apiBase: url, apiKey: ADMIN_KEY });

/**
 * Runs the hidden-iframe leg without a browser: loads the page as a frame on `site` would
 * (its Referer) and reads what it posts.
 */
export const fetchFrameFlow: NonNullable<PlatformClientOptions['frameFlow']> = async ({ url }) => {
  const html = await (await fetch(url, { headers: { referer: 'http://127.0.0.1:5173/' } })).text();
  const match = /postMessage\((\{.*?\}), ("[^"]*")\)/s.exec(html);
  if (!match) throw new Error(`No postMessage in ${html.slice(0, 200)}`);
  return JSON.parse(match[1]!) as { code: string; state: string };
};

/**
 * One sandbox per test file: started before the first test, and after the last one checked
 * for server errors (any 5xx is a bug) and closed. Call the returned function in tests.
 */
export function useTestSandbox(): () => TestSandbox {
  let sandbox: TestSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    expect(sandbox?.serverErrors).toEqual([]);
    await sandbox?.close();
  });
  return () => sandbox!;
}
