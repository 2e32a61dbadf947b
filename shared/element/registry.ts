import type { ComponentType } from 'react';

export interface PortalEntry {
  id: number;
  /** The element's shadow root, where the portal renders. */
  container: ShadowRoot;
  host: HTMLElement;
  tag: string;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
}

type Listener = () => void;

/**
 * The elements currently mounted, as an external store for `useSyncExternalStore`.
 * Every change replaces only the entry it touches, so memoized views of the others stay put.
 */
export class PortalRegistry {
  private entries: readonly PortalEntry[] = [];
  private listeners = new Set<Listener>();
  private nextId = 1;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly PortalEntry[] => this.entries;

  add(entry: Omit<PortalEntry, 'id'>): number {
    const id = this.nextId++;
    this.entries = [...this.entries, { ...entry, id }];
    this.emit();
    return id;
  }

  update(id: number, props: Record<string, unknown>): void {
    this.entries = this.entries.map((entry) => (entry.id === id ? { ...entry, props } : entry));
    this.emit();
  }

  remove(id: number): void {
    this.entries = this.entries.filter((entry) => entry.id !== id);
    this.emit();
  }

  get size(): number {
    return this.entries.length;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
