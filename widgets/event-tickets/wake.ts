import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Shown events are read again after a sleep (as the cart is): their sales may have closed. */
export function useReadAgainOnWake(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Not in the first load: it matters only minutes on.
    const watch = import('../../shared/data/wake').then((wake) =>
      wake.readAgainOnWake(queryClient),
    );
    return () => void watch.then((stop) => stop());
  }, [queryClient]);
}
