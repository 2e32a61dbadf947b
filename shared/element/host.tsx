import { createContext, useContext, useEffect } from 'react';

export type WidgetState = 'loading' | 'ready' | 'empty' | 'error';

export interface HostInfo {
  host: HTMLElement;
  tag: string;
}

export const HostContext = createContext<HostInfo | null>(null);

/** The custom element a widget renders for. */
export function useHost(): HostInfo {
  const info = useContext(HostContext);
  if (!info) throw new Error('useHost() must be used inside a widget defined with defineWidget().');
  return info;
}

/** Reflects the widget's state on the host as `state="…"` so pages can style and test it. */
export function useHostState(state: WidgetState): void {
  const { host } = useHost();
  useEffect(() => {
    host.setAttribute('state', state);
  }, [host, state]);
}
