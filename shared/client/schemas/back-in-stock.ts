import * as z from 'zod/mini';
import { CatalogReference } from './common';
import { str } from './fields';

export const BackInStockRequest = z.looseObject({
  id: z.string(),
  catalogReference: CatalogReference,
  email: str,
  itemUrl: str,
  status: z.enum(['UNSPECIFIED', 'RECEIVED', 'PROCESSING', 'NOTIFICATION_SENT', 'FAILED']),
  createdDate: str,
});
export type BackInStockRequest = z.infer<typeof BackInStockRequest>;

export const BackInStockRequestAnswer = z.looseObject({ request: BackInStockRequest });
export type BackInStockRequestAnswer = z.infer<typeof BackInStockRequestAnswer>;
