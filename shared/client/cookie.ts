/** Cookie helper (spec §9): path `/` and expiry in days by default. Browser only, read lazily. */

export interface CookieOptions {
  /** Days from now; omitted means a session cookie, negative deletes. */
  days?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

const DAY_MS = 86400000;

/** The `document.cookie` assignment for a cookie; exported for tests. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { days, path = '/', domain, sameSite, secure } = options;
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`];
  if (days !== undefined)
    parts.push(`expires=${new Date(Date.now() + days * DAY_MS).toUTCString()}`);
  if (domain) parts.push(`domain=${domain}`);
  if (sameSite) parts.push(`SameSite=${sameSite}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  document.cookie = serializeCookie(name, value, options);
}

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

export const removeCookie = (name: string, options: Omit<CookieOptions, 'days'> = {}): void =>
  setCookie(name, '', { ...options, days: -1 });
