import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv, Platform } from '../context.ts';
import { permissionDenied } from '../errors.ts';
import { callerOf } from '../domain/tokens.ts';
import { readBody, readParams, text } from '../validation.ts';

/** The header every control call must send: a cross-origin form or simple request cannot. */
export const CONTROL_HEADER = 'X-Sandbox-Control';

const faultSchema = z
  .object({
    path: text(500)
      .startsWith('/')
      // The widgets' own files are served to every page: a fault there would be a way to
      // break (or, with a body, replace) the code every site runs.
      .refine((path) => !path.startsWith('/widgets/'), 'may not be under /widgets/'),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    // Failures only: no redirects, no success answers with made-up bodies.
    status: z.number().int().min(400).max(599).optional(),
    delayMs: z.number().int().min(0).max(30_000).optional(),
    retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
    count: z.number().int().min(1).max(1000).default(1),
  })
  .strict();

/**
 * Every control but health changes or reads the whole sandbox, so each needs the admin key, and
 * a call that changes something also needs the control header and a JSON body: a page on
 * another origin can send neither without a CORS preflight, which /_sandbox/ never answers.
 */
const guard =
  (p: Platform): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.req.path === '/_sandbox/health') return next();
    if (callerOf(p, c).kind !== 'admin') throw permissionDenied('Test controls need the admin key');
    if (c.req.method !== 'GET') {
      const json = /^application\/json\b/i.test(c.req.header('content-type') ?? '');
      if (c.req.header(CONTROL_HEADER) !== '1' || !json)
        throw permissionDenied(`Test controls need ${CONTROL_HEADER}: 1 and a JSON body`);
    }
    return next();
  };

/** Test controls (wire.md "Sandbox controls"). */
export const sandboxRoutes = (p: Platform) =>
  new Hono<AppEnv>()
    .use('/_sandbox/*', guard(p))
    // Public, so scripts can wait for the sandbox: nothing in it is a secret.
    .get('/_sandbox/health', (c) => c.json({ ok: true, now: p.clock.iso() }))
    .post('/_sandbox/reset', (c) => {
      p.reset();
      return c.json({ ok: true });
    })
    .post('/_sandbox/clock', async (c) => {
      const { advanceMs } = await readBody(
        c,
        z.object({
          advanceMs: z
            .number()
            .int()
            .min(0)
            .max(10 * 365 * 86_400_000),
        }),
      );
      return c.json({ now: p.clock.advance(advanceMs).toISOString() });
    })
    .get('/_sandbox/outbox', async (c) => {
      const { to } = await readParams(c, z.object({ to: text(254).optional() }));
      const emails = to ? p.db.outbox.allByKey(to) : p.db.outbox.all();
      return c.json({ emails });
    })
    .post('/_sandbox/faults', async (c) => {
      const fault = await readBody(c, faultSchema);
      p.faults.add(fault);
      return c.json({ ok: true, fault });
    })
    .delete('/_sandbox/faults', (c) => {
      p.faults.clear();
      return c.json({ ok: true });
    });
