import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FormField, fieldStyles } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id' | 'children'> {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  options: readonly SelectOption[];
  /** A first option of value '' (選択してください); none when left out. */
  placeholder?: string;
  id?: string;
  error?: string | readonly string[] | null;
  hint?: ReactNode;
  required?: boolean;
  alertErrors?: boolean;
  className?: string;
}

/** A native select in the FormField (label, 必須 mark, hint, errors wired to the control). */
export function Select({ label, value, onValue, options, placeholder, id, error, hint, required, alertErrors, className, ...control }: SelectProps) {
  return (
    <FormField label={label} id={id} hint={hint} error={error} required={required} alertErrors={alertErrors} className={className}>
      {(field) => (
        <select {...control} {...field} className={fieldStyles.select} value={value} onChange={(e) => onValue(e.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
