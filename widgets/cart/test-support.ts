/** Test support for the cart widgets: a freshly loaded page, reads without retries. */
import { API } from '../../shared/client/testing/msw';
import { getQueryClient } from '../../shared/data';
import { getPageSession, type SiteConfig, type Tokens } from '../../shared/session';
import { resetQuantityQueue } from './quantity-queue';

/**
 * Reads fail at once instead of after the spec's three retries (7 s of back-off), for tests
 * of failed reads; returns the call that restores the page's defaults.
 */
export function withoutReadRetries(): () => void {
  const client = getQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return () => client.setDefaultOptions(defaults);
}

/** A visitor who has been here before: their tokens were stored, so they may have a cart. */
export const returningVisitor: Tokens = {
  accessToken: { value: 'visitor-access', expiresAt: 4_000_000_000 },
  refreshToken: { value: 'visitor-refresh', role: 'visitor' },
};

/**
 * A ready page config and an empty query cache, as on a freshly loaded page of a returning
 * visitor whose browser noted nothing else (pass `emptyTokens()` for a first visit).
 */
export function freshPage(config: Partial<SiteConfig> = {}, tokens = returningVisitor): void {
  localStorage.clear();
  nextPage();
  const session = getPageSession().getState();
  session.setTokens(tokens);
  session.setConfig({
    status: 'ready',
    config: { clientId: 'test', apiBase: API, locale: 'en-US', ...config },
  });
}

/** The same visitor's next page: what the browser stored is kept, the page's memory is not. */
export function nextPage(): void {
  getQueryClient().clear();
  resetQuantityQueue();
}
