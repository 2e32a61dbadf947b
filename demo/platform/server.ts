import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { Clock } from './clock.ts';
import type { Platform } from './context.ts';
import { openDatabase } from './db/database.ts';
import { Faults } from './faults.ts';
import { seed } from './seed/index.ts';

export const DEFAULTS = {
  port: 8787,
  dbPath: '.sandbox/platform.db',
  clientId: 'demo-client',
  adminKey: 'demo-admin-key',
};

export interface SandboxOptions {
  port?: number;
  dbPath?: string;
  reset?: boolean;
  clientId?: string;
  adminKey?: string;
  log?: (msg: string, err: unknown) => void;
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
  return {
    db,
    clock,
    faults,
    config: {
      clientId: options.clientId ?? DEFAULTS.clientId,
      adminKey: options.adminKey ?? DEFAULTS.adminKey,
    },
    reset,
  };
};

/** Starts the sandbox on 127.0.0.1 only; port 0 picks a free port (tests). */
export const startSandbox = async (options: SandboxOptions = {}) => {
  const platform = createPlatform(options);
  const app = buildApp(platform, options.log);
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer) => {
    const s = serve(
      { fetch: app.fetch, hostname: '127.0.0.1', port: options.port ?? DEFAULTS.port },
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
