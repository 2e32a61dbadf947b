/** Tabs per area (WAI-ARIA tabs pattern: arrow keys move, the URL hash keeps the choice). */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
  render: () => ReactNode;
}

const fromHash = (tabs: Tab[]) =>
  tabs.find((tab) => `#${tab.id}` === location.hash)?.id ?? tabs[0]!.id;

export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [current, setCurrent] = useState(() => fromHash(tabs));
  const refs = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const onHash = () => setCurrent(fromHash(tabs));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, [tabs]);

  const select = (id: string, focus = false) => {
    setCurrent(id);
    history.replaceState(null, '', `#${id}`);
    if (focus) refs.current.get(id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(tabs[(to + tabs.length) % tabs.length]!.id, true);
  };

  const active = tabs.find((tab) => tab.id === current)!;
  return (
    <>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={tab.id === current}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active.id}`} aria-labelledby={`tab-${active.id}`}>
        {active.render()}
      </div>
    </>
  );
}
