// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, serializeCookie, setCookie } from './cookie';

afterEach(() => vi.useRealTimers());

describe('cookie helper', () => {
  it('defaults to path / and counts expiry in days', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    expect(serializeCookie('sw tokens', 'a=b', { days: 7 })).toBe(
      'sw%20tokens=a%3Db; path=/; expires=Tue, 08 Jan 2030 00:00:00 GMT',
    );
    expect(serializeCookie('x', '1')).toBe('x=1; path=/');
  });

  it('sets, reads and removes through document.cookie', () => {
    setCookie('session', 'v 1', { days: 1 });
    expect(getCookie('session')).toBe('v 1');
    removeCookie('session');
    expect(getCookie('session')).toBeUndefined();
  });
});
