import { QueryClientProvider } from '@tanstack/react-query';
import {
  memo,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { getQueryClient } from '../data/query-client';
import { ConfigStateContext } from '../data/use-platform';
import { useSession } from '../data/use-session';
import { useTextLanguage } from '../ui/messages.text';
import { DEFAULT_SITE_LOCALE, SiteLocaleContext, type SiteLocale } from '../ui/locale';
import { gateOnConfig } from './config-gate';
import { WidgetErrorBoundary } from './error-boundary';
import { hearAllEvents } from './handled-events';
import { HostContext } from './host';
import { PortalRegistry, type PortalEntry } from './registry';
import { markRendered } from './rendered-state';

/**
 * Memoized on the entry object: the registry replaces only the entry that changed, so
 * mounting or updating one element does not re-render the others (a new site config does).
 * `entry.info` is one object per element, so HostContext consumers do not re-render when the
 * element's props change.
 */
const ElementPortal = memo(function ElementPortal({ entry }: { entry: PortalEntry }) {
  const { Component, Skeleton, props, host, tag, info, container } = entry;
  const config = useContext(ConfigStateContext)!;
  const lang = useTextLanguage();
  useLayoutEffect(() => {
    markRendered(host); // before the paint: the box hands over
    hearAllEvents(container); // React has registered its listeners
  }, [host, container]);
  return createPortal(
    <HostContext.Provider value={info}>
      <div className="sw-root" part="root" lang={lang}>
        <WidgetErrorBoundary host={host} tag={tag}>
          {gateOnConfig(
            config,
            <Suspense fallback={Skeleton ? <Skeleton {...props} /> : null}>
              <Component {...props} />
            </Suspense>,
          )}
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

/**
 * The registry's buckets, rendered in a transition: React renders them in slices of a few
 * milliseconds and yields to the page between them, where an external store
 * (`useSyncExternalStore`) would force one synchronous render of every new element. Removals
 * render at once (see PortalRegistry.takeRemoval).
 */
function useBuckets(registry: PortalRegistry) {
  const [buckets, setBuckets] = useState(registry.getSnapshot);
  useEffect(() => {
    const set = () => setBuckets(registry.getSnapshot());
    const unsubscribe = registry.subscribe(() =>
      registry.takeRemoval() ? flushSync(set) : startTransition(set),
    );
    // What changed between the first render and this subscription (not flushSync in an effect).
    startTransition(set);
    return unsubscribe;
  }, [registry]);
  return buckets;
}

function PortalHost({ registry }: { registry: PortalRegistry }) {
  const buckets = useBuckets(registry);
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
    // Not synchronously: the chunk that defines the first element is still evaluating, and the
    // page should get the main thread back before React renders (in a transition, in slices).
    // Until an element's first commit, its reserved box stays (see rendered-state.ts).
    startTransition(() => root.render(<PortalHost registry={registry} />));
    shared = { registry, root };
  }
  return shared;
}
