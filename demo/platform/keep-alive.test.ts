/**
 * A refused call must not poison its keep-alive socket. The sandbox answers some calls before
 * reading their body (no token, say); @hono/node-server then drains the body and destroys the
 * socket if that takes over 500 ms, which any event-loop stall causes, while the client has
 * already reused the socket for its next call: "other side closed". Reading every body first
 * (app.ts) keeps the socket whole.
 */
import { request, Agent } from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox({ listen: true });
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

/** One call over the single kept-alive socket; resolves with the status and the socket. */
const call = (method: string, path: string, body?: string) =>
  new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
    const req = request(`${sandbox().url}${path}`, { method, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, socket: req.socket }));
    });
    req.on('error', reject);
    req.end(body);
  });

it('keeps the socket usable after answering before the body was read', async () => {
  // An administrator's call without the key: refused before its body is looked at.
  const body = JSON.stringify({ pad: 'x'.repeat(512 * 1024) });
  const report =
    '/back-in-stock-service/v1/back-in-stock-notification-requests/report-items-back-in-stock';
  const refused = await call('POST', report, body);
  expect(refused.status).toBeGreaterThanOrEqual(401);
  // A stall longer than the drain timeout, as a busy machine makes.
  const until = Date.now() + 700;
  while (Date.now() < until);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const next = await call('GET', '/_sandbox/health');
  expect(next.status).toBe(200);
  expect(next.socket).toBe(refused.socket);
});

it('closes the socket after refusing a body too large to read, and says so first', async () => {
  // Sent in chunks (no Content-Length), 2 MB: refused once 1 MB has arrived, the rest unread.
  const refused = await new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    const req = request(
      `${sandbox().url}/ecom/v1/carts/current/add-to-cart`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection }),
        );
      },
    );
    req.on('error', reject);
    for (let i = 0; i < 20; i++) req.write('a'.repeat(100_000));
    req.end();
  });
  expect(refused).toEqual({ status: 413, connection: 'close' });
  const until = Date.now() + 700;
  while (Date.now() < until);
  expect((await call('GET', '/_sandbox/health')).status).toBe(200);
});
