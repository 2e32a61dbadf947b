/** Test support for the cart widgets: a freshly loaded page, reads without retries. */
import { API } from '../../shared/client/testing/msw';
import { getQueryClient } from '../../shared/data';
import { getPageSession } from '../../shared/session';

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

/** A ready page config and an empty query cache, as on a freshly loaded page. */
export function freshPage(): void {
  getQueryClient().clear();
  getPageSession()
    .getState()
    .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'en-US' } });
}
