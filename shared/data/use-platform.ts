import { createContext, useContext } from 'react';
import type { PlatformClient } from '../client';
import { getPageSession, type ConfigState, type SiteConfig } from '../session';
import { platformFor } from './platform';

/**
 * The config state, provided once by the shared root (one store subscription for the page
 * instead of several per widget: a page with 1000 cards would otherwise hold ~6000).
 */
export const ConfigStateContext = createContext<ConfigState | undefined>(undefined);

/**
 * The page's `<site-config>` state. Inside the shared root it follows the session through
 * ConfigStateContext; outside it (a component rendered on its own in a test) it is read once.
 */
export function useConfigState(): ConfigState {
  return useContext(ConfigStateContext) ?? getPageSession().getState().config;
}

/** The site config; widgets render only once it is ready (see gateOnConfig in shared/element/config-gate.tsx). */
export function useSiteConfig(): SiteConfig {
  const config = useConfigState();
  if (config.status !== 'ready') throw new Error('useSiteConfig() needs a ready <site-config>.');
  return config.config;
}

export function usePlatform(): PlatformClient {
  return platformFor(useSiteConfig());
}
