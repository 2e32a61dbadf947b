import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Platform } from '../context.ts';
import { readBody, readParams, text } from '../validation.ts';

const faultSchema = z.object({
  path: text(500).startsWith('/'),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  status: z.number().int().min(100).max(599).optional(),
  delayMs: z.number().int().min(0).max(30_000).optional(),
  count: z.number().int().min(1).max(1000).default(1),
  headers: z.record(text(100), text(1000)).optional(),
  body: z.unknown().optional(),
});

/** Test controls (wire.md "Sandbox controls"). */
export const sandboxRoutes = (p: Platform) =>
  new Hono<AppEnv>()
    .get('/_sandbox/health', (c) =>
      c.json({ ok: true, clientId: p.config.clientId, now: p.clock.iso() }),
    )
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
