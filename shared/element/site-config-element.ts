import { getPageSession, parseSiteConfig, persistTokens, MISSING_CONFIG_MESSAGE } from '../session';

const ATTRIBUTES = ['client-id', 'api-base', 'locale', 'currency'] as const;

/**
 * `<site-config client-id api-base locale currency>`: read once when it joins the page.
 * It renders nothing; it only fills the page session that every widget reads.
 */
export class SiteConfigElement extends HTMLElement {
  connectedCallback(): void {
    const session = getPageSession();
    if (session.getState().config.status === 'ready') {
      console.warn('site-widgets: only the first <site-config> on the page is used.');
      return;
    }
    const attributes = Object.fromEntries(
      ATTRIBUTES.map((name) => [name, this.getAttribute(name)]),
    );
    const config = parseSiteConfig(attributes);
    session.getState().setConfig(config);
    if (config.status === 'ready') persistTokens(session, config.config.clientId);
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
