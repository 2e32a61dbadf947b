import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readAgainOnWake } from '../../shared/data/wake';

/** Shown events are read again after a sleep (as the cart is): their sales may have closed. */
export function useReadAgainOnWake(): void {
  const queryClient = useQueryClient();
  useEffect(() => readAgainOnWake(queryClient), [queryClient]);
}
