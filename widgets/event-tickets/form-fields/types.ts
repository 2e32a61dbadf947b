import type { FormControl } from '../types';

/** One answer: text for most inputs, a list for checkboxes. */
export type FieldValue = string | string[];

export interface FieldProps {
  control: FormControl;
  /** Unique per form and guest, so labels point at the right input. */
  idPrefix: string;
  values: Record<string, FieldValue>;
  /** Server violations for this guest, by input name. */
  errors: Record<string, string>;
  onChange(name: string, value: FieldValue): void;
  /** Extra guests' fields are optional: the buyer's answers stand in for blanks. */
  optional?: boolean;
}

export const textOf = (value: FieldValue | undefined): string =>
  typeof value === 'string' ? value : '';

export const listOf = (value: FieldValue | undefined): string[] =>
  Array.isArray(value) ? value : [];
