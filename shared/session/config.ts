import { parseHostedOrigins } from './hosted-origins';
import { pageAddressProblem } from './page-address';

/** What `<site-config>` tells every widget on the page. */
export interface SiteConfig {
  clientId: string;
  /** Where calls go instead of the real platform (the sandbox, a proxy); absent: the platform. */
  apiBase?: string;
  locale: string;
  currency?: string;
  /**
   * The origins of the site owner's hosted pages (checkout, login, account). When listed, the
   * widgets navigate only there; when not, to any https: page (see shared/client/safe-url).
   */
  hostedOrigins?: string[];
  /** The site's product page, a template with `{slug}` or `{id}` (see page-address.ts). */
  productPage?: string;
  /** The site's event page, a template with `{slug}` or `{id}` (see page-address.ts). */
  eventPage?: string;
}

export type ConfigState =
  | { status: 'pending' }
  | { status: 'ready'; config: SiteConfig }
  | { status: 'missing'; message: string }
  | { status: 'invalid'; message: string };

/**
 * Hand-written rather than zod/mini: this runs on every page in the runtime chunk, where
 * zod/mini would add 5 KB gzip for seven attributes (DESIGN.md §7 budget).
 */
type Rule = (value: string | undefined) => string | null;

const required: Rule = (value) => (value ? null : 'is required');

/**
 * The `api-base` attribute as the config holds it: undefined (absent or empty: the real
 * platform), an http(s) URL without trailing slashes, or null when it is neither. The loader
 * reads it with this too, so it never sends a request where the runtime would not.
 */
export function apiBaseOf(value: string | null | undefined): string | undefined | null {
  if (!value) return undefined;
  try {
    const { protocol } = new URL(value);
    if (protocol === 'https:' || protocol === 'http:') return value.replace(/\/+$/, '');
  } catch {
    // not a URL at all: refused
  }
  return null;
}

const httpUrl: Rule = (value) =>
  apiBaseOf(value) === null
    ? 'must be an absolute http(s) URL, like "https://api.example.com"'
    : null;

const currencyCode: Rule = (value) =>
  value === undefined || /^[A-Z]{3}$/.test(value)
    ? null
    : 'must be a 3-letter ISO code, like "EUR"';

/** A tag `Intl` takes: with any other, every widget that writes a number or a plural throws. */
const languageTag: Rule = (value) => {
  try {
    if (value) Intl.getCanonicalLocales(value);
    return null;
  } catch {
    return 'must be a language tag, like "de-DE"';
  }
};

const originList: Rule = (value) => {
  if (value === undefined) return null;
  const list = parseHostedOrigins(value);
  return 'problem' in list ? list.problem : null;
};

/** The page the widgets are on: relative page addresses resolve against it. */
export const pageBase = (): string =>
  typeof location === 'undefined' ? 'https://localhost/' : location.href;

/** Placeholders a product page address may use. */
export const PRODUCT_PAGE_PLACEHOLDERS = ['slug', 'id'] as const;

/** Why a `product-page` template cannot be used (page-address.ts), or null; none is fine. */
export const productPageProblem: Rule = (value) =>
  value === undefined
    ? null
    : pageAddressProblem(value, PRODUCT_PAGE_PLACEHOLDERS, '/products/{slug}', pageBase());

/** Placeholders an event page address may use. */
export const EVENT_PAGE_PLACEHOLDERS = ['slug', 'id'] as const;
/** A good event page address, for the message about a bad one. */
export const EVENT_PAGE_EXAMPLE = '/events/{slug}';

const eventPage: Rule = (value) =>
  value === undefined
    ? null
    : pageAddressProblem(value, EVENT_PAGE_PLACEHOLDERS, EVENT_PAGE_EXAMPLE, pageBase());

const RULES: Record<string, Rule> = {
  'client-id': required,
  'api-base': httpUrl,
  locale: languageTag,
  currency: currencyCode,
  'hosted-origins': originList,
  'product-page': productPageProblem,
  'event-page': eventPage,
};

/** The attributes `<site-config>` reads, each checked by its rule above. */
export const SITE_CONFIG_ATTRIBUTES = Object.keys(RULES);

export const MISSING_CONFIG_MESSAGE =
  'This widget needs a <site-config client-id="…"> element on the page. Add it once, anywhere in the page.';

/** Validates the attributes of `<site-config>`; the message names the attribute to fix. */
export function parseSiteConfig(attributes: Record<string, string | null>): ConfigState {
  const value = (name: string) => attributes[name] ?? undefined;
  const problems = Object.entries(RULES).flatMap(([name, rule]) => {
    const problem = rule(value(name));
    return problem ? [`"${name}" ${problem}`] : [];
  });
  if (problems.length) {
    return { status: 'invalid', message: `<site-config> is not valid: ${problems.join('; ')}.` };
  }
  const currency = value('currency');
  const apiBase = apiBaseOf(value('api-base'));
  const hosted = value('hosted-origins');
  const productPageTemplate = value('product-page');
  const eventPageTemplate = value('event-page');
  const hostedOrigins = hosted === undefined ? undefined : parseHostedOrigins(hosted);
  return {
    status: 'ready',
    config: {
      clientId: value('client-id')!,
      ...(apiBase ? { apiBase } : {}),
      locale: value('locale') || defaultLocale(),
      ...(currency ? { currency } : {}),
      ...(hostedOrigins && 'origins' in hostedOrigins && { hostedOrigins: hostedOrigins.origins }),
      ...(productPageTemplate ? { productPage: productPageTemplate } : {}),
      ...(eventPageTemplate ? { eventPage: eventPageTemplate } : {}),
    },
  };
}

function defaultLocale(): string {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en-US';
}
