import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LiveRegion } from '../../shared/ui';
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

/**
 * Where the focus goes, so it never falls to the page's body: a new step (the link or button
 * that led here is gone) focuses its title; a refused submit focuses the first field it names.
 * The submit button stays focusable while busy (`aria-disabled`, not `disabled`).
 */
function useStepFocus(flow: FormFlow) {
  const form = useRef<HTMLFormElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const moved = useRef(flow.moved);
  useEffect(() => {
    if (moved.current) title.current?.focus();
  }, []);
  const { feedback } = flow;
  // Emptied with the feedback as each attempt starts, so the same words are heard again.
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    setAnnouncement('');
    if (feedback?.tone !== 'error') return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Focusing the field reads its error with it; a field that has the focus already (the
    // visitor pressed Enter in it) would not be read again, so its error is said instead.
    if (field && field === (field.getRootNode() as ShadowRoot | Document).activeElement)
      setAnnouncement(feedback.message);
    else field?.focus();
  }, [feedback]);
  return { form, title, announcement };
}

/** The frame every step of the login form shares: title, feedback, fields, submit, links. */
export function StepForm({ flow, title, submitLabel, onSubmit, children, links }: StepFormProps) {
  const titleId = useId();
  const focus = useStepFocus(flow);
  return (
    <form
      ref={focus.form}
      className="sw-login-form"
      part="form"
      aria-labelledby={titleId}
      aria-busy={flow.busy}
      noValidate // the inputs' rules are said under them, in the page's language (own-rules.ts)
      onSubmit={(event) => {
        event.preventDefault();
        if (!flow.busy) flow.submit(event.currentTarget, onSubmit);
      }}
    >
      <flow.heading
        id={titleId}
        ref={focus.title}
        tabIndex={-1}
        className="sw-login-title"
        part="title"
      >
        {title}
      </flow.heading>
      <FormFeedback flow={flow} />
      <LiveRegion message={focus.announcement} />
      {children}
      <button
        type="submit"
        className="sw-button sw-button-block"
        part="submit-button"
        aria-disabled={flow.busy || undefined}
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
