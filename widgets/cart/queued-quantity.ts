import { useEffect, useRef, useState } from 'react';
import { cartLines } from '../../shared/data/cart-view';
import type { useUpdateQuantity } from './cart-changes';
import type { CartLine } from './cart-lines';

/**
 * The quantity a line's stepper shows, and how it changes. Pressing + three times means three
 * more, although each change waits for the platform's answer: a press while one is under way
 * moves the quantity wanted, which is sent once that one is answered (only the latest, once).
 * The answer is what shows (the platform may hold fewer than asked for); after a failure, what
 * the line held before, with the error.
 *
 * `answered(quantity)`: the platform holds what the visitor last asked for (to announce it).
 */
export function useQueuedQuantity(
  line: CartLine,
  update: ReturnType<typeof useUpdateQuantity>,
  answered: (quantity: number) => void,
): [number, (quantity: number) => void] {
  const [shown, setShown] = useState<number | null>(null);
  const wanted = useRef<number | null>(null);
  const sending = useRef(false);

  // The last answer has reached the line's own props: they show it from now on. Not before: a
  // press back to the line's quantity while a change is under way still waits for its answer.
  useEffect(() => {
    if (!sending.current && shown === line.quantity) setShown(null);
  }, [shown, line.quantity]);

  const send = (quantity: number) => {
    sending.current = true;
    update.mutate(
      { id: line.id, quantity },
      {
        onSuccess: ({ cart }) => {
          // Pressed again meanwhile: that quantity goes next (set whenever one is being sent).
          const next = wanted.current!;
          if (next !== quantity) return send(next);
          sending.current = false;
          wanted.current = null;
          const held = cart && cartLines(cart).find(({ id }) => id === line.id)?.quantity;
          setShown(held ?? quantity);
          answered(held ?? quantity);
        },
        onError: () => {
          sending.current = false;
          wanted.current = null;
          setShown(null);
        },
      },
    );
  };

  const change = (quantity: number) => {
    wanted.current = quantity;
    setShown(quantity);
    if (!sending.current) send(quantity);
  };

  return [shown ?? line.quantity, change];
}
