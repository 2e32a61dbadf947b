/** Back-in-stock notification requests (spec §7.1). */
import type { Transport } from '../transport';
import { seg } from '../transport';
import type { Query } from '../query';
import type { BackInStockRequestAnswer, BackInStockRequest, CatalogReference } from '../types';

const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests';

export interface ItemDetails {
  name?: string;
  /** A decimal string ("12.50"), as the platform's REST form and the SDK have it. */
  price?: string;
  image?: unknown;
  [key: string]: unknown;
}

export interface NewBackInStockRequest {
  catalogReference: CatalogReference;
  email: string;
  itemUrl?: string;
  [key: string]: unknown;
}

export interface CursorMetadata {
  count?: number;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean;
}

/** Visitor side: ask to be told when an item returns; read or withdraw that request. */
export const backInStock = (t: Transport) => ({
  createRequest: (request: NewBackInStockRequest, itemDetails: ItemDetails) =>
    t.post<BackInStockRequestAnswer>(BASE, { request, itemDetails }),
  getRequest: (id: string) => t.get<BackInStockRequestAnswer>(`${BASE}/${seg(id)}`, { id }),
  deleteRequest: (id: string) => t.delete<Record<string, never>>(`${BASE}/${seg(id)}`, { id }),
});

/**
 * Administrator side (elevated): everyone's requests (list, count), mark notifications sent,
 * report items back in stock.
 */
export const backInStockAdmin = (t: Transport) => ({
  countByCatalogReference: (catalogReferences: CatalogReference[]) =>
    t.get<{
      countsPerCatalogReference: Array<{ catalogReference: CatalogReference; count: number }>;
    }>(`${BASE}/count-by-catalog-reference`, { catalogReferences }, { query: true }),
  /** Cursor-paged (`query.cursorPaging`); see `fetchCursorPage`. */
  queryRequests: (query: Query = {}) =>
    t.get<{ requests: BackInStockRequest[]; metadata?: CursorMetadata }>(
      BASE,
      { query },
      { query: true },
    ),
  markAsNotificationSent: (id: string) =>
    t.put<BackInStockRequestAnswer>(`${BASE}/${seg(id)}/mark-as-notification-sent`, { id }),
  reportItemsBackInStock: (report: {
    catalogReference: CatalogReference;
    itemDetails?: ItemDetails;
    requestIds?: string[];
    extraAutomationTemplateParameters?: Record<string, string>;
  }) => t.post<Record<string, unknown>>(`${BASE}/report-items-back-in-stock`, report),
});
