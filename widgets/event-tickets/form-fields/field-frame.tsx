import type { ReactNode } from 'react';
import type { FormInput } from '../types';

/** The accessibility wiring every input shares: invalid state and the error's id. */
export function a11yProps(id: string, error: string | undefined, required: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  };
}

export const isRequired = (input: FormInput, optional: boolean | undefined) =>
  Boolean(input.mandatory) && !optional;

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="sw-field-error" part="field-error">
      {error}
    </p>
  ) : null;
}

/** Label above, control, error below. */
export function FieldFrame(props: {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="sw-field" part="field">
      <label className="sw-label" htmlFor={props.id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {props.children}
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

/** Several related inputs (radios, checkboxes, a name in two parts) under one legend. */
export function FieldGroup(props: {
  id: string;
  legend: string;
  required?: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="sw-fieldset"
      part="fieldset"
      id={props.id}
      // Invalid as a whole: the checkout form focuses its first choice (checkout-form.tsx).
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? `${props.id}-error` : undefined}
    >
      <legend className="sw-label">
        {props.legend}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {props.children}
      <FieldError id={props.id} error={props.error} />
    </fieldset>
  );
}
