import { useMutationState } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isConnectionFailure } from '../../shared/ui';

interface Change {
  error: Error | null;
  /** When `mutate` was last called (0: never). */
  submittedAt: number;
}

/** When the browser last came back online while the cart was on the page (0: not yet). */
function useBackOnlineAt(): number {
  const [at, setAt] = useState(0);
  useEffect(() => {
    const online = () => setAt(Date.now());
    addEventListener('online', online);
    return () => removeEventListener('online', online);
  }, []);
  return at;
}

/**
 * The error of whichever of `changes` was started last, while no other change (to any line,
 * the coupon, the checkout, or from another widget) has been started since: a newer action
 * makes an older failure stale, and the cart shows one notice, not the same one twice. So does
 * the connection coming back for a change that could not connect: "check your connection"
 * would stay under a button that now works.
 */
export function useLatestError(...changes: Change[]): Error | null {
  const started = useMutationState({ select: (mutation) => mutation.state.submittedAt });
  const backOnline = useBackOnlineAt();
  // Remembered: a finished change leaves the cache some minutes later, its start still counts.
  const newest = useRef(0);
  newest.current = Math.max(newest.current, ...started);
  const { error, submittedAt } = changes.reduce((a, b) => (b.submittedAt > a.submittedAt ? b : a));
  if (!error || submittedAt < newest.current) return null;
  return backOnline > submittedAt && isConnectionFailure(error) ? null : error;
}
