import type { Cart } from '../../shared/client';

/*
 * The quantities visitors ask for, per cart line, kept outside React: a drawer closed (its lines
 * unmounted) while a change is under way must still send the latest quantity pressed, and a
 * drawer opened again must show it. Only the cart panel's chunk loads this.
 */

/** What a line's stepper shows instead of the line's own quantity. */
export interface LineQuantity {
  readonly shown: number;
  /** A change is under way: `shown` is the quantity wanted, sent once the change is answered. */
  readonly sending: boolean;
}

/** Sends one quantity for the line; answers with the whole cart. */
export type SendQuantity = (quantity: number) => Promise<{ cart: Cart | null }>;

/** What the queue holds: the page's, until `resetQuantityQueue` starts another. */
interface Queue {
  quantities: Map<string, LineQuantity>;
  /** While a change is under way: how the latest stepper pressed sends, and the change's end. */
  senders: Map<string, SendQuantity>;
  changes: Map<string, Promise<number>>;
  /**
   * The last change that failed, per line, until a line shown takes it: a drawer closed before
   * the failure (its line's own error state unmounted with it) says it when it opens again.
   */
  failures: Map<string, LineFailure>;
}

const emptyQueue = (): Queue => ({
  quantities: new Map(),
  senders: new Map(),
  changes: new Map(),
  failures: new Map(),
});

let queue = emptyQueue();
const listeners = new Set<() => void>();

/**
 * As on a freshly loaded page (each test starts on one): nothing queued, nothing failed. A
 * change still under way goes on in the queue it started in, which nothing reads any more.
 */
export function resetQuantityQueue(): void {
  queue = emptyQueue();
  listeners.forEach((listener) => listener());
}

function setQuantity(
  { quantities }: Queue,
  lineId: string,
  quantity: LineQuantity | undefined,
): void {
  if (quantity) quantities.set(lineId, quantity);
  else quantities.delete(lineId);
  listeners.forEach((listener) => listener());
}

export function subscribeToQuantities(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const lineQuantity = (lineId: string): LineQuantity | undefined =>
  queue.quantities.get(lineId);

/** A failed change, in the shape `useLatestError` weighs against the cart's other changes. */
export interface LineFailure {
  readonly error: Error;
  /** When it failed: later than its mutation's start, so no older change makes it stale. */
  readonly submittedAt: number;
}

export function takeFailure(lineId: string): LineFailure | undefined {
  const failure = queue.failures.get(lineId);
  queue.failures.delete(lineId);
  return failure;
}

/**
 * The line's own quantity shows again instead of the answer: once it has caught up with it, or
 * (no `lineQuantity`) for a line shown anew, whose quantity is newer than any answer.
 */
export function forgetAnswered(lineId: string, lineQuantity?: number): void {
  const quantity = queue.quantities.get(lineId);
  if (quantity && !quantity.sending && (lineQuantity ?? quantity.shown) === quantity.shown) {
    setQuantity(queue, lineId, undefined);
  }
}

/**
 * Asks for `quantity` of the line. While a change is under way it becomes the quantity wanted,
 * sent once that change is answered (only the latest, once). Resolves, once the platform holds
 * the quantity last wanted, with what it holds (it may hold fewer); rejects when a change fails.
 */
export function changeQuantity(
  lineId: string,
  quantity: number,
  send: SendQuantity,
): Promise<number> {
  queue.senders.set(lineId, send);
  setQuantity(queue, lineId, { shown: quantity, sending: true });
  let change = queue.changes.get(lineId);
  if (!change) {
    change = sendUntilLatest(queue, lineId);
    queue.changes.set(lineId, change);
  }
  return change;
}

async function sendUntilLatest(own: Queue, lineId: string): Promise<number> {
  const { quantities, senders, changes, failures } = own;
  try {
    for (;;) {
      const asked = quantities.get(lineId)!.shown;
      const { cart } = await senders.get(lineId)!(asked);
      if (quantities.get(lineId)!.shown !== asked) continue; // pressed again meanwhile
      const held = (cart && cart.lineItems.find(({ id }) => id === lineId)?.quantity) ?? asked;
      setQuantity(own, lineId, { shown: held, sending: false });
      return held;
    }
  } catch (error) {
    failures.set(lineId, { error: error as Error, submittedAt: Date.now() });
    setQuantity(own, lineId, undefined); // the line shows what it holds, with the failure
    throw error;
  } finally {
    senders.delete(lineId);
    changes.delete(lineId);
  }
}
