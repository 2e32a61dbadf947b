import type { Context } from 'hono';
import type { Clock } from './clock.ts';
import type { Db } from './db/database.ts';
import type { Faults } from './faults.ts';

export interface SandboxConfig {
  clientId: string;
  adminKey: string;
  /**
   * The site owner's registered origins: where redirect URIs, callbacks and the hidden login
   * frame's answers may go (exact `scheme://host:port`, no paths).
   */
  allowedOrigins: readonly string[];
}

/** Everything a handler may touch: one per running sandbox, so tests can run several. */
export interface Platform {
  db: Db;
  clock: Clock;
  config: SandboxConfig;
  faults: Faults;
  /** Drops and reseeds all data and resets the clock. */
  reset(): void;
}

export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'admin' }
  | { kind: 'visitor'; visitorId: string }
  | { kind: 'member'; memberId: string; visitorId: string };

export interface AppEnv {
  Variables: { caller?: Caller; requestId: string };
}

export type Ctx = Context<AppEnv>;
