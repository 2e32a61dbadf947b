import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import {
  BACK_IN_STOCK_QUERY_FIELDS,
  backInStockView as view,
  countWaiting,
  markNotificationSent,
  ownRequest,
  reportBackInStock,
  requestBackInStock,
  withdrawRequest,
} from '../domain/back-in-stock.ts';
import { STORES_APP_ID } from '../domain/catalog.ts';
import { requestBase } from '../domain/products.ts';
import { requireAdmin, requireCaller } from '../domain/tokens.ts';
import { applicationError, invalidField } from '../errors.ts';
import { checkQueryFields, cursorQuery, querySchema } from '../query/query.ts';
import {
  email,
  guid,
  idString,
  jsonRecord,
  listParam,
  pathId,
  readBody,
  readParams,
  storedJsonRecord,
  text,
  webUrl,
} from '../validation.ts';

const BASE = '/v1/back-in-stock-notification-requests';

const catalogReference = z.object({
  catalogItemId: guid(),
  appId: text(100).default(STORES_APP_ID),
  // Stored with a visitor's request: a variant id and a few choices, never a megabyte.
  options: storedJsonRecord(2048).optional(),
});
const itemDetails = z
  .object({
    name: text(200).optional(),
    price: z.union([z.number(), text(50)]).optional(),
    image: z.unknown().optional(),
  })
  .optional();

/** Back-in-stock requests (spec §7.1): visitors ask; administrators list, count and report. */
export const backInStockRoutes = (p: Platform) => {
  const own = (c: Ctx, id: string, code?: string) => ownRequest(p, requireCaller(p, c), id, code);

  return new Hono<AppEnv>()
    .post(BASE, async (c) => {
      const body = await readBody(
        c,
        z.object({
          request: z.object({
            catalogReference,
            email: email(),
            itemUrl: webUrl().optional(),
          }),
          itemDetails,
        }),
      );
      const caller = requireCaller(p, c);
      // itemDetails is accepted as the SDK sends it, and not used (domain/back-in-stock.ts).
      const request = requestBackInStock(p, caller, body.request, requestBase(c.req.url));
      return c.json({ request: view(request) });
    })
    .get(`${BASE}/count-by-catalog-reference`, async (c) => {
      requireAdmin(p, c);
      const { catalogReferences } = await readParams(
        c,
        // The SDK's `@minSize 1`, `@maxSize 100`.
        z.object({ catalogReferences: listParam(catalogReference, 100, 1) }),
      );
      return c.json({ countsPerCatalogReference: countWaiting(p, catalogReferences) });
    })
    .post(`${BASE}/report-items-back-in-stock`, async (c) => {
      requireAdmin(p, c);
      const body = await readBody(
        c,
        z.object({
          catalogReference: catalogReference.optional(),
          itemDetails: jsonRecord().optional(),
          requestIds: z.array(idString()).max(1000).optional(),
          extraAutomationTemplateParameters: z.record(text(100), text(1000)).optional(),
        }),
      );
      // The SDK's options name the item or the requests: with neither, nothing is reported;
      // with both, it is its own error (each "cannot be used with" the other).
      if (!body.catalogReference && !body.requestIds)
        throw invalidField(
          'catalogReference',
          'give catalogReference or requestIds',
          'REQUIRED_ONE_OF_FIELD',
        );
      if (body.catalogReference && body.requestIds)
        throw applicationError(
          400,
          'REQUEST_CONTAINS_BOTH_CATALOG_REFERENCE_AND_REQUEST_IDS',
          'Give catalogReference or requestIds, not both',
        );
      const sent = reportBackInStock(p, body);
      return c.json({ notifiedRequestIds: sent.map((r) => r.id) });
    })
    .get(BASE, async (c) => {
      const { query } = await readParams(c, z.object({ query: querySchema.default({}) }));
      requireAdmin(p, c);
      checkQueryFields(query, BACK_IN_STOCK_QUERY_FIELDS);
      const page = cursorQuery(p.db.backInStock.all().map(view), {
        ...query,
        sort: query.sort ?? [{ fieldName: 'createdDate', order: 'DESC' }],
      });
      return c.json({ requests: page.items, metadata: page.metadata });
    })
    .get(`${BASE}/:id`, (c) => c.json({ request: view(own(c, pathId(c))) }))
    .delete(`${BASE}/:id`, (c) => {
      withdrawRequest(p, requireCaller(p, c), pathId(c));
      return c.json({});
    })
    .put(`${BASE}/:id/mark-as-notification-sent`, (c) => {
      requireAdmin(p, c);
      const request = own(c, pathId(c), 'BACK_IN_STOCK_NOTIFICATION_REQUEST_NOT_FOUND');
      return c.json({ request: view(markNotificationSent(p, request)) });
    });
};
