import { QueryClientProvider } from '@tanstack/react-query';
import { memo, Suspense, useMemo, useSyncExternalStore } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { getQueryClient } from '../data/query-client';
import { ConfigStateContext } from '../data/use-platform';
import { useSession } from '../data/use-session';
import { DEFAULT_SITE_LOCALE, SiteLocaleContext, type SiteLocale } from '../ui/locale';
import { ConfigGate } from './config-gate';
import { WidgetErrorBoundary } from './error-boundary';
import { HostContext } from './host';
import { PortalRegistry, type PortalEntry } from './registry';

/**
 * Memoized on the entry object: the registry replaces only the entry that changed, so
 * mounting or updating one element does not re-render the others. `entry.info` is one object
 * per element, so HostContext consumers do not re-render when the element's props change.
 */
const ElementPortal = memo(function ElementPortal({ entry }: { entry: PortalEntry }) {
  const { Component, Skeleton, props, host, tag, info, container } = entry;
  return createPortal(
    <HostContext.Provider value={info}>
      <div className="sw-root" part="root">
        <WidgetErrorBoundary host={host} tag={tag}>
          <ConfigGate>
            <Suspense fallback={Skeleton ? <Skeleton {...props} /> : null}>
              <Component {...props} />
            </Suspense>
          </ConfigGate>
        </WidgetErrorBoundary>
      </div>
    </HostContext.Provider>,
    container,
  );
});

/** One bucket of portals; memoized on its entries array, which changes only with its entries. */
const PortalBucketView = memo(function PortalBucketView({
  entries,
}: {
  entries: readonly PortalEntry[];
}) {
  return entries.map((entry) => <ElementPortal key={entry.id} entry={entry} />);
});

function PortalHost({ registry }: { registry: PortalRegistry }) {
  const buckets = useSyncExternalStore(registry.subscribe, registry.getSnapshot);
  // The one subscription to the site config for every widget (see useConfigState).
  const config = useSession((state) => state.config);
  const ready = config.status === 'ready' ? config.config : undefined;
  // shared/ui reads only the locale, through its own context (it never imports the data layer).
  const locale = useMemo<SiteLocale>(
    () => (ready ? { locale: ready.locale, currency: ready.currency } : DEFAULT_SITE_LOCALE),
    [ready],
  );
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ConfigStateContext.Provider value={config}>
        <SiteLocaleContext.Provider value={locale}>
          {buckets.map((bucket) => (
            <PortalBucketView key={bucket.key} entries={bucket.entries} />
          ))}
        </SiteLocaleContext.Provider>
      </ConfigStateContext.Provider>
    </QueryClientProvider>
  );
}

export interface SharedRoot {
  registry: PortalRegistry;
  root: Root;
}

let shared: SharedRoot | null = null;

/**
 * One React root for every widget of this build. Its container is a detached element: it
 * renders nothing itself, only portals into the elements' shadow roots, and React listens
 * for events on each portal container.
 */
export function getSharedRoot(): SharedRoot {
  if (!shared) {
    const registry = new PortalRegistry();
    const root = createRoot(document.createElement('div'));
    // Synchronously: a first render left to the scheduler lets the browser paint the first
    // elements empty (their reserved box gone with :not(:defined)) and then shift. Later
    // registry changes reach PortalHost through useSyncExternalStore, rendered in a microtask.
    flushSync(() => root.render(<PortalHost registry={registry} />));
    shared = { registry, root };
  }
  return shared;
}
