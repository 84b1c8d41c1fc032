import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField, fieldStyles } from './form-field';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  /** The control's id (the error summary links to it); default a generated one. */
  id?: string;
  error?: string | readonly string[] | null;
  hint?: ReactNode;
  /** Shows the 必須 mark and sets aria-required. */
  required?: boolean;
  /** Announce the error as it appears (role="alert"), for errors shown without a summary. */
  alertErrors?: boolean;
  /** A textarea of `rows` lines instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  /** A unit after the input (万円, ㎡, 分). */
  suffix?: string;
  /** A polite line under the control that is not an error (an address lookup result): read out with the control and announced on change. */
  note?: ReactNode;
  /** A quiet line under the control read out with it but not announced on change (a character count). */
  counter?: ReactNode;
  className?: string;
}

/**
 * A text input (or textarea) in the FormField: label, 必須 mark, hint, error lines wired with
 * aria-describedby / aria-invalid, the shared control look, an optional unit, counter and note.
 * Every other input attribute (name, type, inputMode, autoComplete, maxLength, disabled…) goes on the control.
 */
export function TextField({
  label,
  value,
  onValue,
  id,
  error,
  hint,
  required,
  alertErrors,
  multiline,
  rows = 6,
  suffix,
  note,
  counter,
  className,
  ...control
}: TextFieldProps) {
  return (
    <FormField label={label} id={id} hint={hint} error={error} required={required} alertErrors={alertErrors} className={className}>
      {(field) => {
        const noteId = `${field.id}-note`;
        const counterId = `${field.id}-count`;
        const described = [field['aria-describedby'], counter !== undefined ? counterId : undefined, note !== undefined ? noteId : undefined];
        const props = {
          ...control,
          ...field,
          'aria-describedby': described.filter(Boolean).join(' ') || undefined,
          value,
        };
        const input = multiline ? (
          <textarea {...props} className={fieldStyles.textarea} rows={rows} onChange={(e) => onValue(e.target.value)} />
        ) : (
          <input {...props} className={fieldStyles.input} onChange={(e) => onValue(e.target.value)} />
        );
        return (
          <>
            {suffix ? (
              <div className={styles.withSuffix}>
                {input}
                <span className={styles.suffix}>{suffix}</span>
              </div>
            ) : (
              input
            )}
            {counter !== undefined ? (
              <p id={counterId} className={styles.note}>
                {counter}
              </p>
            ) : null}
            {note !== undefined ? (
              <p id={noteId} className={styles.note} aria-live="polite">
                {note ?? ''}
              </p>
            ) : null}
          </>
        );
      }}
    </FormField>
  );
}
