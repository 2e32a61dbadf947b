import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import type { RunnerResult } from 'lighthouse';

type Settings = RunnerResult['lhr']['configSettings'];

/**
 * What Lighthouse's simulated LCP waits for: the requests of its simulated load that end last
 * (the pessimistic graph, where the LCP is the end of the last node), with their simulated end
 * times. Lighthouse reports only the total; this names the tail of the critical path, the
 * place to look when the LCP row is over. `dir` holds the run's saved artifacts.
 */
export async function lcpWaitsFor(dir: string, settings: Settings, count = 3): Promise<string> {
  const artifacts = loadArtifacts(dir);
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map(), settings },
  );
  return [...lcp.pessimisticEstimate.nodeTimings]
    .flatMap(([node, timing]) =>
      node.type === 'network' ? [{ url: node.request.url, end: timing.endTime }] : [],
    )
    .sort((a, b) => b.end - a.end)
    .slice(0, count)
    .map(({ url, end }) => `${new URL(url).pathname.split('/').pop()} ${end.toFixed(0)} ms`)
    .join(', ');
}
