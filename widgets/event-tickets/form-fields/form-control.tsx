import type { ComponentType } from 'react';
import { OptionsField, SelectField } from './choice-field';
import { TextField } from './text-field';
import type { FieldProps } from './types';

/** The component for each input type of spec §3 "Form inputs". */
const BY_TYPE: Record<string, ComponentType<FieldProps>> = {
  INPUT: TextField,
  TEXTAREA: TextField,
  NAME: TextField,
  ADDRESS_SHORT: TextField,
  ADDRESS_FULL: TextField,
  DATE: TextField,
  DROPDOWN: SelectField,
  GUEST_CONTROL: SelectField,
  RADIO: OptionsField,
  CHECKBOX: OptionsField,
};

/**
 * One registration form control; a type this widget does not know yet is asked as text. Own
 * keys only: a type named "constructor" or "toString" would render a function of every object.
 */
export function FormControlField(props: FieldProps) {
  const { type } = props.control;
  const Field = (Object.hasOwn(BY_TYPE, type) && BY_TYPE[type]) || TextField;
  return <Field {...props} />;
}
