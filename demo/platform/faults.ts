import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { servicePath } from './gateway.ts';

export interface Fault {
  path: string;
  method?: string;
  status?: number;
  delayMs?: number;
  retryAfterSeconds?: number | undefined;
  count: number;
}

/**
 * Injected failures for client tests (retry, back-off, Retry-After): the next `count` calls
 * to `path` answer as told. Kept in memory: they are about the next few seconds of a test.
 */
export class Faults {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(): void {
    this.faults = [];
  }

  /** Takes one use of the first fault matching this call, if any. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (f) =>
        // A fault on a public path or its service path hits both (gateway.ts).
        servicePath(f.path) === servicePath(path) &&
        (!f.method || f.method.toUpperCase() === method) &&
        f.count > 0,
    );
    if (!fault) return undefined;
    fault.count -= 1;
    this.faults = this.faults.filter((f) => f.count > 0);
    return fault;
  }

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      // Never the controls themselves, nor the widgets' files every site loads.
      if (c.req.path.startsWith('/_sandbox/') || c.req.path.startsWith('/widgets/')) return next();
      const fault = this.take(c.req.method, c.req.path);
      if (!fault) return next();
      if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
      if (!fault.status) return next();
      if (fault.retryAfterSeconds !== undefined)
        c.header('Retry-After', String(fault.retryAfterSeconds));
      const body = {
        message: `Injected fault ${fault.status}`,
        details: {
          applicationError: {
            code: 'INJECTED_FAULT',
            description: 'Injected by /_sandbox/faults',
            data: {},
          },
        },
      };
      return c.json(body, fault.status as ContentfulStatusCode);
    };
  }
}
