import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  hint?: ReactNode;
  /** A polite note under the field that is not an error (e.g. an address lookup result). */
  note?: string | null;
  onValue: (value: string) => void;
}

/** A labelled text input with its hint and its first error, wired with aria-invalid / aria-describedby. */
export function FormField({ id, label, value, error, hint, note, onValue, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noteId = `${id}-note`;
  const describedBy = [errorId, hintId, note ? noteId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value)}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <p id={noteId} className={styles.note} aria-live="polite">
        {note ?? ''}
      </p>
    </div>
  );
}
