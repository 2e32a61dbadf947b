import { useCallback, useState } from 'react';

/**
 * The text of a polite live region. Saying the same thing twice ("Quantity updated" after
 * two clicks) must still be heard, so every other message gets an invisible trailing space
 * that makes the region's text change.
 */
export function useAnnouncer(): [message: string, announce: (message: string) => void] {
  const [state, setState] = useState({ message: '', odd: false });
  const announce = useCallback(
    (message: string) => setState(({ odd }) => ({ message, odd: !odd })),
    [],
  );
  return [state.odd ? `${state.message}\u00a0` : state.message, announce];
}
