/** Setup the component tests share. */
import { API } from '../../shared/client/testing/msw';
import { getQueryClient } from '../../shared/data';
import { getPageSession } from '../../shared/session';

/**
 * Each test's page as the last one did not leave it: the site's config read (English), an
 * empty query cache that does not retry, no widgets, nothing kept for the tab. The last test's
 * widgets unmount in microtasks after their removal; their cleanups (a flow releasing its hold
 * forgets it for the tab) run before the tab's storage is cleared, not in the next test's.
 */
export async function freshPage(): Promise<void> {
  getPageSession()
    .getState()
    .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'en-US' } });
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
  document.body.innerHTML = '';
  await new Promise((resolve) => setTimeout(resolve));
  sessionStorage.clear();
}
