/** Several `<site-config>` elements on one page: identical ones are fine, any other is an error. */
import type { ConfigState } from './config';

export const CONFLICTING_CONFIG_MESSAGE =
  'This page has two <site-config> elements that disagree. Keep exactly one (check for copies in templates, CMS blocks or user content); the widgets stay off until then.';

/**
 * The page's config after another `<site-config>` joins. "First one wins" would let markup
 * placed earlier in the page (a CMS comment, a visitor's post) send the member's token to a
 * server of its choosing, so a second config that says anything else stops every widget.
 */
export function mergeConfigState(current: ConfigState, incoming: ConfigState): ConfigState {
  if (current.status === 'pending' || current.status === 'missing') return incoming;
  if (sameConfig(current, incoming)) return current;
  return { status: 'invalid', message: CONFLICTING_CONFIG_MESSAGE };
}

/** Parsed values, not raw attributes: `api-base="https://x/"` and `"https://x"` agree. */
function sameConfig(a: ConfigState, b: ConfigState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
