import { createContext, useContext, useEffect } from 'react';
import type { WidgetState } from '../../shared/element';

/**
 * Where the ticket flow says what it shows. Only the part on screen knows whether that is the
 * picker or still "Loading tickets…", so each part reports for itself (last mounted wins);
 * `<event-tickets>` reflects it on its host, the list's ticket dialog keeps it to itself.
 */
const ReportState = createContext<(state: WidgetState) => void>(() => {});

export const FlowStateProvider = ReportState.Provider;

/** Reports `state` while this is on screen (rendered beside what it describes). */
export function FlowState({ state }: { state: WidgetState }) {
  const report = useContext(ReportState);
  useEffect(() => report(state), [report, state]);
  return null;
}
