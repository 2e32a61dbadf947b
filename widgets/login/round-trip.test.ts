// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { keepScroll, restoreScroll } from './round-trip';

afterEach(() => sessionStorage.clear());

const live = { clientId: 'site', apiBase: 'https://live.test' };

it("restores the scroll kept for the login's own platform only: not the same client id elsewhere", () => {
  window.scrollTo(0, 480);
  keepScroll(live);
  const scrollTo = vi.spyOn(window, 'scrollTo');
  // The tab comes back to a page of the site on another platform (a sandbox), or the real one.
  restoreScroll({ ...live, apiBase: 'https://sandbox.test' });
  restoreScroll({ clientId: 'site' });
  expect(scrollTo).not.toHaveBeenCalled();
  restoreScroll(live);
  expect(scrollTo).toHaveBeenCalledExactlyOnceWith(window.scrollX, 480);
});
