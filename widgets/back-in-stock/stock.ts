/** What the back-in-stock widget decides from a product, and what it remembers per visitor. */
import type { Product } from '../../shared/client';
import { platformKey, type SitePlatform } from '../../shared/data';

export type Availability = 'out-of-stock' | 'in-stock' | 'unknown-variant';

/** Out of stock: the given variant, or (without one) the whole item. */
export function availabilityOf(product: Product, variantId?: string): Availability {
  if (variantId) {
    const variant = product.variants?.find((v) => v.id === variantId);
    if (!variant) return 'unknown-variant';
    return variant.stock?.inStock === false ? 'out-of-stock' : 'in-stock';
  }
  const stock = product.stock;
  return stock?.inStock === false || stock?.inventoryStatus === 'OUT_OF_STOCK'
    ? 'out-of-stock'
    : 'in-stock';
}

/**
 * What the visitor asked about, in words: "Tour tee (M, Black)" for a variant (its choices by
 * the names the pickers show, a colour's name rather than its code), the product's name alone
 * otherwise.
 */
export function itemNameOf(product: Product, variantId?: string): string {
  const variant = variantId ? product.variants?.find((v) => v.id === variantId) : undefined;
  const chosen = (product.productOptions ?? []).flatMap((option) => {
    const value = variant?.choices?.[option.name];
    if (value === undefined) return [];
    const choice = option.choices.find((c) => c.value === value);
    return [choice?.description || value];
  });
  return chosen.length ? `${product.name} (${chosen.join(', ')})` : product.name;
}

/**
 * The item details the request carries (spec §7.1): name, price and image. The price goes as the
 * decimal string the platform's REST form (and the SDK's `@decimalValue` type) has: "28".
 */
export function itemDetailsOf(product: Product, variantId?: string) {
  const variant = variantId ? product.variants?.find((v) => v.id === variantId) : undefined;
  const price =
    variant?.variant?.priceData?.price ?? product.priceData?.price ?? product.price?.price;
  const image = product.media?.mainMedia?.image;
  return {
    name: product.name,
    ...(price === undefined ? {} : { price: String(price) }),
    ...(image ? { image } : {}),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());

export interface Remembered {
  email: string;
  /** The server said this email already waited for the item. */
  already?: boolean;
  /**
   * Asked for while signed in: the member's id, shown only to them while they stay signed in
   * (`true`: asked before the page knew who they were, or by an older version; shown to no one
   * on a later page).
   */
  member?: string | true;
}

/**
 * One key per platform (as the tokens), product and variant: a confirmation survives reloads,
 * and a page of the same site on another platform does not show it.
 */
export const storageKey = (platform: SitePlatform, productId: string, variantId?: string) =>
  platformKey(platform, `back-in-stock:${productId}:${variantId ?? ''}`);

// Storage can throw (private mode, sandboxed frames, quota): then nothing is remembered.
export function readRemembered(key: string): Remembered | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const value = raw ? (JSON.parse(raw) as Partial<Remembered>) : null;
    return value && typeof value.email === 'string' ? (value as Remembered) : null;
  } catch {
    return null;
  }
}

export function writeRemembered(key: string, value: Remembered | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(key, JSON.stringify(value));
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // not remembered; the visitor still saw the confirmation
  }
}

type Shown = (key: string, value: Remembered | null) => void;
const forms = new Set<Shown>();

/**
 * Remembers what a form now shows, and shows it in every other form for the item on this page (a
 * card's dialog beside a `<back-in-stock>`): a storage event reaches only other tabs.
 */
export function share(key: string, value: Remembered | null): void {
  writeRemembered(key, value);
  forms.forEach((form) => form(key, value));
}

/** A form hears what the others share; returns its unsubscribe. */
export function onShared(form: Shown): () => void {
  forms.add(form);
  return () => void forms.delete(form);
}
