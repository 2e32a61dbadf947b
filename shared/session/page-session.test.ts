import { afterEach, expect, it, vi } from 'vitest';
import { getPageSession, SESSION_PROTOCOL } from './page-session';

const KEY = Symbol.for('site-widgets.session');
type Slot = { protocol: number };
const slot = () => (globalThis as unknown as Record<symbol, Slot>)[KEY];

afterEach(() => {
  delete (globalThis as unknown as Record<symbol, unknown>)[KEY];
});

it('keeps one session per page under a Symbol.for key', () => {
  expect(getPageSession()).toBe(getPageSession());
  expect(slot()?.protocol).toBe(SESSION_PROTOCOL);
});

it('shares the session of another build with a different protocol, warning once', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const first = getPageSession();
  slot()!.protocol = SESSION_PROTOCOL + 1; // what an older or newer build would have left
  expect(getPageSession()).toBe(first);
  expect(getPageSession()).toBe(first);
  expect(warn).toHaveBeenCalledTimes(1);
});
