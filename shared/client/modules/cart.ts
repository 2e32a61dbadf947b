/** The visitor's current cart (spec §7.2). Every call answers `{ cart }` unless stated. */
import type { RequestOptions, Transport } from '../transport';
import type { CartAnswer, EstimateTotalsAnswer, CatalogReference } from '../types';

const BASE = '/ecom/v1/carts/current';

/** The stores app's id, for `catalogReference.appId` of store products. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

export interface NewLineItem {
  catalogReference: CatalogReference;
  quantity: number;
  [key: string]: unknown;
}

export interface Address {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  /** The street line (the SDK's `addressLine1`, renamed on the wire). */
  addressLine?: string;
  [key: string]: unknown;
}

export interface SelectedShippingOption {
  code: string;
  carrierId?: string;
}

export interface CartUpdate {
  cartInfo?: Record<string, unknown>;
  couponCode?: string;
  merchantDiscounts?: Array<{ amount: number | string }>;
  lineItems?: NewLineItem[];
  customLineItems?: Array<Record<string, unknown>>;
  /** Field mask: the paths being updated. */
  fieldMask?: string[];
}

export interface CreateCheckoutOptions {
  channelType?: string;
  shippingAddress?: Address;
  billingAddress?: Address;
  selectedShippingOption?: SelectedShippingOption;
  email?: string;
}

export interface EstimateTotalsOptions {
  selectedShippingOption?: SelectedShippingOption;
  shippingAddress?: Address;
  billingAddress?: Address;
  selectedMemberships?: Record<string, unknown>;
  calculateTax?: boolean;
  calculateShipping?: boolean;
}

export const cart = (t: Transport) => ({
  getCurrentCart: (call?: RequestOptions) => t.get<CartAnswer>(BASE, undefined, call),
  updateCurrentCart: (update: CartUpdate) => t.patch<CartAnswer>(BASE, update),
  addToCurrentCart: (items: {
    lineItems?: NewLineItem[];
    customLineItems?: Array<Record<string, unknown>>;
  }) => t.post<CartAnswer>(`${BASE}/add-to-cart`, items),
  removeLineItemsFromCurrentCart: (lineItemIds: string[]) =>
    t.post<CartAnswer>(`${BASE}/remove-line-items`, { lineItemIds }),
  /** Answers `{ checkoutId }`. */
  createCheckoutFromCurrentCart: (options: CreateCheckoutOptions = {}) =>
    t.post<{ checkoutId: string }>(`${BASE}/create-checkout`, options),
  removeCouponFromCurrentCart: () => t.post<CartAnswer>(`${BASE}/remove-coupon`),
  updateCurrentCartLineItemQuantity: (lineItems: Array<{ id: string; quantity: number }>) =>
    t.post<CartAnswer>(`${BASE}/update-line-items-quantity`, { lineItems }),
  estimateCurrentCartTotals: (options: EstimateTotalsOptions = {}, call?: RequestOptions) =>
    t.post<EstimateTotalsAnswer>(`${BASE}/estimate-totals`, options, call),
  deleteCurrentCart: () => t.delete<Record<string, never>>(BASE),
});
