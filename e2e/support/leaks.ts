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

/**
 * Tracks the listeners the page's own scripts add (React's, the widgets', the loader's), by
 * wrapping `addEventListener` before any script runs. Chromium's `JSEventListeners` also counts
 * those of Playwright's injected scripts, in their own world, and they come and go with its
 * actions (13 more after the first click, once one fewer): a count of those is not ours.
 */
export async function trackListeners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = { target: WeakRef<EventTarget> };
    const live = new Set<Entry>();
    // target -> "type capture" -> listener -> entry: the triple the DOM keys a listener by.
    const byTarget = new WeakMap<EventTarget, Map<string, WeakMap<object, Entry>>>();
    const { addEventListener: add, removeEventListener: remove } = EventTarget.prototype;
    const slot = (target: EventTarget, type: string, options: unknown) => {
      const capture =
        typeof options === 'boolean'
          ? options
          : Boolean((options as AddEventListenerOptions)?.capture);
      let byType = byTarget.get(target);
      if (!byType) byTarget.set(target, (byType = new Map()));
      const key = `${type} ${capture}`;
      let byListener = byType.get(key);
      if (!byListener) byType.set(key, (byListener = new WeakMap()));
      return byListener;
    };
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      const signal = (options as AddEventListenerOptions | undefined)?.signal;
      if (listener && !signal?.aborted) {
        const entries = slot(this, type, options);
        if (!entries.has(listener)) {
          const entry = { target: new WeakRef(this) };
          entries.set(listener, entry);
          live.add(entry);
          const forget = () => {
            live.delete(entry);
            entries.delete(listener);
          };
          // A listener the DOM removes by itself: after its one call, or when its signal aborts.
          if ((options as AddEventListenerOptions | undefined)?.once)
            add.call(this, type, forget, {
              once: true,
              capture: (options as AddEventListenerOptions).capture,
            });
          signal?.addEventListener('abort', forget, { once: true });
        }
      }
      return add.call(this, type, listener, options);
    };
    EventTarget.prototype.removeEventListener = function (type, listener, options) {
      const entries = byTarget.get(this) && listener ? slot(this, type, options) : undefined;
      const entry = listener ? entries?.get(listener) : undefined;
      if (entry) {
        live.delete(entry);
        entries!.delete(listener!);
      }
      return remove.call(this, type, listener, options);
    };
    Object.assign(window, {
      liveListeners: () => [...live].filter((entry) => entry.target.deref()).length,
    });
  });
}

async function collectGarbage(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
}

/** The page's own listeners (see trackListeners) on targets alive after a full collection. */
export async function liveListeners(page: Page): Promise<number> {
  await collectGarbage(page);
  return page.evaluate(() => (window as unknown as { liveListeners(): number }).liveListeners());
}

/** DOM nodes as Chromium counts them, after a full garbage collection. */
export async function liveNodes(page: Page): Promise<number> {
  await collectGarbage(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find((m) => m.name === 'Nodes')?.value ?? 0;
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
