import { expect, it } from 'vitest';
import { resumedSkew } from './held-reservation';

const receivedAt = Date.parse('2026-11-29T12:00:00.000Z');
const answer = (serverDate: string | null) => ({
  expires: '2026-11-29T12:15:00.000Z',
  clock: { serverDate, receivedAt },
});

it("a reload counts by the answer's Date when the kept skew no longer holds (the clock was set)", () => {
  // The platform says 11:35: our clock is 25 minutes fast now, whatever it was before.
  expect(resumedSkew(answer('Sun, 29 Nov 2026 11:35:00 GMT'), 0)).toBe(-25 * 60_000 + 500);
});

it('keeps the kept skew, to the millisecond, while the Date (to the second) agrees, or is unreadable', () => {
  expect(resumedSkew(answer('Sun, 29 Nov 2026 12:00:01 GMT'), 1_234)).toBe(1_234);
  expect(resumedSkew(answer(null), 1_234)).toBe(1_234);
});
