import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import type { BenchContext } from './browser';
import { lcpWaitsFor } from './lcp-path';
import { serveStorePages, storePath, type StoreKind } from './store-pages';
import type { Row } from './table';

const RUNS = 3;
/** The budgets. */
const SCORE_BUDGET = 95;
const TBT_BUDGET = 50;
const LCP_RATIO = 1.2;

const FIRST_VISIT_STORAGE = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
] as const;

interface Report {
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Our platform's line of the third-party table: main-thread time and bytes. */
  ours?: { mainThreadMs: number; transferKb: number };
  /** The requests the simulated LCP waits for last (lcp-path.ts). */
  lcpWaitsFor: string;
}

interface ThirdParty {
  entity: string | { text: string };
  mainThreadTime: number;
  transferSize: number;
}

/**
 * One Lighthouse 12 run, its defaults: mobile form factor, simulated slow 4G and 4x CPU. The
 * page is opened as `localhost` and our scripts come from `127.0.0.1`: two origins, so ours
 * shows in the third-party table as it does on a merchant's report.
 */
async function run(url: string, port: number): Promise<Report> {
  // The run's artifacts (trace, network log) are kept for lcpWaitsFor, then removed.
  const artifacts = mkdtempSync(join(tmpdir(), 'sw-lighthouse-'));
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse's own list plus local storage, where the widgets keep the visitor's tokens:
      // every run is a first visit, as on PageSpeed Insights or a fresh DevTools report, and
      // not the previous run's visitor coming back.
      clearStorageTypes: [...FIRST_VISIT_STORAGE],
      gatherMode: artifacts,
      auditMode: artifacts,
    });
    const { lhr } = result!;
    return { ...reportOf(lhr), lcpWaitsFor: await lcpWaitsFor(artifacts, lhr.configSettings) };
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

function reportOf(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']) {
  const { categories, audits } = lhr;
  const items = (audits['third-party-summary']?.details as { items?: ThirdParty[] } | undefined)
    ?.items;
  const ours = items?.find((item) =>
    (typeof item.entity === 'string' ? item.entity : item.entity.text).includes('127.0.0.1'),
  );
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    ...(ours
      ? { ours: { mainThreadMs: ours.mainThreadTime, transferKb: ours.transferSize / 1024 } }
      : {}),
  };
}

/** A port free right now, for Chromium's debugging endpoint (two benches may run at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Lighthouse's own way: the run with the median score. */
function medianRun(reports: Report[]): Report {
  return [...reports].sort((a, b) => a.score - b.score)[Math.floor(reports.length / 2)]!;
}

/**
 * Lighthouse 12 mobile on the 12-card store page, ours against the plain page (median of 3
 * runs each, in one browser): score, TBT, LCP, CLS and our line of the third-party table.
 */
export async function lighthouseRows(bench: BenchContext): Promise<Row[]> {
  const server = await serveStorePages(bench, [12]);
  const options = chromiumLaunchOptions();
  const port = await freePort();
  const browser = await chromium.launch({
    ...options,
    args: [...(options.args ?? []), `--remote-debugging-port=${port}`],
  });
  const site = server.url.replace('127.0.0.1', 'localhost');
  const by = {} as Record<Exclude<StoreKind, 'buy-button'>, Report>;
  try {
    for (const kind of ['plain', 'ours'] as const) {
      const reports: Report[] = [];
      for (let i = 0; i < RUNS; i += 1) reports.push(await run(site + storePath(kind, 12), port));
      by[kind] = medianRun(reports);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const { ours, plain } = by;
  const lcpRatio = ours.lcpMs / plain.lcpMs;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    {
      name: 'Lighthouse 12 mobile, 12-card store page: performance',
      value: String(ours.score),
      budget: `>= ${SCORE_BUDGET}`,
      ok: ours.score >= SCORE_BUDGET,
      note: `plain page ${plain.score} (median of ${RUNS})`,
    },
    {
      name: 'Lighthouse 12 mobile: total blocking time',
      value: `${ours.tbtMs.toFixed(0)} ms`,
      budget: `<= ${TBT_BUDGET} ms`,
      ok: ours.tbtMs <= TBT_BUDGET,
      note: `plain page ${plain.tbtMs.toFixed(0)} ms`,
    },
    {
      name: 'Lighthouse 12 mobile: LCP vs plain page',
      value: `${lcpRatio.toFixed(2)}x`,
      budget: `<= ${LCP_RATIO}x`,
      ok: lcpRatio <= LCP_RATIO,
      note: `${seconds(ours.lcpMs)} vs ${seconds(plain.lcpMs)}`,
    },
    {
      name: 'Lighthouse 12 mobile: CLS',
      value: ours.cls.toFixed(3),
      budget: '0.000',
      ok: Number(ours.cls.toFixed(3)) === 0,
      note: `plain page ${plain.cls.toFixed(3)}`,
    },
    {
      name: 'Lighthouse 12 mobile: third-party row of our origin',
      value: ours.ours
        ? `${ours.ours.mainThreadMs.toFixed(0)} ms main thread, ${ours.ours.transferKb.toFixed(1)} KB`
        : 'not listed',
    },
    {
      name: 'Lighthouse 12 mobile: simulated LCP waits last for',
      value: ours.lcpWaitsFor,
      note: `plain page: ${plain.lcpWaitsFor}`,
    },
  ];
}
