import type { StoredEvent } from '../db/types.ts';

/** One input of an event's registration form (seed/forms.ts, wire shape). */
export interface FormInput {
  name: string;
  label: string;
  mandatory: boolean;
  options?: string[];
  /** TEXT, NUMBER, TEXT_ARRAY (several choices), DATE_TIME, ADDRESS. */
  type?: string;
  maxLength?: number;
}

export interface FormControl {
  id?: string;
  /** INPUT, TEXTAREA, DROPDOWN, RADIO, CHECKBOX, NAME, GUEST_CONTROL, ADDRESS_*, DATE. */
  type: string;
  label: string;
  inputs: FormInput[];
}

export const formControls = (event: StoredEvent): FormControl[] =>
  (event.form as { controls?: FormControl[] } | undefined)?.controls ?? [];

/** The buyer's details every order is placed with (ticket-orders.ts `buyerOf`). */
const BUYER_INPUTS = new Set(['firstName', 'lastName', 'email']);

/**
 * The form as the wire shows it: each control with the SDK's `system` flag (a control the
 * buyer's name or email is asked in, which may only be relabelled) and its deprecated `name`,
 * the id it says to use instead ('' for a control saved without one).
 */
export const formView = (form: StoredEvent['form']): StoredEvent['form'] => {
  const { controls } = form as { controls?: FormControl[] };
  if (!controls) return form;
  return {
    ...form,
    controls: controls.map((control) => ({
      ...control,
      system: control.inputs.some((input) => BUYER_INPUTS.has(input.name)),
      name: control.id ?? '',
    })),
  };
};

export interface InputValue {
  inputName: string;
  value?: string | undefined;
  values?: string[] | undefined;
}

/**
 * A posted HTML form's answers to the event's inputs: several values (checkboxes) as `values`,
 * one as `value`, empty ones left out. Names outside the form are ignored.
 */
export const answersFrom = (
  event: StoredEvent,
  posted: Record<string, string | string[] | undefined>,
): InputValue[] =>
  formControls(event)
    .flatMap((c) => c.inputs)
    .flatMap((input): InputValue[] => {
      const raw = posted[input.name];
      const all = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
        .map((v) => v.trim().slice(0, input.maxLength ?? 2000))
        .filter(Boolean);
      if (!all.length) return [];
      return input.type === 'TEXT_ARRAY'
        ? [{ inputName: input.name, values: all }]
        : [{ inputName: input.name, value: all[0] }];
    });
