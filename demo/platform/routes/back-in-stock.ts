import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import type { BackInStockRequest } from '../db/types.ts';
import { applicationError, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { STORES_APP_ID } from '../domain/catalog.ts';
import { isAllowedRedirect } from '../domain/oauth.ts';
import { sendEmail } from '../domain/outbox.ts';
import { requestBase } from '../domain/products.ts';
import { ownerKeyOf, requireAdmin, requireCaller } from '../domain/tokens.ts';
import { cursorPage, filterAndSort, querySchema } from '../query/query.ts';
import {
  email,
  idString,
  jsonRecord,
  listParam,
  readBody,
  readParams,
  text,
} from '../validation.ts';

const BASE = '/v1/back-in-stock-notification-requests';

const catalogReference = z.object({
  catalogItemId: idString(),
  appId: text(100).default(STORES_APP_ID),
  options: jsonRecord().optional(),
});
const itemDetails = z
  .object({
    name: text(200).optional(),
    price: z.union([z.number(), text(50)]).optional(),
    image: z.unknown().optional(),
  })
  .optional();

const sameReference = (a: unknown, b: z.infer<typeof catalogReference>) => {
  const ref = a as z.infer<typeof catalogReference>;
  const variant = (r: z.infer<typeof catalogReference>) =>
    (r.options as { variantId?: string } | undefined)?.variantId;
  return (
    ref.catalogItemId === b.catalogItemId &&
    ref.appId === b.appId &&
    (!variant(b) || variant(ref) === variant(b))
  );
};

const view = (r: BackInStockRequest) => {
  const { ownerKey: _ownerKey, ...wire } = r;
  return wire;
};

/** Back-in-stock requests (spec §7.1): visitors ask; administrators list, count and report. */
export const backInStockRoutes = (p: Platform) => {
  /** The visitor's page when it is one of the site's registered pages, else the product page. */
  const itemLink = (c: Ctx, itemUrl: string | undefined, slug: string) =>
    itemUrl && isAllowedRedirect(p, p.config.clientId, itemUrl)
      ? itemUrl
      : `${requestBase(c.req.url)}/hosted/products/${slug}`;
  const own = (c: Ctx, id: string) => {
    const caller = requireCaller(p, c);
    const request = p.db.backInStock.get(id);
    if (!request || (caller.kind !== 'admin' && request.ownerKey !== ownerKeyOf(caller)))
      throw notFound(`Request ${id}`);
    return request;
  };
  const markSent = (request: BackInStockRequest, details: Record<string, unknown> | undefined) => {
    // The report's details name the item (any JSON: what the SDK sends), else the request's.
    const name = String(details?.name ?? request.itemDetails.name ?? 'An item you wanted');
    sendEmail(p, {
      to: request.email,
      subject: `${name} is back in stock`,
      text: `Good news: ${name} is back at The Lantern Room.\n${request.itemUrl}`,
      data: { requestId: request.id, catalogReference: request.catalogReference },
    });
    return p.db.backInStock.put({
      ...request,
      status: 'NOTIFICATION_SENT',
      updatedDate: p.clock.iso(),
    });
  };

  return new Hono<AppEnv>()
    .post(BASE, async (c) => {
      const body = await readBody(
        c,
        z.object({
          request: z.object({
            catalogReference,
            email: email(),
            itemUrl: z.url().max(2000).optional(),
          }),
          itemDetails,
        }),
      );
      const caller = requireCaller(p, c);
      const product = p.db.products.get(body.request.catalogReference.catalogItemId);
      if (!product || !product.visible)
        throw notFound(`Product ${body.request.catalogReference.catalogItemId}`);
      const duplicate = p.db.backInStock
        .all()
        .find(
          (r) =>
            r.email === body.request.email &&
            r.status === 'RECEIVED' &&
            sameReference(r.catalogReference, body.request.catalogReference),
        );
      // Only the caller's own request is named: anyone may type anyone's email here.
      if (duplicate)
        throw applicationError(
          409,
          'REQUEST_ALREADY_EXISTS',
          'This email already waits for this item',
          duplicate.ownerKey === ownerKeyOf(caller) ? { requestId: duplicate.id } : {},
        );
      const now = p.clock.iso();
      // The email goes out under the shop's name: its words and link are the catalogue's, never
      // the visitor's (itemDetails is accepted as the SDK sends it, and not used).
      const request = p.db.backInStock.put({
        id: newId(),
        ...body.request,
        itemUrl: itemLink(c, body.request.itemUrl, product.slug),
        status: 'RECEIVED',
        itemDetails: { name: product.name },
        ownerKey: ownerKeyOf(caller),
        createdDate: now,
        updatedDate: now,
      });
      return c.json({ request: view(request) });
    })
    .get(`${BASE}/count-by-catalog-reference`, async (c) => {
      requireAdmin(p, c);
      const { catalogReferences } = await readParams(
        c,
        z.object({ catalogReferences: listParam(catalogReference) }),
      );
      const all = p.db.backInStock.all().filter((r) => r.status === 'RECEIVED');
      return c.json({
        countsPerCatalogReference: catalogReferences.map((ref) => ({
          catalogReference: ref,
          count: all.filter((r) => sameReference(r.catalogReference, ref)).length,
        })),
      });
    })
    .post(`${BASE}/report-items-back-in-stock`, async (c) => {
      requireAdmin(p, c);
      const body = await readBody(
        c,
        z.object({
          catalogReference,
          itemDetails: jsonRecord().optional(),
          requestIds: z.array(idString()).max(1000).optional(),
          extraAutomationTemplateParameters: z.record(text(100), text(1000)).optional(),
        }),
      );
      const matching = p.db.backInStock
        .all()
        .filter(
          (r) =>
            r.status === 'RECEIVED' && sameReference(r.catalogReference, body.catalogReference),
        )
        .filter((r) => !body.requestIds || body.requestIds.includes(r.id));
      const sent = matching.map((r) => markSent(r, body.itemDetails));
      return c.json({ notifiedRequestIds: sent.map((r) => r.id) });
    })
    .get(BASE, async (c) => {
      const { query } = await readParams(c, z.object({ query: querySchema.default({}) }));
      requireAdmin(p, c);
      const sorted = filterAndSort(p.db.backInStock.all().map(view), {
        ...query,
        sort: query.sort ?? [{ fieldName: 'createdDate', order: 'DESC' }],
      });
      const page = cursorPage(
        sorted,
        query.cursorPaging ?? (query.paging ? { limit: query.paging.limit } : undefined),
      );
      return c.json({ requests: page.items, metadata: page.metadata });
    })
    .get(`${BASE}/:id`, (c) => c.json({ request: view(own(c, c.req.param('id'))) }))
    .delete(`${BASE}/:id`, (c) => {
      p.db.backInStock.delete(own(c, c.req.param('id')).id);
      return c.json({});
    })
    .put(`${BASE}/:id/mark-as-notification-sent`, (c) => {
      requireAdmin(p, c);
      const request = own(c, c.req.param('id'));
      const sent = p.db.backInStock.put({
        ...request,
        status: 'NOTIFICATION_SENT',
        updatedDate: p.clock.iso(),
      });
      return c.json({ request: view(sent) });
    });
};
