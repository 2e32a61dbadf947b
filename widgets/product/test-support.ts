/** Test support for the product widgets: a ready page over a fake catalogue, fresh for each test. */
import { afterEach, beforeEach } from 'vitest';
import type { fakePlatform } from '../../shared/client/testing/catalog';
import { API, tokenEndpoint, useServer } from '../../shared/client/testing/msw';
import { getQueryClient } from '../../shared/data';
import { forgetProducts } from '../../shared/data/products';
import { getPageSession } from '../../shared/session';

/**
 * The platform answers from `platform`'s catalogue; each test starts on an English page with
 * nothing read and nothing seen, and leaves no widget behind. Returns the server, for
 * `server.use` overrides.
 */
export function useCataloguePage(platform: ReturnType<typeof fakePlatform>) {
  const server = useServer(tokenEndpoint().handler, platform.handler);
  beforeEach(() => {
    platform.seen.length = 0;
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'en-US' } });
  });
  afterEach(() => {
    document.body.replaceChildren();
    getQueryClient().clear();
    forgetProducts();
  });
  return server;
}
