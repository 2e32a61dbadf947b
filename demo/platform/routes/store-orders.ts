import { Hono } from 'hono';
import type { AppEnv, Platform } from '../context.ts';
import { storeOrderFor } from '../domain/store-order-access.ts';
import { requireCaller } from '../domain/tokens.ts';

/**
 * eCommerce orders: GET /v1/orders/{id} (public `/ecom/v1/orders/{id}`), for the buyer's own
 * thank-you page. Registered after the ticketing routes, whose `/v1/orders/summary` it would
 * otherwise shadow.
 */
export const storeOrderRoutes = (p: Platform) =>
  new Hono<AppEnv>().get('/v1/orders/:id', (c) =>
    c.json({ order: storeOrderFor(p, requireCaller(p, c), c.req.param('id')) }),
  );
