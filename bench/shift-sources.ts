// Debug helper: prints every layout shift of each demo page with the nodes that moved.
// `node --import tsx bench/shift-sources.ts [page.html ...]`
import { withBench } from './browser';

await withBench(async (bench) => {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : bench.demoPages;
  for (const name of pages) {
    const context = await bench.browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(`(() => {
      const w = window;
      w.__shifts = [];
      const describe = (node) => {
        if (!node) return '?';
        const parts = [];
        let n = node;
        while (n && parts.length < 6) {
          if (n instanceof Element) {
            parts.unshift(n.localName + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ').join('.') : '') + (n.getAttribute('part') ? '[part=' + n.getAttribute('part') + ']' : ''));
          }
          n = n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentNode;
        }
        return parts.join(' > ');
      };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          w.__shifts.push({
            t: Math.round(e.startTime),
            value: e.value.toFixed(4),
            sources: e.sources.map((s) => ({
              node: describe(s.node),
              from: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height].map(Math.round).join(','),
              to: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round).join(','),
            })),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
})()`);
    const url = (await (await bench.openDemo('index.html')).url()).replace(/[^/]*$/, name);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const shifts = await page.evaluate(
      () =>
        (
          window as unknown as {
            __shifts: { t: number; value: string; sources: Record<string, string>[] }[];
          }
        ).__shifts,
    );
    console.log(`\n=== ${name}`);
    for (const s of shifts) {
      console.log(`t=${s.t} value=${s.value}`);
      for (const src of s.sources) console.log(`   ${src.node}  ${src.from} -> ${src.to}`);
    }
    await context.close();
  }
});
