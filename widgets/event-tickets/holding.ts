import { createContext, useContext, useEffect, type RefObject } from 'react';

/**
 * Told whether the flow holds seats: the list's ticket dialog asks before a close would give
 * them back (and lose what was typed). No one listens on a standalone `<event-tickets>`.
 */
export const HoldingContext = createContext<((holding: boolean) => void) | undefined>(undefined);

export function useReportHolding(holding: boolean): void {
  const report = useContext(HoldingContext);
  useEffect(() => report?.(holding), [report, holding]);
}

/**
 * Set by the list's ticket dialog when the browser closed it without letting it ask (Escape
 * after Escape) while the tab kept its seats: the flow then leaves them held, as a reload does,
 * and keeps the form's answers for the dialog that opens on them again (ticket-dialog.tsx).
 */
export const KeepOnClose = createContext<RefObject<boolean> | undefined>(undefined);
