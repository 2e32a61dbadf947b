/**
 * Collects keys asked for in the same tick and fetches them with one call, like DataLoader:
 * 48 product cards mounting together cost one request, not 48.
 */
export interface Batcher<K, V> {
  (key: K): Promise<V | undefined>;
  /** Sends what is queued now instead of at the end of the task (all keys already known). */
  flush(): void;
}

export function createBatcher<K, V>(
  fetchMany: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 100,
): Batcher<K, V> {
  let queue: { key: K; resolve(value: V | undefined): void; reject(error: unknown): void }[] = [];

  const flush = async () => {
    const batch = queue;
    queue = [];
    for (let start = 0; start < batch.length; start += maxBatch) {
      const part = batch.slice(start, start + maxBatch);
      try {
        const found = await fetchMany([...new Set(part.map((item) => item.key))]);
        for (const item of part) item.resolve(found.get(item.key));
      } catch (error) {
        for (const item of part) item.reject(error);
      }
    }
  };

  const load = (key: K) =>
    new Promise<V | undefined>((resolve, reject) => {
      // A macrotask, not a microtask: elements upgraded in one task may mount over a few commits.
      if (queue.length === 0) setTimeout(() => void flush(), 0);
      queue.push({ key, resolve, reject });
    });
  return Object.assign(load, { flush: () => void flush() });
}
