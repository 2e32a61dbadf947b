import { useMutationState } from '@tanstack/react-query';
import { useRef } from 'react';

interface Change {
  error: Error | null;
  /** When `mutate` was last called (0: never). */
  submittedAt: number;
}

/**
 * The error of whichever of `changes` was started last, while no other change (to any line,
 * the coupon, the checkout, or from another widget) has been started since: a newer action
 * makes an older failure stale, and the cart shows one notice, not the same one twice.
 */
export function useLatestError(...changes: Change[]): Error | null {
  const started = useMutationState({ select: (mutation) => mutation.state.submittedAt });
  // Remembered: a finished change leaves the cache some minutes later, its start still counts.
  const newest = useRef(0);
  newest.current = Math.max(newest.current, ...started);
  const mine = changes.reduce((a, b) => (b.submittedAt > a.submittedAt ? b : a));
  return mine.submittedAt >= newest.current ? mine.error : null;
}
