// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';

const imported = vi.hoisted(() => vi.fn());
vi.mock('./cart-panel', () => {
  imported();
  return { CartPanel: () => null };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("a closed drawer's code waits for the page's load event, then for an idle moment", async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  const { loadWhenIdle, loadCartPanel } = await import('./lazy-cart-panel');

  loadWhenIdle(() => void loadCartPanel());
  expect(idle).toHaveLength(0);
  window.dispatchEvent(new Event('load'));
  expect(idle).toHaveLength(1);
  expect(imported).not.toHaveBeenCalled();

  idle[0]!();
  await loadCartPanel();
  expect(imported).toHaveBeenCalledTimes(1);
});
