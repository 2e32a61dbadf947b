import type { PlatformClient } from '../client';
import type { SiteConfig } from '../session';
import { platformFor } from './platform';
import { useSession } from './use-session';

/** The site config; widgets render only once it is ready (see shared/element ConfigGate). */
export function useSiteConfig(): SiteConfig {
  const config = useSession((state) => state.config);
  if (config.status !== 'ready') throw new Error('useSiteConfig() needs a ready <site-config>.');
  return config.config;
}

export function usePlatform(): PlatformClient {
  return platformFor(useSiteConfig());
}
