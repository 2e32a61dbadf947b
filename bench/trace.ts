import type { Browser, Page } from '@playwright/test';

/**
 * Main-thread facts of one page load from a Chromium trace: every renderer main thread of the
 * page (so the buy-button's iframes count too), from navigation until the caller says done.
 */
export interface MainThread {
  /** Script evaluation, compilation, callbacks and microtasks: the union of their intervals. */
  scriptingMs: number;
  /**
   * The same events' thread time: what the main thread ran of them, without the time it was
   * off the CPU. On a shared 2-core machine that is a third to a half of the wall time above,
   * and it moves with whatever else runs (the browser process, the page's own compile and
   * raster threads), so this is the steadier measure of the work itself.
   */
  scriptingCpuMs: number;
  longestTaskMs: number;
  /** What ran in the longest task: script URLs (file names) or event names. */
  longestTaskDoes: string;
  /** Total blocking time: each task's time over 50 ms, from first contentful paint on. */
  tbtMs: number;
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
];

const SCRIPT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'XHRLoad',
]);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time, as `dur` is wall time. */
  tdur?: number;
  args?: {
    name?: string;
    data?: { url?: string; processId?: number; frames?: { processId: number }[] };
  };
}

/**
 * The debugger on, as Lighthouse has it while it traces. A trace records a JS stack with
 * some of its events (a style recalculation a script scheduled, a request it sent). Without a
 * debugger or profiler V8 compiles without source positions and, for such a stack, reparses
 * each function on it: for a module's top level, the whole file. A big chunk defining its
 * elements at its top level then showed 25 ms of reparsing per load, which no visitor's browser
 * does (nothing asks it for a stack) and Lighthouse's own trace does not show either.
 */
async function keepSourcePositions(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setSkipAllPauses', { skip: true });
}

/** Loads `url` in `page` under a trace; `done` waits for the page to be complete. */
export async function traceLoad(
  browser: Browser,
  page: Page,
  url: string,
  done: () => Promise<void>,
): Promise<MainThread> {
  await keepSourcePositions(page);
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await done();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  return mainThreadOf(traceEvents);
}

/** The renderer processes that held the page's frames (not the browser's own pages). */
function pageProcesses(events: readonly TraceEvent[]): Set<number> {
  const pids = new Set<number>();
  for (const e of events) {
    if (e.name === 'FrameCommittedInBrowser' && e.args?.data?.processId)
      pids.add(e.args.data.processId);
    if (e.name === 'TracingStartedInBrowser')
      for (const frame of e.args?.data?.frames ?? []) pids.add(frame.processId);
  }
  return pids;
}

export function mainThreadOf(events: readonly TraceEvent[]): MainThread {
  const pids = pageProcesses(events);
  const mains = new Set(
    events
      .filter(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pids.has(e.pid),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  const tasks = outermost(
    onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const scripts = onMain.filter((e) => SCRIPT.has(e.name) && !isProbe(e));

  let longest: TraceEvent | undefined;
  let tbt = 0;
  for (const task of tasks) {
    if (!longest || task.dur! > longest.dur!) longest = task;
    if (task.ts >= fcp) tbt += Math.max(0, task.dur! / 1000 - 50);
  }
  return {
    scriptingMs: unionMs(scripts),
    scriptingCpuMs: outermost(scripts).reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000,
    longestTaskMs: (longest?.dur ?? 0) / 1000,
    longestTaskDoes: longest ? describeTask(longest, scripts) : '',
    tbtMs: tbt,
  };
}

/**
 * The bench's own script in the page: its readiness checks (`page.evaluate`, every 50 ms until
 * the cards are ready) run as scripts without a URL, a millisecond or so per load on every page.
 * The page's own scripts, inline ones too, carry the document's URL.
 */
const isProbe = (event: TraceEvent) => event.name === 'EvaluateScript' && !event.args?.data?.url;

/**
 * The events that no other of them on their thread holds. Chromium records most tasks twice, a
 * `ThreadControllerImpl::RunTask` inside a `RunTask`: counting both counted each long task's
 * blocking time twice (as Lighthouse does not). Script events nest too (a microtask
 * checkpoint inside a function call).
 */
function outermost(events: readonly TraceEvent[]): TraceEvent[] {
  const ends = new Map<string, number>(); // per thread: where the last outer event ends
  return [...events]
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
    .filter((event) => {
      const thread = `${event.pid}:${event.tid}`;
      const end = event.ts + event.dur!;
      if (end <= (ends.get(thread) ?? -Infinity)) return false;
      ends.set(thread, end);
      return true;
    });
}

/** The summed length of the intervals, overlaps (nested events) counted once. */
function unionMs(events: readonly TraceEvent[]): number {
  const spans = events.map((e) => [e.ts, e.ts + e.dur!] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = [0, 0];
  for (const [from, to] of spans) {
    if (from > end) {
      total += end - start;
      [start, end] = [from, to];
    } else end = Math.max(end, to);
  }
  return (total + end - start) / 1000;
}

function describeTask(task: TraceEvent, scripts: readonly TraceEvent[]): string {
  const inside = scripts.filter(
    (e) =>
      e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + task.dur!,
  );
  const names = inside.map((e) => e.args?.data?.url?.split('/').pop() || e.name);
  return [...new Set(names)].slice(0, 4).join(' + ') || 'no script';
}
