import { createLazyPlatformClient, type PlatformClient } from '../client';
import { getPageSession, tokenStoreOf, type SiteConfig } from '../session';

const clients = new Map<string, PlatformClient>();

/** One platform client per site config on the page, over the page session's tokens. */
export function platformFor(config: SiteConfig): PlatformClient {
  const key = `${config.clientId} ${config.apiBase} ${config.hostedOrigins}`;
  let client = clients.get(key);
  if (!client) {
    client = createLazyPlatformClient({
      apiBase: config.apiBase,
      clientId: config.clientId,
      session: tokenStoreOf(getPageSession()),
      hostedOrigins: config.hostedOrigins,
    });
    clients.set(key, client);
  }
  return client;
}
