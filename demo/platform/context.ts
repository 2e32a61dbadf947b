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
  /**
   * The site's own event page, `{slug}` standing for the event's slug, on one of the allowed
   * origins: the hosted event page sends visitors there for tickets, and confirmation emails
   * link to it. Without one the platform sells on its own event page.
   */
  eventPage?: string | undefined;
  /** Anonymous visitors kept at once (domain/visitors.ts MAX_LIVE_VISITORS when absent). */
  maxLiveVisitors?: number | undefined;
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
