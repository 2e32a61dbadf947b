import { createContext, useContext, useEffect } from 'react';

/**
 * Told whether the flow holds seats: the list's ticket dialog asks before a close would give
 * them back (and lose what was typed). No one listens on a standalone `<event-tickets>`.
 */
export const HoldingContext = createContext<((holding: boolean) => void) | undefined>(undefined);

export function useReportHolding(holding: boolean): void {
  const report = useContext(HoldingContext);
  useEffect(() => report?.(holding), [report, holding]);
}
