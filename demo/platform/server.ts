import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { Clock } from './clock.ts';
import type { Platform } from './context.ts';
import { openDatabase } from './db/database.ts';
import { sweepStaleData } from './domain/visitors.ts';
import { Faults } from './faults.ts';
import { seed } from './seed/index.ts';

/** `npm run demo`'s site (scripts/demo.ts), under both loopback names. */
const DEMO_SITE_PORT = 8080;

export const DEFAULTS = {
  port: 8787,
  dbPath: '.sandbox/platform.db',
  clientId: 'demo-client',
  adminKey: 'demo-admin-key',
  allowedOrigins: loopbackOrigins(DEMO_SITE_PORT),
};

/** `http://127.0.0.1:<port>` and `http://localhost:<port>`: one page, either name. */
export function loopbackOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/** `SANDBOX_ORIGINS`: comma-separated origins; anything with a path or no scheme is an error. */
export function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
      if (origin === 'null' || origin !== entry.replace(/\/$/, ''))
        throw new Error(`SANDBOX_ORIGINS: "${entry}" is not an origin like http://127.0.0.1:8080`);
      return origin;
    });
}

export interface SandboxOptions {
  port?: number;
  dbPath?: string;
  reset?: boolean;
  clientId?: string;
  adminKey?: string;
  /** Registered origins of the site owner's pages (redirect URIs, login frame, callbacks). */
  allowedOrigins?: readonly string[];
  /** The site's event page address with `{slug}` (SandboxConfig.eventPage). */
  eventPage?: string | undefined;
  /** Anonymous visitors kept at once (SandboxConfig.maxLiveVisitors). */
  maxLiveVisitors?: number | undefined;
  log?: (msg: string, err: unknown) => void;
}

/** An event page template must name the slug and live on a registered origin of the site. */
export function checkEventPage(template: string | undefined, origins: readonly string[]) {
  if (template === undefined) return undefined;
  const url = URL.canParse(template) ? new URL(template) : undefined;
  if (!template.includes('{slug}') || !url || !origins.includes(url.origin))
    throw new Error(
      `Event page "${template}" must contain {slug} and be on a site origin (${origins.join(', ')})`,
    );
  return template;
}

export const createPlatform = (options: SandboxOptions = {}): Platform => {
  const db = openDatabase(options.dbPath ?? DEFAULTS.dbPath);
  const clock = new Clock();
  const faults = new Faults();
  const reset = () => {
    db.dropSchema();
    db.createSchema();
    clock.reset();
    faults.clear();
    seed(db, clock.nowMs());
  };
  db.createSchema();
  if (options.reset || db.isEmpty()) reset();
  const allowedOrigins = (options.allowedOrigins ?? DEFAULTS.allowedOrigins).map(
    (o) => new URL(o).origin,
  );
  const platform: Platform = {
    db,
    clock,
    faults,
    config: {
      clientId: options.clientId ?? DEFAULTS.clientId,
      adminKey: options.adminKey ?? DEFAULTS.adminKey,
      allowedOrigins,
      eventPage: checkEventPage(options.eventPage, allowedOrigins),
      maxLiveVisitors: options.maxLiveVisitors,
    },
    reset,
  };
  // A database kept from earlier runs drops the visitors forgotten since.
  sweepStaleData(platform);
  return platform;
};

/**
 * Refuses a request line that names a host ("GET http://other.example/ HTTP/1.1", the form
 * sent to proxies): the request's URL would be that one, not the checked Host header's, and
 * links the sandbox builds from it (a password reset's) would point there.
 */
const originFormOnly =
  (listener: RequestListener): RequestListener =>
  (req, res) => {
    if (req.url?.startsWith('/')) return listener(req, res);
    res.writeHead(400, { 'Content-Type': 'text/plain', Connection: 'close' });
    res.end('The request line must name a path on this server.\n');
  };

/** Starts the sandbox on 127.0.0.1 only; port 0 picks a free port (tests). */
export const startSandbox = async (options: SandboxOptions = {}) => {
  const platform = createPlatform(options);
  const app = buildApp(platform, options.log);
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer) => {
    const s = serve(
      {
        fetch: app.fetch,
        hostname: '127.0.0.1',
        port: options.port ?? DEFAULTS.port,
        // Node's createServer, its request listener wrapped (the type names all its overloads).
        createServer: ((serverOptions: ServerOptions, listener: RequestListener) =>
          createServer(serverOptions, originFormOnly(listener))) as typeof createServer,
      },
      () => resolveServer(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    platform,
    app,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => {
          platform.db.close();
          done();
        });
      }),
  };
};
