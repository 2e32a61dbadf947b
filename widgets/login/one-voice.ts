import { useEffect, useState, useSyncExternalStore } from 'react';

/*
 * Every login widget on a page shows the same hosted return (one shared query). With
 * <member-menu> and <member-login> both there, each would say "You are signed in." and a
 * screen reader would hear it twice. The first of them to mount speaks for the page; the
 * others stay quiet. The voice does not pass on when its widget leaves: the others would repeat
 * what was already said.
 */
let voice: object | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether this widget is the one that says the page's sign-in news aloud. */
export function useSpeaksForPage(): boolean {
  const [me] = useState(() => ({}));
  useEffect(() => {
    if (voice) return;
    voice = me;
    listeners.forEach((listener) => listener());
    return () => void (voice = undefined);
  }, [me]);
  return useSyncExternalStore(subscribe, () => voice === me);
}
