import { createContext, useContext } from 'react';

/** What presentational pieces need of the site config: how to write numbers, dates and money. */
export interface SiteLocale {
  locale: string;
  /** The site's currency, for amounts that carry none of their own. */
  currency?: string | undefined;
}

/**
 * Provided by the shared root from the page's `<site-config>` (shared/element), so shared/ui
 * takes the locale in like a prop and never reads the session or the data layer itself.
 * The default serves a piece rendered on its own, outside any widget.
 */
export const DEFAULT_SITE_LOCALE: SiteLocale = {
  locale: typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US',
};

export const SiteLocaleContext = createContext<SiteLocale>(DEFAULT_SITE_LOCALE);

export const useSiteLocale = (): SiteLocale => useContext(SiteLocaleContext);
