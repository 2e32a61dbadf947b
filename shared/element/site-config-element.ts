import {
  emptyTokens,
  getPageSession,
  mergeConfigState,
  parseSiteConfig,
  persistTokens,
  storedTokens,
  scopeOf,
  MISSING_CONFIG_MESSAGE,
  SITE_CONFIG_ATTRIBUTES as ATTRIBUTES,
  type ConfigState,
} from '../session';
import { getQueryClient } from '../data/query-client';

/** Stops saving the page's tokens; set while a valid config is persisting them. */
let stopPersisting: (() => void) | null = null;
/** The platform whose tokens are persisting (its client id and origin), as JSON. */
let persisting = '';
/** The `<site-config>` elements in the page, and what each said when it joined. */
const joined = new Map<Element, ConfigState>();
/** Set from a `<site-config>` leaving to the end of the task: one joining then replaces it. */
let leaving = false;

/**
 * `<site-config client-id api-base locale currency hosted-origins product-page
 * event-page>`: read when it joins the page, and again when an attribute changes. It renders
 * nothing; it only fills the page session that every widget reads.
 * Another one that disagrees turns the page's config into an error (see mergeConfigState),
 * unless it replaces the first (a single-page app switching language): the old one leaves
 * before or after the new one joins, in the same task, or the new one joins later, alone, and
 * changes only the language and currency.
 */
export class SiteConfigElement extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  /**
   * React and Vue re-render `<site-config locale={…}>` by changing the attribute in place: the
   * same as replacing the element with one that says so (only a script can do either).
   */
  attributeChangedCallback(): void {
    if (joined.has(this)) {
      this.disconnectedCallback();
      this.connectedCallback();
    }
  }

  connectedCallback(): void {
    joined.set(
      this,
      parseSiteConfig(
        Object.fromEntries(ATTRIBUTES.map((name) => [name, this.getAttribute(name)])),
      ),
    );
    const next = pageConfig();
    // Two that disagree may be a replacement half done: judge once the task is over.
    if (next.status === 'invalid' && joined.size > 1) setTimeout(() => adopt(pageConfig()));
    else adopt(next);
  }

  disconnectedCallback(): void {
    joined.delete(this);
    leaving = true;
    setTimeout(() => (leaving = false));
  }
}

/**
 * What the configs in the page say together. Unless one left in this task, they must also
 * agree with the page's config so far: a script took the first one away, markup cannot. The
 * last one out leaves its config in place. One joining later, alone (an app's next view, after
 * its old view took the old one away), may still change the language and currency: nothing
 * else, so markup shown later cannot name another platform, origins or pages.
 */
function pageConfig(): ConfigState {
  const current = getPageSession().getState().config;
  const configs = [...joined.values()];
  const replaces = leaving || (configs.length === 1 && sameButLanguage(current, configs[0]!));
  return configs.reduce(mergeConfigState, replaces ? { status: 'pending' } : current);
}

function withoutLanguage(state: ConfigState): string | false {
  if (state.status !== 'ready') return false;
  const { locale: _locale, currency: _currency, ...rest } = state.config;
  return JSON.stringify(rest);
}

function sameButLanguage(a: ConfigState, b: ConfigState): boolean {
  const rest = withoutLanguage(a);
  return rest !== false && rest === withoutLanguage(b);
}

function adopt(next: ConfigState): void {
  const session = getPageSession();
  const current = session.getState().config;
  if (next.status === 'pending' || JSON.stringify(next) === JSON.stringify(current)) return;
  const platform = next.status === 'ready' ? scopeOf(next.config) : null;
  const switched = JSON.stringify(platform) !== persisting; // the same platform: its tokens stay
  if (switched) {
    stopPersisting?.();
    stopPersisting = null;
    persisting = JSON.stringify(platform);
  }
  // A conflict, or another platform: forget the tokens in this page (saving has stopped, so
  // the stored login survives for when the page is fixed) and send them nowhere, and what was
  // read with them (the old platform's cart, say): what is on show is read anew. The next
  // platform's stored tokens come with its config, in one update: tokens going from none to a
  // visitor's under one config are a new visitor's, whom the cart widgets take to have no cart
  // (cartless-visitor.ts), so a visitor coming back would never see theirs.
  const forget = switched && current.status === 'ready';
  session.setState({
    config: next,
    ...(forget && { tokens: (platform && storedTokens(platform)) || emptyTokens(), member: null }),
  });
  // Removed, not reset: a reset reads again at once with the queries' old functions, whose
  // client is the old platform's: it would ask that platform for a token, kept as this one's.
  // The widgets, re-rendered with the new config, read anew with its client.
  if (forget) getQueryClient().removeQueries();
  if (switched && platform) stopPersisting = persistTokens(session, platform);
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
