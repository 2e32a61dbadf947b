import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FeedbackAction } from './form-feedback';
import type { FormFlow } from './use-form-flow';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The rule the value must meet (a new password's length), shown before anyone breaks it. */
  hint?: string;
  /** Shown under the input and linked to it, so screen readers read it with the field. */
  error?: string | undefined;
  /** What the error offers to do about it, under the error. */
  action?: ReactNode;
}

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function Field({ label, value, onChange, hint, error, action, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="sw-login-field" part="field">
      <label className="sw-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="sw-input"
        part="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className="sw-field-hint" part="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="sw-field-error" part="field-error">
          {error}
        </p>
      ) : null}
      {action}
    </div>
  );
}

/** The email field every step shares: the address carries over from step to step. */
export function EmailField({ flow }: { flow: FormFlow }) {
  return (
    <Field
      label={flow.t('email')}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={flow.email}
      onChange={flow.setEmail}
      error={flow.errorOn('email')}
      action={<FeedbackAction flow={flow} field="email" />}
    />
  );
}
