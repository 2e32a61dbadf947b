/**
 * What must go for one more to fit: the first (oldest) of `items` beyond `max - 1`. Each
 * bounded collection of one owner (tokens, sessions, codes, reservations) keeps its newest.
 */
export const oldestBeyond = <T>(items: readonly T[], max: number): T[] =>
  items.slice(0, Math.max(0, items.length - max + 1));
