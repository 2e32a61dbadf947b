import { describe, expect, it, vi } from 'vitest';
import { BUCKET_SIZE, PortalRegistry } from './registry';

const entry = (tag = 'x-card') => ({
  container: {} as ShadowRoot,
  host: {} as HTMLElement,
  tag,
  Component: () => null,
  Skeleton: null,
  props: {},
});

describe('PortalRegistry', () => {
  it('tells subscribers once per task, however many elements came and went', async () => {
    const registry = new PortalRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    const ids = Array.from({ length: 1000 }, () => registry.add(entry()));
    registry.update(ids[0]!, { productId: 'a' });
    registry.remove(ids[1]!);
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(registry.size).toBe(999);
  });

  it('rebuilds only the bucket that changed, so memoized views of the others stay put', async () => {
    const registry = new PortalRegistry();
    const ids = Array.from({ length: BUCKET_SIZE * 3 }, () => registry.add(entry()));
    const before = registry.getSnapshot();
    registry.update(ids[BUCKET_SIZE * 2]!, { productId: 'b' });
    const after = registry.getSnapshot();
    const changed = after.filter((bucket, i) => bucket !== before[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]!.entries.some((e) => e.props.productId === 'b')).toBe(true);
    expect(after.flatMap((bucket) => bucket.entries)).toHaveLength(BUCKET_SIZE * 3);
  });

  it('a change after a read is heard too', async () => {
    const registry = new PortalRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    registry.add(entry());
    registry.getSnapshot();
    registry.add(entry());
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(registry.getSnapshot().flatMap((bucket) => bucket.entries)).toHaveLength(2);
  });
});
