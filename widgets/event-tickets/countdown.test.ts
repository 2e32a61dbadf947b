import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anchorAt,
  clockJump,
  formatClock,
  rebased,
  remainingMs,
  serverSkew,
  spokenTimeLeft,
  thresholdOf,
} from './countdown';

const MIN = 60_000;
const serverNow = Date.parse('2030-01-01T12:00:00.000Z');
const expires = new Date(serverNow + 20 * MIN).toISOString();

describe('serverSkew', () => {
  it('uses the hold length: a visitor clock 7 minutes slow still sees 20 minutes', () => {
    const receivedAt = serverNow - 7 * MIN;
    const skew = serverSkew({ expires, receivedAt, holdMinutes: 20 });
    expect(skew).toBe(7 * MIN);
    expect(remainingMs(expires, skew, receivedAt)).toBe(20 * MIN);
  });

  it('falls back to the Date header, to the middle of its second', () => {
    const receivedAt = serverNow + 3 * MIN; // visitor clock 3 minutes fast
    const skew = serverSkew({
      expires,
      receivedAt,
      serverDate: new Date(serverNow).toUTCString(),
    });
    expect(skew).toBe(-3 * MIN + 500);
    expect(remainingMs(expires, skew, receivedAt)).toBe(20 * MIN - 500);
  });

  it('prefers the hold length over the header', () => {
    const skew = serverSkew({
      expires,
      receivedAt: serverNow,
      holdMinutes: 20,
      serverDate: new Date(serverNow + 60 * MIN).toUTCString(),
    });
    expect(skew).toBe(0);
  });

  it('trusts the local clock when the answer says nothing about time', () => {
    expect(serverSkew({ expires, receivedAt: 1, serverDate: null })).toBe(0);
    expect(serverSkew({ expires, receivedAt: 1, serverDate: 'not a date' })).toBe(0);
  });
});

describe('remainingMs', () => {
  it('counts down and stops at zero', () => {
    expect(remainingMs(expires, 0, serverNow + 19 * MIN)).toBe(MIN);
    expect(remainingMs(expires, 0, serverNow + 25 * MIN)).toBe(0);
    expect(remainingMs('garbage', 0, serverNow)).toBe(0);
  });
});

describe('formatClock', () => {
  it('shows minutes and padded seconds, rounding up', () => {
    expect(formatClock(20 * MIN, 'en-US')).toBe('20:00');
    expect(formatClock(65_001, 'en-US')).toBe('1:06');
    expect(formatClock(9_000, 'de-DE')).toBe('0:09');
    expect(formatClock(0, 'en-US')).toBe('0:00');
  });

  it("writes the locale's digits", () => {
    expect(formatClock(65_001, 'ar-EG')).toBe('١:٠٦');
  });
});

describe('announcements', () => {
  it('reach thresholds only at 10, 5, 2, 1 minutes and 30 seconds', () => {
    expect(thresholdOf(20 * MIN)).toBeUndefined();
    expect(thresholdOf(10 * MIN + 1)).toBeUndefined();
    expect(thresholdOf(10 * MIN)).toBe(600);
    expect(thresholdOf(4 * MIN)).toBe(300);
    expect(thresholdOf(90_000)).toBe(120);
    expect(thresholdOf(59_000)).toBe(60);
    expect(thresholdOf(1_000)).toBe(30);
  });

  it('speaks in words', () => {
    expect(spokenTimeLeft(600)).toBe('10 minutes left to complete your order.');
    expect(spokenTimeLeft(60)).toBe('1 minute left to complete your order.');
    expect(spokenTimeLeft(30)).toBe('30 seconds left to complete your order.');
  });
});

describe('clockJump', () => {
  afterEach(() => vi.useRealTimers());

  it('is the clock setting moved, not the time that passed, and rebased takes it into the skew', () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    vi.setSystemTime(serverNow);
    const anchor = anchorAt(0);
    vi.advanceTimersByTime(MIN); // a minute passes on both clocks
    expect(clockJump(anchor)).toBe(0);
    vi.setSystemTime(Date.now() - 120 * MIN); // the visitor sets the clock 2 hours back
    expect(clockJump(anchor)).toBe(-120 * MIN);
    const again = rebased(anchor);
    expect(again.skew).toBe(120 * MIN);
    expect(remainingMs(expires, again.skew)).toBe(19 * MIN);
    expect(clockJump(again)).toBe(0);
  });
});
