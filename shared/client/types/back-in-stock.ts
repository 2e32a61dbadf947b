import type { CatalogReference, Loose } from './common';

export interface BackInStockRequest extends Loose {
  id: string;
  catalogReference: CatalogReference;
  email?: string;
  itemUrl?: string;
  status: 'UNSPECIFIED' | 'RECEIVED' | 'PROCESSING' | 'NOTIFICATION_SENT' | 'FAILED';
  createdDate?: string;
}

export interface BackInStockRequestAnswer extends Loose {
  request: BackInStockRequest;
}
