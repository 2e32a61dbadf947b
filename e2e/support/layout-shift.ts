import type { Page } from '@playwright/test';

/**
 * The page's layout shifts so far, as Chrome reports them (user-caused ones left out): their
 * sum, and the node names of what moved. The observer's buffered entries come at once.
 */
export function shiftsSoFar(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        let total = 0;
        const sources: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources) sources.push(source.node?.nodeName ?? '?');
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, sources }), 100);
      }),
  );
}
