/** The visitor's current cart (spec §7.2). Every call answers `{ cart }` unless stated. */
import type { Transport } from '../transport';
import { CartAnswer, EstimateTotalsAnswer, type CatalogReference } from '../schemas';
import { parseWith } from '../schemas/common';

const BASE = '/v1/carts/current';
const asCart = parseWith(CartAnswer);

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
  addressLine1?: string;
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
  getCurrentCart: () => t.get(BASE).then(asCart),
  updateCurrentCart: (update: CartUpdate) => t.patch(BASE, update).then(asCart),
  addToCurrentCart: (items: {
    lineItems?: NewLineItem[];
    customLineItems?: Array<Record<string, unknown>>;
  }) => t.post(`${BASE}/add-to-cart`, items).then(asCart),
  removeLineItemsFromCurrentCart: (lineItemIds: string[]) =>
    t.post(`${BASE}/remove-line-items`, { lineItemIds }).then(asCart),
  /** Answers `{ checkoutId }`. */
  createCheckoutFromCurrentCart: (options: CreateCheckoutOptions = {}) =>
    t.post<{ checkoutId: string }>(`${BASE}/create-checkout`, options),
  removeCouponFromCurrentCart: () => t.post(`${BASE}/remove-coupon`).then(asCart),
  updateCurrentCartLineItemQuantity: (lineItems: Array<{ id: string; quantity: number }>) =>
    t.post(`${BASE}/update-line-items-quantity`, { lineItems }).then(asCart),
  estimateCurrentCartTotals: (options: EstimateTotalsOptions = {}) =>
    t.post(`${BASE}/estimate-totals`, options).then(parseWith(EstimateTotalsAnswer)),
  deleteCurrentCart: () => t.delete<Record<string, never>>(BASE),
});
