import type { ComponentType } from 'react';
import type { HostInfo } from './host';

export interface PortalEntry {
  id: number;
  /** The element's shadow root, where the portal renders. */
  container: ShadowRoot;
  host: HTMLElement;
  tag: string;
  /** `{ host, tag }` for HostContext: one object per element, kept across updates. */
  info: HostInfo;
  Component: ComponentType<Record<string, unknown>>;
  /** Shown, with the same props, while the widget suspends. */
  Skeleton: ComponentType<Record<string, unknown>> | null;
  props: Record<string, unknown>;
}

/** A group of entries with its own immutable array, replaced only when one of them changes. */
export interface PortalBucket {
  key: number;
  entries: readonly PortalEntry[];
}

type Listener = () => void;

/**
 * Entries per bucket. React visits every sibling of a fiber whose subtree has work, so a flat
 * list of 1000 portals costs 1000 visits for one card's update; in buckets it is about
 * buckets + BUCKET_SIZE visits (≈ 80 for 1000 elements).
 */
export const BUCKET_SIZE = 64;

/**
 * The elements currently mounted, as an external store (subscribe, getSnapshot).
 * add/update/remove are O(1) (a page inserting 1000 cards does 2000 of them before React
 * renders once); the snapshot is rebuilt lazily, and only the buckets that changed get a new
 * entries array, so memoized views of the others stay put.
 */
export class PortalRegistry {
  private entries = new Map<number, PortalEntry>();
  private buckets = new Map<number, PortalBucket>();
  private dirty = new Set<number>();
  private snapshot: readonly PortalBucket[] = [];
  private stale = false;
  private listeners = new Set<Listener>();
  private nextId = 1;
  private shrank = false;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly PortalBucket[] => {
    if (!this.stale) return this.snapshot;
    for (const key of this.dirty) {
      const entries: PortalEntry[] = [];
      const first = key * BUCKET_SIZE;
      for (let id = first; id < first + BUCKET_SIZE; id += 1) {
        const entry = this.entries.get(id);
        if (entry) entries.push(entry);
      }
      if (entries.length) this.buckets.set(key, { key, entries });
      else this.buckets.delete(key);
    }
    this.dirty.clear();
    this.snapshot = [...this.buckets.values()]; // keys only grow: insertion order is key order
    this.stale = false;
    return this.snapshot;
  };

  add(entry: Omit<PortalEntry, 'id' | 'info'>): number {
    const id = this.nextId++;
    this.entries.set(id, { ...entry, id, info: { host: entry.host, tag: entry.tag } });
    this.changed(id);
    return id;
  }

  update(id: number, props: Record<string, unknown>): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.set(id, { ...entry, props });
    this.changed(id);
  }

  remove(id: number): void {
    if (!this.entries.delete(id)) return;
    this.shrank = true;
    this.changed(id);
  }

  /**
   * Whether an element was removed since the last call. Additions and updates render in a
   * transition; a change with a removal renders at once, so a removed element never renders
   * again (with a newer config, say, refetching what it showed) while its removal waits.
   */
  takeRemoval(): boolean {
    const shrank = this.shrank;
    this.shrank = false;
    return shrank;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Listeners hear of changes once per microtask, not once per change: every notification
   * makes React read the snapshot and schedule a render, and a page that inserts 1000 cards
   * in one task needs only the last one. React still renders before the browser paints.
   */
  private changed(id: number): void {
    this.dirty.add(Math.floor(id / BUCKET_SIZE));
    if (this.stale) return;
    this.stale = true;
    queueMicrotask(this.notify);
  }

  private notify = (): void => {
    for (const listener of this.listeners) listener();
  };
}
