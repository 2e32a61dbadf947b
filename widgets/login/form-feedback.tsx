import { Notice } from '../../shared/ui';
import type { Step } from './use-form-flow';
import type { Feedback } from './login-messages';

const ACTIONS: Record<NonNullable<Feedback['action']>, { label: string; step: Step }> = {
  recover: { label: 'Reset your password', step: 'recover' },
  'sign-in': { label: 'Sign in instead', step: 'sign-in' },
};

/** The form-level sentence (field ones sit by their input) and the follow-up it offers. */
export function FormFeedback({
  feedback,
  go,
}: {
  feedback: Feedback | null;
  go(step: Step): void;
}) {
  if (!feedback) return null;
  const action = feedback.action && ACTIONS[feedback.action];
  return (
    <>
      {feedback.field === 'form' ? <Notice tone={feedback.tone}>{feedback.message}</Notice> : null}
      {action ? (
        <button
          type="button"
          className="sw-button sw-button-quiet"
          part="secondary-button"
          onClick={() => go(action.step)}
        >
          {action.label}
        </button>
      ) : null}
    </>
  );
}
