import { Hono } from 'hono';
import type { AppEnv, Platform } from '../context.ts';
import { checkoutFor, checkoutView } from '../domain/store-checkout-access.ts';
import { requireCaller } from '../domain/tokens.ts';
import { pathId } from '../validation.ts';

/**
 * eCommerce checkouts: GET /v1/checkouts/{id} (public `/ecom/v1/checkouts/{id}`), the one the
 * cart's create-checkout made, read by its buyer.
 */
export const checkoutRoutes = (p: Platform) =>
  new Hono<AppEnv>().get('/v1/checkouts/:id', (c) => {
    const checkout = checkoutFor(p, requireCaller(p, c), pathId(c));
    return c.json({ checkout: checkoutView(checkout) });
  });
