/**
 * What must go for one more to fit: the first (oldest) of `items` beyond `max - 1`. Each
 * bounded collection of one owner (tokens, sessions, codes, reservations) keeps its newest.
 */
export const oldestBeyond = <T>(items: readonly T[], max: number): T[] =>
  items.slice(0, Math.max(0, items.length - max + 1));

/**
 * What goes for one more to fit among one owner's `items` (oldest first): those that ended,
 * and the oldest live ones beyond `max - 1`.
 */
export const toDropForOneMore = <T>(
  items: readonly T[],
  isLive: (item: T) => boolean,
  max: number,
): T[] => [...items.filter((item) => !isLive(item)), ...oldestBeyond(items.filter(isLive), max)];
