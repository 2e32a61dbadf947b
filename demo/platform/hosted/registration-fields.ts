import { type FormControl, type FormInput, formControls } from '../domain/registration-form.ts';
import type { StoredEvent } from '../db/types.ts';
import type { ApiError, FieldViolation } from '../errors.ts';
import { esc } from './layout.ts';

/** Asked by the checkout's own buyer fields. */
const BUYER_INPUTS = new Set(['firstName', 'lastName', 'email']);

type Values = Record<string, string | string[] | undefined>;

const has = (values: Values, name: string, option: string) => {
  const v = values[name];
  return Array.isArray(v) ? v.includes(option) : v === option;
};

/** The hosted layout sizes inputs for text; a choice's own box stays small, beside its label. */
const CHOICE_STYLE = 'width:auto;margin:0 8px 0 0';
const GROUP_STYLE = 'border:0;padding:0;margin:12px 0 0';

const choices = (input: FormInput, values: Values, type: 'radio' | 'checkbox') => {
  const required = type === 'radio' && input.mandatory ? ' required' : '';
  const options = (input.options ?? [])
    .map(
      (o, i) =>
        `<label style="font-weight:400;margin:4px 0"><input style="${CHOICE_STYLE}" type="${type}" id="f-${esc(input.name)}-${i}" name="${esc(input.name)}" value="${esc(o)}"${has(values, input.name, o) ? ' checked' : ''}${required}>${esc(o)}</label>`,
    )
    .join('');
  return `<fieldset style="${GROUP_STYLE}"><legend style="font-weight:600;padding:0">${esc(input.label)}${input.mandatory ? ' *' : ''}</legend>${options}</fieldset>`;
};

const field = (control: FormControl, input: FormInput, values: Values): string => {
  const id = `f-${esc(input.name)}`;
  const required = input.mandatory ? ' required' : '';
  const label = `<label for="${id}">${esc(input.label)}${input.mandatory ? ' *' : ''}</label>`;
  const value = esc([values[input.name] ?? ''].flat()[0]);
  if (control.type === 'RADIO') return choices(input, values, 'radio');
  if (input.type === 'TEXT_ARRAY') return choices(input, values, 'checkbox');
  if (input.options?.length) {
    const options = ['', ...input.options]
      .map(
        (o) =>
          `<option value="${esc(o)}"${has(values, input.name, o) ? ' selected' : ''}>${esc(o || 'Choose…')}</option>`,
      )
      .join('');
    return `${label}<select id="${id}" name="${esc(input.name)}"${required}>${options}</select>`;
  }
  if (control.type === 'TEXTAREA')
    return `${label}<textarea id="${id}" name="${esc(input.name)}" maxlength="${esc(input.maxLength ?? 2000)}"${required}>${value}</textarea>`;
  const type = control.type === 'DATE' ? 'date' : 'text';
  return `${label}<input id="${id}" name="${esc(input.name)}" type="${type}" maxlength="${esc(input.maxLength ?? 200)}" value="${value}"${required}>`;
};

/** The event's registration form beyond name and email, as plain HTML fields. */
export const registrationFields = (event: StoredEvent, values: Values): string => {
  const fields = formControls(event).flatMap((control) =>
    control.inputs
      .filter((input) => !BUYER_INPUTS.has(input.name))
      .map((input) => field(control, input, values)),
  );
  return fields.length ? `<h2>Registration</h2>${fields.join('\n')}` : '';
};

/** Labels of the fields the hosted forms ask besides the event's own. */
const FIXED_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  additionalGuests: 'Guests coming with you',
};

/**
 * An error as the visitor reads it on a hosted form: each violated field named by its label
 * ("Seating preference is required."), never by its wire path; other errors by their message.
 */
export const errorText = (event: StoredEvent, err: ApiError): string => {
  const violations = (
    err.body.details as { validationError?: { fieldViolations?: FieldViolation[] } } | undefined
  )?.validationError?.fieldViolations;
  if (!violations?.length) return err.message;
  const labels = new Map(
    formControls(event).flatMap((c) => c.inputs.map((i) => [i.name, i.label])),
  );
  return violations
    .map((v) => {
      const name = v.field.split('.').pop() ?? v.field;
      return `${FIXED_LABELS[name] ?? labels.get(name) ?? name} ${v.description}.`;
    })
    .join(' ');
};
