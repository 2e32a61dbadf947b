import { Notice } from '../../shared/ui';
import type { FeedbackField } from './login-messages';
import type { FormFlow } from './use-form-flow';

/**
 * The follow-up the last sentence offers ("Reset your password"), right by that sentence: above
 * the form for the form's own, under the field for a field's, not above fields it would push down.
 */
export function FeedbackAction({ flow, field }: { flow: FormFlow; field: FeedbackField }) {
  const action = flow.feedback?.field === field ? flow.feedback.action : undefined;
  if (!action) return null;
  return (
    <button
      type="button"
      className="sw-button sw-button-quiet"
      part="secondary-button"
      onClick={() => flow.go(action)}
    >
      {flow.t(action)}
    </button>
  );
}

/** The form-level sentence (field ones sit by their input) and the follow-up it offers. */
export function FormFeedback({ flow }: { flow: FormFlow }) {
  const { feedback } = flow;
  if (feedback?.field !== 'form') return null;
  return (
    <>
      <Notice tone={feedback.tone}>{feedback.message}</Notice>
      <FeedbackAction flow={flow} field="form" />
    </>
  );
}
