/**
 * Collects keys asked for in the same tick and fetches them with one call, like DataLoader:
 * 48 product cards mounting together cost one request, not 48.
 */
export function createBatcher<K, V>(
  fetchMany: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 100,
): (key: K) => Promise<V | undefined> {
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

  return (key) =>
    new Promise((resolve, reject) => {
      // A macrotask, not a microtask: elements upgraded in one task may mount over a few commits.
      if (queue.length === 0) setTimeout(() => void flush(), 0);
      queue.push({ key, resolve, reject });
    });
}
