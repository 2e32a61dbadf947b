import type { Cart } from '../../shared/client';
import { cartLines } from '../../shared/data/cart-view';

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

const quantities = new Map<string, LineQuantity>();
/** While a change is under way: how the latest stepper pressed sends, and the change's end. */
const senders = new Map<string, SendQuantity>();
const changes = new Map<string, Promise<number>>();
/**
 * The last change that failed, per line, until a line shown takes it: a drawer closed before
 * the failure (its line's own error state unmounted with it) says it when it opens again.
 */
const failures = new Map<string, LineFailure>();
const listeners = new Set<() => void>();

function setQuantity(lineId: string, quantity: LineQuantity | undefined): void {
  if (quantity) quantities.set(lineId, quantity);
  else quantities.delete(lineId);
  listeners.forEach((listener) => listener());
}

export function subscribeToQuantities(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const lineQuantity = (lineId: string): LineQuantity | undefined => quantities.get(lineId);

/** A failed change, in the shape `useLatestError` weighs against the cart's other changes. */
export interface LineFailure {
  readonly error: Error;
  /** When it failed: later than its mutation's start, so no older change makes it stale. */
  readonly submittedAt: number;
}

export function takeFailure(lineId: string): LineFailure | undefined {
  const failure = failures.get(lineId);
  failures.delete(lineId);
  return failure;
}

/**
 * The line's own quantity shows again instead of the answer: once it has caught up with it, or
 * (no `lineQuantity`) for a line shown anew, whose quantity is newer than any answer.
 */
export function forgetAnswered(lineId: string, lineQuantity?: number): void {
  const quantity = quantities.get(lineId);
  if (quantity && !quantity.sending && (lineQuantity ?? quantity.shown) === quantity.shown) {
    setQuantity(lineId, undefined);
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
  senders.set(lineId, send);
  setQuantity(lineId, { shown: quantity, sending: true });
  let change = changes.get(lineId);
  if (!change) {
    change = sendUntilLatest(lineId);
    changes.set(lineId, change);
  }
  return change;
}

async function sendUntilLatest(lineId: string): Promise<number> {
  try {
    for (;;) {
      const asked = quantities.get(lineId)!.shown;
      const { cart } = await senders.get(lineId)!(asked);
      if (quantities.get(lineId)!.shown !== asked) continue; // pressed again meanwhile
      const held = (cart && cartLines(cart).find(({ id }) => id === lineId)?.quantity) ?? asked;
      setQuantity(lineId, { shown: held, sending: false });
      return held;
    }
  } catch (error) {
    failures.set(lineId, { error: error as Error, submittedAt: Date.now() });
    setQuantity(lineId, undefined); // the line shows what it holds, with the failure
    throw error;
  } finally {
    senders.delete(lineId);
    changes.delete(lineId);
  }
}
