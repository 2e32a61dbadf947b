/** Reading the hosted login's answer from the address it returned to (spec §2). */
import type { AuthorizationResponse } from './authorization-response';

/** code, state, error, error_description from the fragment, or else from the query. */
export function parseReturnUrl(url: string): AuthorizationResponse {
  const parsed = new URL(url);
  const fragment = new URLSearchParams(parsed.hash.slice(1));
  const found = ['code', 'state', 'error'].some((name) => fragment.has(name));
  const params = found ? fragment : parsed.searchParams;
  const read = (name: string) => params.get(name);
  return {
    code: read('code'),
    state: read('state'),
    error: read('error'),
    error_description: read('error_description'),
  };
}
