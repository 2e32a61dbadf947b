import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { useUpdateQuantity } from './cart-changes';
import type { CartLine } from './cart-lines';
import {
  changeQuantity,
  forgetAnswered,
  lineQuantity,
  type LineFailure,
  subscribeToQuantities,
  takeFailure,
} from './quantity-queue';

/**
 * The quantity a line's stepper shows, whether a change to it is under way, and how it changes.
 * Pressing + three times means three more, although each change waits for the platform's
 * answer: a press while one is under way moves the quantity wanted, which is sent once that one
 * is answered (only the latest, once; see quantity-queue.ts, which keeps it when the line
 * unmounts). The answer is what shows (the platform may hold fewer than asked for); after a
 * failure, what the line held before, with the error (also when the line was not shown as it
 * failed).
 *
 * `answered(quantity)`: the platform holds what the visitor last asked for here (to announce it).
 */
export function useQueuedQuantity(
  line: CartLine,
  update: ReturnType<typeof useUpdateQuantity>,
  answered: (quantity: number) => void,
): [
  quantity: number,
  change: (quantity: number) => void,
  sending: boolean,
  failure: LineFailure | undefined,
] {
  const queued = useSyncExternalStore(subscribeToQuantities, () => lineQuantity(line.id));
  const [failure, setFailure] = useState<LineFailure>();
  const presses = useRef(0);

  // The last answer has reached the line's own props: they show it from now on. Not before: a
  // press back to the line's quantity while a change is under way still waits for its answer.
  useEffect(() => forgetAnswered(line.id, line.quantity), [queued, line.id, line.quantity]);
  // An answer that came while the line was not shown (its drawer closed) is older than the line.
  useEffect(() => forgetAnswered(line.id), [line.id]);
  // A change failed, maybe while the line was not shown: it says so until a newer change.
  useEffect(() => {
    const failed = takeFailure(line.id);
    if (failed) setFailure(failed);
  }, [queued, line.id]);

  const change = (quantity: number) => {
    const press = ++presses.current;
    // The error shows through `update`; a drawer closed meanwhile has nothing to announce.
    const send = (asked: number) => update.mutateAsync({ id: line.id, quantity: asked });
    changeQuantity(line.id, quantity, send).then(
      (held) => press === presses.current && answered(held),
      () => {},
    );
  };

  return [queued?.shown ?? line.quantity, change, queued?.sending ?? false, failure];
}
