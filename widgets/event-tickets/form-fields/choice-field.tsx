import { useOrderText } from '../order.text';
import { FieldFrame, FieldGroup, a11yProps, isRequired } from './field-frame';
import { TextField } from './text-field';
import { listOf, textOf, type FieldProps } from './types';

/** DROPDOWN and GUEST_CONTROL: one choice from a list (a number field if there is none). */
export function SelectField(props: FieldProps) {
  const { control, idPrefix, values, errors, onChange, optional } = props;
  const input = control.inputs[0];
  if (!input) return null;
  if (!input.options?.length) return <TextField {...props} />;
  const id = `${idPrefix}-${input.name}`;
  const required = isRequired(input, optional);
  const t = useOrderText();
  return (
    <FieldFrame
      id={id}
      label={input.label || control.label}
      required={required}
      error={errors[input.name]}
    >
      <select
        {...a11yProps(id, errors[input.name], required)}
        name={input.name}
        className="sw-select"
        value={textOf(values[input.name])}
        required={required}
        onChange={(e) => onChange(input.name, e.target.value)}
      >
        <option value="">{t('choose')}</option>
        {input.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** RADIO (one of) and CHECKBOX (any of): every option visible, under one legend. */
export function OptionsField({
  control,
  idPrefix,
  values,
  errors,
  onChange,
  optional,
}: FieldProps) {
  const input = control.inputs[0];
  if (!input) return null;
  const multiple = control.type === 'CHECKBOX';
  const id = `${idPrefix}-${input.name}`;
  const required = isRequired(input, optional);
  // A checkbox control without options is one yes/no box.
  const options = input.options?.length ? input.options : [input.label || control.label];
  const chosen = multiple ? listOf(values[input.name]) : [textOf(values[input.name])];
  const toggle = (option: string, on: boolean) =>
    multiple
      ? onChange(input.name, on ? [...chosen, option] : chosen.filter((o) => o !== option))
      : onChange(input.name, option);
  return (
    <FieldGroup
      id={id}
      legend={input.label || control.label}
      required={required}
      error={errors[input.name]}
    >
      {options.map((option) => (
        <label key={option} className="sw-option">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={id}
            value={option}
            checked={chosen.includes(option)}
            // One of the radios must be chosen; no single checkbox is compulsory.
            required={required && !multiple}
            onChange={(e) => toggle(option, e.target.checked)}
          />
          {option}
        </label>
      ))}
    </FieldGroup>
  );
}
