/** The console's elevated client, made once from the page's meta tags. */
import { createContext, useContext } from 'react';
import { createElevatedClient, type ElevatedClient } from '../../../../shared/client';

export function clientFromPage(doc: Document = document): ElevatedClient {
  const meta = (name: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
  const apiBase = meta('sw-api-base');
  const apiKey = meta('sw-admin-key');
  if (!/^https?:\/\//.test(apiBase) || !apiKey || apiKey.startsWith('{{')) {
    throw new Error(
      'This page needs <meta name="sw-api-base"> and <meta name="sw-admin-key"> filled in (the demo server does it).',
    );
  }
  return createElevatedClient({ apiBase, apiKey });
}

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

/** A number from a form field, or undefined when it was left empty. */
export const numberOf = (value: FormDataEntryValue | null): number | undefined => {
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text);
};

export const textOf = (value: FormDataEntryValue | null): string => String(value ?? '').trim();
