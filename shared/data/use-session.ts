import { useStore } from 'zustand';
import { getPageSession, type SessionState } from '../session';

/** React binding of the page session (the vanilla store lives in shared/session). */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(getPageSession(), selector);
}
