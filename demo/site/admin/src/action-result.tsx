/** Runs an administrator action and shows what happened: the result, or the server's message. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

export interface Outcome {
  tone: 'ok' | 'error';
  message: string;
}

/** The server's own words: `INVALID_ARGUMENT: "field" description`, or the application error. */
export const describeError = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'The action failed.';

export function useAction() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);

  /** Runs `action`; on success says `done(result)` and refreshes every list on the page. */
  async function run<T>(action: () => Promise<T>, done: (result: T) => string) {
    setPending(true);
    setOutcome(null);
    try {
      const result = await action();
      setOutcome({ tone: 'ok', message: done(result) });
      await queryClient.invalidateQueries();
      return result;
    } catch (error) {
      setOutcome({ tone: 'error', message: describeError(error) });
      return undefined;
    } finally {
      setPending(false);
    }
  }

  return { run, pending, outcome, clear: () => setOutcome(null) };
}

/** A live region that is always there, so screen readers hear each new outcome. */
export function ActionResult({ outcome }: { outcome: Outcome | null }) {
  return (
    <div aria-live="polite">
      {outcome ? (
        <p
          className="result"
          data-tone={outcome.tone}
          role={outcome.tone === 'error' ? 'alert' : 'status'}
        >
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}

/** A destructive button that asks once more inline (no window.confirm). */
export function ConfirmButton({
  label,
  confirmLabel,
  onConfirm,
  disabled,
}: {
  label: string;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="quiet" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span role="group" aria-label={confirmLabel}>
      <button
        type="button"
        className="danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="quiet" onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  );
}
