import { onlineManager } from '@tanstack/react-query';
import { use, useEffect, useState, type ComponentType } from 'react';
import { ErrorNotice } from './notice';

/**
 * React's lazy() for a part of a widget whose code may fail to arrive while it is being shown
 * (the visitor went offline after Reserve): lazy() keeps a failed load for good, and the
 * widget's boundary would replace all of it (a held reservation's countdown, the cart) with
 * "Please reload the page". Here the part's place says what went wrong, with Try again, and
 * tries again by itself once the browser is back online; the rest of the widget keeps working.
 * Suspends as lazy() does meanwhile (the nearest Suspense's fallback).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P> | { error: unknown }> | undefined;
  return function LazyPart(props: P) {
    const [, rerender] = useState<object>();
    const Part = use((loading ??= load().catch((error: unknown) => ({ error }))));
    // Forgotten, so this render (and any other place's next one) fetches it anew.
    const retry = () => {
      loading = undefined;
      rerender({});
    };
    const failed = 'error' in Part;
    // Back online (the browser's `online`, as the widgets' queries hear it), it tries again.
    useEffect(() => (failed ? onlineManager.subscribe((online) => online && retry()) : undefined));
    return failed ? <ErrorNotice error={Part.error} onRetry={retry} /> : <Part {...props} />;
  };
}
