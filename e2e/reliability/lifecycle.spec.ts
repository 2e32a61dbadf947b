import { expect, test, type Page } from '@playwright/test';
import {
  liveInstances,
  liveListeners,
  liveNodes,
  liveTimers,
  trackListeners,
  trackTimers,
} from '../support/leaks';
import { siteUrl, watchErrors } from '../support/pages';

const mounted = (page: Page) =>
  page.evaluate(() => (window as unknown as { swProbe: { mounted(): number } }).swProbe.mounted());

test('100 cycles of insert, move and remove leave no React roots, listeners, observers or timers behind', async ({
  page,
}) => {
  await trackTimers(page);
  await trackListeners(page);
  const errors = watchErrors(page);
  await page.goto(siteUrl('/runtime.html'));
  await expect(page.locator('sw-probe h2')).toHaveText('First');
  const cycle = () =>
    page.evaluate(async () => {
      const main = document.querySelector('#main')!;
      const aside = document.querySelector('#aside')!;
      aside.innerHTML = '<sw-probe label="x"></sw-probe><sw-probe label="y"></sw-probe>';
      await new Promise(requestAnimationFrame);
      main.append(aside.firstElementChild!);
      await new Promise(requestAnimationFrame);
      main.querySelector('sw-probe[label="x"]')!.remove();
      aside.replaceChildren();
    });
  // React keeps the portals its last commit removed reachable until it commits again (so their
  // shadow roots, and the listeners on them, until then): whether that commit has come yet
  // depends on timing (a slow machine's transition renders interrupted by the removal). A click
  // on the page's own probe makes one, so every count is taken after it.
  let clicks = 0;
  const settle = async () => {
    clicks += 1;
    await page.locator('sw-probe[label="First"]').getByRole('button').click();
    await expect(page.locator('sw-probe[label="First"]').getByRole('button')).toHaveText(
      `Clicked ${clicks}`,
    );
    await page.waitForTimeout(100);
  };
  await cycle(); // first cycle warms caches and lazily created listeners
  await settle();
  const live = async () => ({
    listeners: await liveListeners(page),
    nodes: await liveNodes(page),
    timers: await liveTimers(page),
    // The loader watches each widget's shadow root for tags: removed ones must not stay watched.
    observers: await liveInstances(page, 'MutationObserver'),
  });
  const before = await live();

  for (let i = 0; i < 100; i += 1) await cycle();
  await settle();

  expect(await mounted(page)).toBe(1); // only the page's own "First" probe
  const after = await live();
  expect(after.listeners).toBeLessThanOrEqual(before.listeners);
  expect(after.observers).toBeLessThanOrEqual(before.observers);
  expect(after.timers).toBeLessThanOrEqual(before.timers);
  expect(after.nodes).toBeLessThanOrEqual(before.nodes + 50); // GC of detached nodes is lazy
  expect(errors).toEqual([]);
});
