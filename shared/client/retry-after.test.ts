import { expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

it('reads delay-seconds and HTTP dates, and ignores anything else', () => {
  const now = Date.parse('Sat, 21 Nov 2026 10:00:00 GMT');
  expect(parseRetryAfter('2', now)).toBe(2000);
  expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000);
  expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
  expect(parseRetryAfter('soon', now)).toBeUndefined();
  expect(parseRetryAfter(null, now)).toBeUndefined();
});
