/** Setup the component tests share. */
import { API } from '../../shared/client/testing/msw';
import { getQueryClient } from '../../shared/data';
import { getPageSession } from '../../shared/session';

/**
 * Each test's page as the last one did not leave it: the site's config read (English), an
 * empty query cache that does not retry, no widgets, nothing kept for the tab.
 */
export function freshPage(): void {
  getPageSession()
    .getState()
    .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'en-US' } });
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
  document.body.innerHTML = '';
  sessionStorage.clear();
}
