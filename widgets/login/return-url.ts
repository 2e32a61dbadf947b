/** The page URL around a hosted login round trip: what to send, what to clean on return. */
import { parseReturnUrl } from '../../shared/client';

const AUTH_PARAMS = ['code', 'state', 'error', 'error_description', 'error_uri'];

/** Navigation goes through here so tests (and only tests) can stub it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** True when the URL carries an authorisation answer (code/state or error), query or fragment. */
export function hasAuthResponse(href: string): boolean {
  const { code, state, error } = parseReturnUrl(href);
  return Boolean(code || state || error);
}

function withoutParams(params: URLSearchParams): string {
  AUTH_PARAMS.forEach((name) => params.delete(name));
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The URL with the authorisation answer removed from query and fragment; the rest kept. */
export function withoutAuthParams(href: string): string {
  const url = new URL(href);
  url.search = withoutParams(url.searchParams);
  const fragment = url.hash.slice(1);
  // Only a fragment shaped like parameters is ours to edit; `#reviews` stays as it is.
  if (fragment.includes('=')) url.hash = withoutParams(new URLSearchParams(fragment)).slice(1);
  return url.href.replace(/#$/, '');
}

/**
 * Where the hosted page sends the visitor back: this page without the answer and without a
 * fragment (the platform writes its answer there; OAuth forbids one in redirect URIs).
 */
export function redirectUriFor(href: string): string {
  const url = new URL(withoutAuthParams(href));
  url.hash = '';
  return url.href;
}

/** Puts the URL the visitor left from back in the address bar, if it is this same page. */
export function replaceAddress(href: string): void {
  const target = new URL(href, window.location.href);
  const here = new URL(window.location.href);
  const samePage = target.origin === here.origin && target.pathname === here.pathname;
  window.history.replaceState(window.history.state, '', samePage ? target.href : here.href);
}
