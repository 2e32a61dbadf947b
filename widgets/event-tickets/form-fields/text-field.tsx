import type { FormInput } from '../types';
import { FieldFrame, FieldGroup, a11yProps, isRequired } from './field-frame';
import { textOf, type FieldProps } from './types';

const MULTILINE = new Set(['TEXTAREA', 'ADDRESS_FULL']);

/** Browser autofill hints, so a returning visitor types as little as possible. */
const AUTOCOMPLETE: Record<string, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  ADDRESS_SHORT: 'address-level2',
  ADDRESS_FULL: 'street-address',
};

function inputType(controlType: string, input: FormInput): string {
  if (controlType === 'DATE') return 'date';
  if (input.name === 'email' || input.type === 'EMAIL') return 'email';
  if (input.name === 'phone' || input.type === 'PHONE') return 'tel';
  if (input.type === 'NUMBER') return 'number';
  return 'text';
}

/** INPUT, TEXTAREA, NAME, ADDRESS_SHORT, ADDRESS_FULL and DATE: free text in some form. */
export function TextField({ control, idPrefix, values, errors, onChange, optional }: FieldProps) {
  const fields = control.inputs.map((input) => {
    const id = `${idPrefix}-${input.name}`;
    const required = isRequired(input, optional);
    const common = {
      ...a11yProps(id, errors[input.name], required),
      name: input.name,
      className: 'sw-input',
      value: textOf(values[input.name]),
      maxLength: input.maxLength || undefined,
      autoComplete: AUTOCOMPLETE[input.name] ?? AUTOCOMPLETE[control.type],
      required,
      onChange: (e: { target: { value: string } }) => onChange(input.name, e.target.value),
    };
    return (
      <FieldFrame
        key={input.name}
        id={id}
        label={input.label || control.label}
        required={required}
        error={errors[input.name]}
      >
        {MULTILINE.has(control.type) ? (
          <textarea {...common} rows={3} />
        ) : (
          <input {...common} type={inputType(control.type, input)} />
        )}
      </FieldFrame>
    );
  });
  if (fields.length < 2) return <>{fields}</>;
  return (
    <FieldGroup id={`${idPrefix}-${control.id}`} legend={control.label}>
      {fields}
    </FieldGroup>
  );
}
