import { useId, type ReactNode } from 'react';
import { FormFeedback } from './form-feedback';
import type { FormFlow, Step } from './use-form-flow';

interface StepFormProps {
  flow: FormFlow;
  title: string;
  submitLabel: string;
  onSubmit(): void;
  children: ReactNode;
  /** Links to the other steps. */
  links?: ReactNode;
}

/** The frame every step of the login form shares: title, feedback, fields, submit, links. */
export function StepForm({ flow, title, submitLabel, onSubmit, children, links }: StepFormProps) {
  const titleId = useId();
  return (
    <form
      className="sw-login-form"
      part="form"
      aria-labelledby={titleId}
      aria-busy={flow.busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={titleId} className="sw-login-title" part="title">
        {title}
      </h2>
      <FormFeedback feedback={flow.feedback} go={flow.go} />
      {children}
      <button
        type="submit"
        className="sw-button sw-button-block"
        part="submit-button"
        disabled={flow.busy}
      >
        {submitLabel}
      </button>
      {links ? (
        <div className="sw-login-links" part="links">
          {links}
        </div>
      ) : null}
    </form>
  );
}

/** A text-style button moving to another step of the form. */
export function StepLink({ flow, to, children }: { flow: FormFlow; to: Step; children: string }) {
  return (
    <button type="button" className="sw-login-link" part="link" onClick={() => flow.go(to)}>
      {children}
    </button>
  );
}
