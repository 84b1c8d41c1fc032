import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, fieldStyles } from '@akiya/shared-ui';

export interface FormInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'> {
  label: string;
  /** The input's id (FormField wires the label, the error line and aria-invalid to it). */
  id: string;
  error?: string | null;
  value: string;
  /** The new text of the input, on every change. */
  onValue: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-line input of the sign-in and account forms: in its FormField, with the shared control
 * look, and its error announced as it appears (role="alert"), since these forms check the field
 * on submit or on blur rather than through an error summary. Every other input attribute (type,
 * autoComplete, data-autofocus, onBlur…) goes on the input in the order given.
 */
export function FormInput({ label, id, error, onValue, ref, ...input }: FormInputProps) {
  return (
    <FormField label={label} id={id} error={error} alertErrors>
      <input ref={ref} className={fieldStyles.input} {...input} onChange={(e) => onValue(e.target.value)} />
    </FormField>
  );
}
