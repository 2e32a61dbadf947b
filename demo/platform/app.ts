import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getPath } from 'hono/utils/url';
import type { AppEnv, Platform } from './context.ts';
import { ApiError, applicationError } from './errors.ts';
import { servicePath } from './gateway.ts';
import { newId } from './ids.ts';
import { backInStockRoutes } from './routes/back-in-stock.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogAdminRoutes } from './routes/catalog-admin.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { checkoutRoutes } from './routes/checkouts.ts';
import { identityRoutes } from './routes/identity.ts';
import { eventRoutes } from './routes/events.ts';
import { homeRoutes } from './routes/home.ts';
import { mediaRoutes } from './routes/media.ts';
import { oauthRoutes } from './routes/oauth.ts';
import { orderRoutes } from './routes/orders.ts';
import { ticketDocumentRoutes } from './routes/ticket-documents.ts';
import { hostedEventRoutes } from './routes/hosted-events.ts';
import { storeOrderRoutes } from './routes/store-orders.ts';
import { hostedPageRoutes } from './routes/hosted-pages.ts';
import { redirectSessionRoutes } from './routes/redirect-sessions.ts';
import { sandboxRoutes } from './routes/sandbox.ts';
import {
  adminKeyFromKnownPages,
  apiCors,
  htmlHeaders,
  loopbackHostOnly,
  sameOriginForms,
} from './security.ts';
import { ticketDefinitionRoutes } from './routes/ticket-definitions.ts';
import { rsvpRoutes } from './routes/rsvps.ts';
import { ticketingRoutes } from './routes/ticketing.ts';
import { widgetRoutes } from './routes/widgets.ts';

const MAX_BODY_BYTES = 1024 * 1024;

/** The whole sandbox platform as one Hono app over one Platform (db, clock, config). */
export const buildApp = (p: Platform, log: (msg: string, err: unknown) => void = console.error) => {
  // Routes are matched on the service path: the platform's public prefixed paths and the
  // spec's bare paths reach the same handler (gateway.ts).
  const app = new Hono<AppEnv>({ getPath: (request) => servicePath(getPath(request)) });

  app.use('*', async (c, next) => {
    const requestId = newId();
    c.set('requestId', requestId);
    await next();
    // The platform's name for it, which the official SDK reads; the short one for older callers.
    c.res.headers.set('x-wix-request-id', requestId);
    c.res.headers.set('x-request-id', requestId);
  });
  // Its `Date` is the sandbox's clock, which tests advance: a client that reads the platform's
  // time from it (the ticket countdown) must find it agreeing with the `expires` it counts to.
  // Node leaves a `Date` already set as it is.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('date', p.clock.now().toUTCString());
  });
  app.use('*', loopbackHostOnly());
  app.use('*', apiCors());
  app.use('*', adminKeyFromKnownPages(p));
  app.use('*', htmlHeaders());
  app.use('*', p.faults.middleware());
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        const { body } = applicationError(
          413,
          'PAYLOAD_TOO_LARGE',
          `Bodies are limited to ${MAX_BODY_BYTES} bytes`,
        );
        // The rest of the body stays unread, so the socket closes after this answer: said, so
        // that no client sends its next request down it ("other side closed").
        throw new ApiError(413, body, { Connection: 'close' });
      },
    }),
  );

  // Every body is read before the answer, even by handlers that refuse without looking at it.
  // Else @hono/node-server drains the unread body after answering and destroys the socket if
  // that takes over 500 ms (any event-loop stall does it), while the client has already reused
  // the keep-alive socket for its next request: "other side closed" (the sweep test's flake).
  // Handlers still read it: Hono caches the body.
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await c.req.arrayBuffer();
    await next();
  });
  app.use('*', sameOriginForms());

  for (const routes of [
    homeRoutes,
    sandboxRoutes,
    mediaRoutes,
    widgetRoutes,
    oauthRoutes,
    identityRoutes,
    redirectSessionRoutes,
    hostedPageRoutes,
    hostedEventRoutes,
    ticketDocumentRoutes,
    cartRoutes,
    checkoutRoutes,
    catalogRoutes,
    catalogAdminRoutes,
    backInStockRoutes,
    eventRoutes,
    ticketingRoutes,
    rsvpRoutes,
    ticketDefinitionRoutes,
    orderRoutes,
    storeOrderRoutes,
  ]) {
    app.route('/', routes(p));
  }

  app.notFound((c) =>
    c.json(
      {
        message: `No route for ${c.req.method} ${c.req.path}`,
        details: { applicationError: { code: 'NOT_FOUND', description: 'Unknown path', data: {} } },
      },
      404,
    ),
  );

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json(err.body, err.status);
    }
    // Anything else is a sandbox bug: log it loudly; bad input must never get here.
    log(`[sandbox] ${c.req.method} ${c.req.path} failed`, err);
    return c.json(
      {
        message: 'System error occurred',
        details: { applicationError: { code: 'INTERNAL', description: String(err), data: {} } },
      },
      500,
    );
  });

  return app;
};
