import {
  emptyTokens,
  getPageSession,
  mergeConfigState,
  parseSiteConfig,
  persistTokens,
  platformOrigin,
  MISSING_CONFIG_MESSAGE,
} from '../session';

const ATTRIBUTES = [
  'client-id',
  'api-base',
  'locale',
  'currency',
  'hosted-origins',
  'product-page',
  'event-page',
] as const;

/** Stops saving the page's tokens; set while a valid config is persisting them. */
let stopPersisting: (() => void) | null = null;

/**
 * `<site-config client-id api-base locale currency hosted-origins product-page
 * event-page>`: read once when it joins
 * the page. It renders nothing; it only fills the page session that every widget reads.
 * Another one that disagrees turns the page's config into an error (see mergeConfigState).
 */
export class SiteConfigElement extends HTMLElement {
  connectedCallback(): void {
    const session = getPageSession();
    const attributes = Object.fromEntries(
      ATTRIBUTES.map((name) => [name, this.getAttribute(name)]),
    );
    const current = session.getState().config;
    const next = mergeConfigState(current, parseSiteConfig(attributes));
    if (next === current) return;
    session.getState().setConfig(next);
    stopPersisting?.();
    stopPersisting = null;
    if (next.status === 'ready') {
      const { clientId, apiBase } = next.config;
      stopPersisting = persistTokens(session, { clientId, origin: platformOrigin(apiBase) });
    } else if (current.status === 'ready') {
      // A conflict after a valid config: forget its tokens in this page (saving has stopped,
      // so the stored login survives for when the page is fixed) and send them nowhere.
      session.getState().setTokens(emptyTokens());
      session.getState().setMember(null);
    }
  }
}

/** Once the document is parsed, a page still without `<site-config>` gets a clear message. */
export function watchForMissingConfig(): void {
  const check = () => {
    const session = getPageSession();
    if (session.getState().config.status === 'pending') {
      session.getState().setConfig({ status: 'missing', message: MISSING_CONFIG_MESSAGE });
    }
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', check, { once: true });
  } else {
    check();
  }
}
