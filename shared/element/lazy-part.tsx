import { onlineManager } from '@tanstack/react-query';
import { use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorNotice } from '../ui/notice';
import { problemOf, useReportProblem } from './widget-problem';

/** The notice in the part's own place. */
const InPlace = ({ children }: { children: ReactNode }) => children;

/**
 * React's lazy() for a part of a widget whose code may fail to arrive while it is being shown
 * (the visitor went offline after Reserve): lazy() keeps a failed load for good, and the
 * widget's boundary would replace all of it (a held reservation's countdown, the cart) with
 * "Please reload the page". Here the part's place says what went wrong, with Try again, and
 * tries again by itself once the browser is back online; the rest of the widget keeps working.
 * Suspends as lazy() does on the first load (the nearest Suspense's fallback); a retry keeps
 * the notice shown until it has its answer. Shown, a failure fires `widget-error` (no code).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Where the notice goes instead, given the part's props: a dialog of its own (the drawer's). */
  Frame: ComponentType<P & { children: ReactNode }> = InPlace,
  /**
   * A part that opens a modal dialog where it is shown (a card's quick view): back online it
   * waits for its Try again. By itself it would open over whatever the visitor went on to.
   */
  onlyWhenAsked?: boolean,
) {
  let part: ComponentType<P> | { error: unknown } | undefined;
  const ask = () =>
    load().then(
      (loaded) => (part = loaded),
      (error: unknown) => (part = { error }),
    );
  let loading: ReturnType<typeof ask> | undefined;
  return function LazyPart(props: P) {
    const [, rerender] = useState<object>();
    // The first answer, awaited (by every render: React wants use() called alike each time);
    // what is shown is the latest, a retry's.
    use((loading ??= ask()));
    const Part = part!;
    // Asked again with the notice left in place, and shown (here and in any other place's next
    // render) once answered: suspended, the notice would be hidden behind the fallback and its
    // Try again would drop the focus to the page's body (behind the cart's modal drawer).
    const retry = () => void ask().then(() => rerender({}));
    const failed = 'error' in Part;
    // The site owner hears of it as of any failed read: the visitor is missing part of the widget.
    useReportProblem(failed ? problemOf(Part.error) : null);
    // Back online (the browser's `online`, as the widgets' queries hear it), it tries again,
    // keeping the focus its Try again may have, as a click does (ErrorNotice): offline, the
    // focus helper could not come with the click, and the part would drop it to the page's body.
    useEffect(() =>
      failed && !onlyWhenAsked
        ? onlineManager.subscribe(
            (online) =>
              online &&
              import('../ui/refocus').then((focus) => focus.keepFocusOnline(retry), retry),
          )
        : undefined,
    );
    return failed ? (
      <Frame {...props}>
        <ErrorNotice error={Part.error} onRetry={retry} />
      </Frame>
    ) : (
      <Part {...props} />
    );
  };
}
