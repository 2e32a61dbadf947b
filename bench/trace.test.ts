import { expect, it } from 'vitest';
import { mainThreadOf } from './trace';

type Events = Parameters<typeof mainThreadOf>[0];
const PID = 7;
const MAIN = 1;

/** A page's trace: its renderer, its main thread, first paint at 0 and `tasks` after it. */
function trace(...tasks: Events): Events {
  return [
    {
      name: 'FrameCommittedInBrowser',
      ph: 'I',
      pid: 1,
      tid: 1,
      ts: 0,
      args: { data: { processId: PID } },
    },
    { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'firstContentfulPaint', ph: 'I', pid: PID, tid: MAIN, ts: 0 },
    ...tasks,
  ];
}
const task = (name: string, ms: number, atMs: number, tid = MAIN, cpuMs = ms, url?: string) =>
  ({
    name,
    ph: 'X',
    pid: PID,
    tid,
    ts: atMs * 1000,
    dur: ms * 1000,
    tdur: cpuMs * 1000,
    ...(url ? { args: { data: { url } } } : {}),
  }) as const;

it('counts a long task once though Chromium records it twice, one inside the other', () => {
  const thread = mainThreadOf(
    trace(task('RunTask', 80, 10), task('ThreadControllerImpl::RunTask', 79, 10.5)),
  );
  expect(thread.tbtMs).toBe(30);
  expect(thread.longestTaskMs).toBe(80);
});

it('counts each task of its own, on the page main thread only', () => {
  const thread = mainThreadOf(
    trace(
      task('RunTask', 70, 0),
      task('ThreadControllerImpl::RunTask', 60, 100), // recorded alone, as some tasks are
      task('RunTask', 90, 10, 99), // another thread of the renderer: not a main thread
    ),
  );
  expect(thread.tbtMs).toBe(30);
});

it("takes scripting's thread time from the outermost script events, a nested one once", () => {
  const thread = mainThreadOf(
    trace(
      task('FunctionCall', 40, 0, MAIN, 25), // 15 ms of it off the CPU
      task('RunMicrotasks', 10, 20, MAIN, 8), // inside the call
      task('EvaluateScript', 6, 50, MAIN, 6, 'https://shop.example/widgets.js'),
      task('Layout', 30, 60), // not script
    ),
  );
  expect(thread.scriptingMs).toBe(46);
  expect(thread.scriptingCpuMs).toBe(31);
});

it("leaves out the bench's own checks in the page: scripts without a URL", () => {
  const thread = mainThreadOf(
    trace(
      task('EvaluateScript', 2, 0), // page.evaluate
      task('EvaluateScript', 5, 10, MAIN, 4, 'https://shop.example/store.html'), // inline script
      task('RunMicrotasks', 3, 20), // the page's, though without a URL
    ),
  );
  expect(thread.scriptingMs).toBe(8);
  expect(thread.scriptingCpuMs).toBe(7);
});
