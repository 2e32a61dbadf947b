import { createLazyPlatformClient, type PlatformClient } from '../client';
import { emptyTokens } from '../client/auth/token-store';
import { getPageSession, type SiteConfig } from '../session';

const clients = new Map<string, PlatformClient>();

/**
 * One platform client per site config on the page, over the page session's tokens while the
 * page's config names its platform. Once a `<site-config>` switch left it, whatever still uses
 * it (a click's call on its way, a release on leave) sees no tokens and keeps none: the next
 * platform's are never sent to it, nor its own kept as the next platform's.
 */
export function platformFor(config: SiteConfig): PlatformClient {
  const key = `${config.clientId} ${config.apiBase} ${config.hostedOrigins}`;
  let client = clients.get(key);
  if (!client) {
    const session = getPageSession();
    const current = () => {
      const state = session.getState().config;
      return (
        state.status === 'ready' &&
        state.config.clientId === config.clientId &&
        state.config.apiBase === config.apiBase
      );
    };
    client = createLazyPlatformClient({
      apiBase: config.apiBase,
      clientId: config.clientId,
      session: {
        getTokens: () => (current() ? session.getState().tokens : emptyTokens()),
        setTokens: (tokens) => current() && session.getState().setTokens(tokens),
      },
      hostedOrigins: config.hostedOrigins,
    });
    clients.set(key, client);
  }
  return client;
}
