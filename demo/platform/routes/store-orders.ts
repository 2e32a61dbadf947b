import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Platform } from '../context.ts';
import { searchStoreOrders, storeOrderFor } from '../domain/store-order-access.ts';
import { requireAdmin, requireCaller } from '../domain/tokens.ts';
import { querySchema, sortSchema } from '../query/query.ts';
import { readBody } from '../validation.ts';

/** The SDK's `CursorSearch`: a filter, at most 4 sorts, cursor paging; required. */
const searchSchema = z.object({
  search: querySchema.pick({ filter: true, cursorPaging: true }).extend({
    sort: sortSchema.max(4).optional(),
  }),
});

/**
 * eCommerce orders (public `/ecom/v1/orders`): GET /v1/orders/{id} for the buyer's own
 * thank-you page, and POST /v1/orders/search, elevated only as the SDK's ECOM.READ_ORDERS
 * is: a visitor's or member's token lists no one's orders. Registered after the ticketing
 * routes, whose `/v1/orders/summary` the GET would otherwise shadow.
 */
export const storeOrderRoutes = (p: Platform) =>
  new Hono<AppEnv>()
    .get('/v1/orders/:id', (c) =>
      c.json({ order: storeOrderFor(p, requireCaller(p, c), c.req.param('id')) }),
    )
    .post('/v1/orders/search', async (c) => {
      requireAdmin(p, c);
      const { search } = await readBody(c, searchSchema);
      const { items, metadata } = searchStoreOrders(p, search);
      return c.json({ orders: items, metadata });
    });
