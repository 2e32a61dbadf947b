import { SiteConfigElement, watchForMissingConfig } from './site-config-element';

let started = false;

/** Everything a page needs before any widget: `<site-config>` and the missing-config check. */
export function startRuntime(): void {
  if (started) return;
  started = true;
  if (!customElements.get('site-config')) customElements.define('site-config', SiteConfigElement);
  watchForMissingConfig();
}
