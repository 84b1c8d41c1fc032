import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField, fieldStyles } from '@akiya/shared-ui';
import styles from './form-layout.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The control's id (the error summary links to it); default a generated one. */
  id?: string;
  error?: string | null;
  hint?: ReactNode;
  /** Shows the shared 必須 mark. */
  required?: boolean;
  /** Announce the error as it appears (role="alert"), for errors shown without a summary. */
  alertErrors?: boolean;
  /** A textarea of `rows` lines instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  /** A polite line under the control that is not an error (an address lookup result, a character count). */
  note?: ReactNode;
  /** A quiet line under the control read out with it but not announced on change (a character count). */
  counter?: ReactNode;
}

/**
 * A text input (or textarea) in the shared FormField: label, hint, error and the shared control
 * look, with an optional polite note under it read out with the control.
 */
export function TextField({ label, value, onValue, id, error, hint, required, alertErrors, multiline, rows = 6, note, counter, ...control }: TextFieldProps) {
  return (
    <FormField label={label} id={id} hint={hint} error={error} required={required} alertErrors={alertErrors}>
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
        return (
          <>
            {multiline ? (
              <textarea {...props} className={fieldStyles.textarea} rows={rows} onChange={(e) => onValue(e.target.value)} />
            ) : (
              <input {...props} className={fieldStyles.input} onChange={(e) => onValue(e.target.value)} />
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
