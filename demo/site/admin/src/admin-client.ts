/**
 * The console's elevated client: the API base from the page's meta tag, the admin key typed by
 * the administrator. The key is never part of the page: any origin that could read the HTML
 * (a misconfigured server, a proxy, another tab's script) would hold the whole sandbox.
 */
import { createContext, useContext } from 'react';
import { createElevatedClient, type ElevatedClient, type Product } from '../../../../shared/client';

/** Per tab and per origin: gone when the tab closes. */
const KEY_ITEM = 'sw-admin-key';

export function apiBaseFromPage(doc: Document = document): string {
  const apiBase =
    doc.querySelector<HTMLMetaElement>('meta[name="sw-api-base"]')?.content.trim() ?? '';
  if (!/^https?:\/\//.test(apiBase)) {
    throw new Error(
      'This page needs <meta name="sw-api-base"> filled in (the demo server does it).',
    );
  }
  return apiBase;
}

export const storedKey = (): string => sessionStorage.getItem(KEY_ITEM) ?? '';
export const storeKey = (key: string): void => sessionStorage.setItem(KEY_ITEM, key.trim());

export const clientFor = (apiBase: string, apiKey: string): ElevatedClient =>
  createElevatedClient({ apiBase, apiKey });

export const AdminClient = createContext<ElevatedClient | null>(null);

export function useAdmin(): ElevatedClient {
  const client = useContext(AdminClient);
  if (!client) throw new Error('useAdmin() needs <AdminClient.Provider>.');
  return client;
}

/** Dates for people, in the administrator's own locale and time zone. */
export const when = (iso: unknown) =>
  typeof iso === 'string' && iso
    ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : '—';

/** Catalogue money (numbers) for people. */
export const money = (amount: unknown, currency = 'USD') =>
  typeof amount === 'number' || (typeof amount === 'string' && amount !== '')
    ? new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(Number(amount))
    : '—';

const STOCK_STATES: Record<string, string> = {
  IN_STOCK: 'In stock',
  OUT_OF_STOCK: 'Out of stock',
  PARTIALLY_OUT_OF_STOCK: 'Some options out of stock',
};

/** A product's stock as the owner reads it: its state, and the count when it is tracked. */
export const stockText = (stock: Product['stock']): string => {
  const state = stock?.inventoryStatus;
  if (!state) return '—';
  const text = STOCK_STATES[state] ?? state;
  return stock.trackInventory && stock.quantity !== undefined
    ? `${text} (${stock.quantity})`
    : text;
};

/** A number from a form field, or undefined when it was left empty. */
export const numberOf = (value: FormDataEntryValue | null): number | undefined => {
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text);
};

export const textOf = (value: FormDataEntryValue | null): string => String(value ?? '').trim();
