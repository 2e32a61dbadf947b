/**
 * Back-in-stock requests (spec §7.1): a visitor asks to be told when an item is back; the
 * administrator counts, reports (one email each) and marks them. Routes: routes/back-in-stock.ts.
 */
import type { Caller, Platform } from '../context.ts';
import type { BackInStockRequest, CatalogReference } from '../db/types.ts';
import { applicationError, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { SITE } from '../site.ts';
import { isAllowedRedirect } from './oauth.ts';
import { sendEmail } from './outbox.ts';
import { ownerKeyOf } from './tokens.ts';

type KnownCaller = Exclude<Caller, { kind: 'anonymous' }>;

/** Same item (and, when `b` names a variant, the same variant). */
export const sameReference = (a: CatalogReference, b: CatalogReference) => {
  const variant = (r: CatalogReference) =>
    (r.options as { variantId?: string } | undefined)?.variantId;
  return (
    a.catalogItemId === b.catalogItemId &&
    a.appId === b.appId &&
    (!variant(b) || variant(a) === variant(b))
  );
};

/** A request as the wire shows it: without its owner. */
export const backInStockView = (r: BackInStockRequest) => {
  const { ownerKey: _ownerKey, ...wire } = r;
  return wire;
};

/**
 * The fields the requests' query filters and sorts by: the SDK's
 * BackInStockNotificationRequestQuerySpec, in wire names (`_id` is `id`).
 */
export const BACK_IN_STOCK_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'createdDate',
  'id',
  'autoNotified',
  'contactId',
  'itemUrl',
  'status',
]);

/** The requests still waiting, for one item when it is named. */
const waiting = (p: Platform, ref: CatalogReference | undefined) =>
  p.db.backInStock
    .all()
    .filter((r) => r.status === 'RECEIVED' && (!ref || sameReference(r.catalogReference, ref)));

/**
 * Waiting requests one visitor or member keeps. One per email and item, but anyone may type
 * any email: without a cap, one visitor's loop files requests (and, at a report, emails) for
 * ever. Fifty items awaited at once is far past a shopper's; the site's server (the admin key)
 * files for many and is not capped.
 */
export const MAX_WAITING_REQUESTS = 50;

/**
 * Files a visitor's request for a visible product. One waiting request per caller, email and
 * item; the email goes out under the shop's name, so its words and link are the catalogue's (the
 * link is the visitor's page only when it is a registered page of the site).
 */
export const requestBackInStock = (
  p: Platform,
  caller: KnownCaller,
  request: { catalogReference: CatalogReference; email: string; itemUrl?: string | undefined },
  base: string,
): BackInStockRequest => {
  const product = p.db.products.get(request.catalogReference.catalogItemId);
  if (!product || !product.visible)
    throw notFound(`Product ${request.catalogReference.catalogItemId}`);
  // A variant the product does not have is no item to wait for: no report could ever name it.
  const variantId = (request.catalogReference.options as { variantId?: unknown } | undefined)
    ?.variantId;
  if (variantId !== undefined && !product.variants.some((v) => v.id === variantId))
    throw notFound(`Variant ${String(variantId)} of product ${product.id}`);
  const ownerKey = ownerKeyOf(caller);
  const mine = p.db.backInStock
    .all()
    .filter((r) => r.ownerKey === ownerKey && r.status === 'RECEIVED');
  // Only the caller's own request is a duplicate: anyone may type anyone's email here, and a
  // refusal over another's would tell them which items that address waits for.
  const duplicate = mine.find(
    (r) => r.email === request.email && sameReference(r.catalogReference, request.catalogReference),
  );
  if (duplicate)
    throw applicationError(
      409,
      'BACK_IN_STOCK_NOTIFICATION_REQUEST_ALREADY_EXISTS',
      'This email already waits for this item',
      { requestId: duplicate.id },
    );
  if (caller.kind !== 'admin' && mine.length >= MAX_WAITING_REQUESTS)
    throw applicationError(
      400,
      'TOO_MANY_WAITING_REQUESTS',
      `At most ${MAX_WAITING_REQUESTS} requests wait for one visitor: withdraw one first`,
      { maxWaitingRequests: MAX_WAITING_REQUESTS },
    );
  const now = p.clock.iso();
  const itemUrl =
    request.itemUrl && isAllowedRedirect(p, p.config.clientId, request.itemUrl)
      ? request.itemUrl
      : `${base}/hosted/products/${product.slug}`;
  return p.db.backInStock.put({
    id: newId(),
    ...request,
    itemUrl,
    status: 'RECEIVED',
    itemDetails: { name: product.name },
    ownerKey,
    createdDate: now,
    updatedDate: now,
  });
};

/** Waiting requests per reference. */
export const countWaiting = (p: Platform, refs: CatalogReference[]) =>
  refs.map((ref) => ({ catalogReference: ref, count: waiting(p, ref).length }));

/**
 * The request, when the caller is its owner or the administrator; else 404, with `code` (the
 * SDK declares its own, BACK_IN_STOCK_NOTIFICATION_REQUEST_NOT_FOUND, for marking one sent).
 */
export const ownRequest = (
  p: Platform,
  caller: KnownCaller,
  id: string,
  code = 'NOT_FOUND',
): BackInStockRequest => {
  const request = p.db.backInStock.get(id);
  if (!request || (caller.kind !== 'admin' && request.ownerKey !== ownerKeyOf(caller)))
    throw applicationError(404, code, `Request ${id} not found`);
  return request;
};

export const markNotificationSent = (p: Platform, request: BackInStockRequest) =>
  p.db.backInStock.put({ ...request, status: 'NOTIFICATION_SENT', updatedDate: p.clock.iso() });

/** One email for a request, which is marked sent. */
const notify = (
  p: Platform,
  request: BackInStockRequest,
  details: Record<string, unknown> | undefined,
) => {
  // The report's details name the item (any JSON: what the SDK sends), else the request's.
  const name = String(details?.name ?? request.itemDetails.name ?? 'An item you wanted');
  sendEmail(p, {
    to: request.email,
    subject: `${name} is back in stock`,
    text: `Good news: ${name} is back at ${SITE.name}.\n${request.itemUrl}`,
    data: { requestId: request.id, catalogReference: request.catalogReference },
  });
  return markNotificationSent(p, request);
};

/** One address waiting for one item (or variant), whoever filed it. */
const addressAndItem = (r: BackInStockRequest) =>
  JSON.stringify([
    r.email,
    r.catalogReference.appId,
    r.catalogReference.catalogItemId,
    (r.catalogReference.options as { variantId?: string } | undefined)?.variantId,
  ]);

/**
 * The item is back: every waiting request for it, or the listed ones (the SDK names either),
 * is marked sent, all in one transaction, and each address hears once per item (several
 * visitors may have filed one for the same address). Answers the notified requests.
 */
export const reportBackInStock = (
  p: Platform,
  report: {
    catalogReference?: CatalogReference | undefined;
    itemDetails?: Record<string, unknown> | undefined;
    requestIds?: string[] | undefined;
  },
): BackInStockRequest[] =>
  p.db.transaction(() => {
    const told = new Set<string>();
    return waiting(p, report.catalogReference)
      .filter((r) => !report.requestIds || report.requestIds.includes(r.id))
      .map((r) => {
        const key = addressAndItem(r);
        if (told.has(key)) return markNotificationSent(p, r);
        told.add(key);
        return notify(p, r, report.itemDetails);
      });
  });

/** Withdraws a request: its owner's, or any for the administrator. */
export const withdrawRequest = (p: Platform, caller: KnownCaller, id: string): void => {
  p.db.backInStock.delete(ownRequest(p, caller, id).id);
};
