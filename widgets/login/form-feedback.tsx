import { Notice } from '../../shared/ui';
import type { Step } from './use-form-flow';
import type { Feedback } from './login-messages';
import { useLoginText } from './text';

/** The form-level sentence (field ones sit by their input) and the follow-up it offers. */
export function FormFeedback({
  feedback,
  go,
}: {
  feedback: Feedback | null;
  go(step: Step): void;
}) {
  const t = useLoginText();
  if (!feedback) return null;
  const action = feedback.action;
  return (
    <>
      {feedback.field === 'form' ? <Notice tone={feedback.tone}>{feedback.message}</Notice> : null}
      {action ? (
        <button
          type="button"
          className="sw-button sw-button-quiet"
          part="secondary-button"
          onClick={() => go(action)}
        >
          {t(action)}
        </button>
      ) : null}
    </>
  );
}
