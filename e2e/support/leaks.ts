import type { Page } from '@playwright/test';

/**
 * Counts live timers on the page by wrapping the timer functions before any script runs,
 * so a test can tell whether removed widgets left intervals or timeouts behind.
 */
export async function trackTimers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const live = new Set<unknown>();
    const wrap = <A extends unknown[]>(
      set: (...args: A) => unknown,
      clear: (id: number) => void,
      once: boolean,
    ) => {
      const tracked = (...args: A) => {
        const [callback, ...rest] = args as unknown as [(...a: unknown[]) => void, ...unknown[]];
        // `run` reads `id` only when the timer fires, after the assignment below.
        const run = (...a: unknown[]) => {
          if (once) live.delete(id);
          callback(...a);
        };
        const id: unknown = set(...([run, ...rest] as unknown as A));
        live.add(id);
        return id;
      };
      const untracked = (id: unknown) => {
        live.delete(id);
        clear(id as number);
      };
      return [tracked, untracked] as const;
    };
    const [st, ct] = wrap(window.setTimeout.bind(window), window.clearTimeout.bind(window), true);
    const [si, ci] = wrap(
      window.setInterval.bind(window),
      window.clearInterval.bind(window),
      false,
    );
    Object.assign(window, {
      setTimeout: st,
      clearTimeout: ct,
      setInterval: si,
      clearInterval: ci,
      liveTimers: () => live.size,
    });
  });
}

export const liveTimers = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveTimers(): number }).liveTimers());

/** DOM listeners and nodes as Chromium counts them, after a full garbage collection. */
export async function domCounters(page: Page): Promise<{ listeners: number; nodes: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { listeners: value('JSEventListeners'), nodes: value('Nodes') };
}

/** How many instances of a built-in class (e.g. MutationObserver) are alive after a full GC. */
export async function liveInstances(page: Page, className: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { result: prototype } = await cdp.send('Runtime.evaluate', {
    expression: `${className}.prototype`,
  });
  const { objects } = await cdp.send('Runtime.queryObjects', {
    prototypeObjectId: prototype.objectId!,
  });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId!,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  });
  await cdp.detach();
  return result.value as number;
}
