import { useId } from 'react';
import { codePointLength } from '@akiya/contracts';
import { STAFF_MESSAGE_TEXTS as T } from '../staff-message-texts';
import styles from './staff-messages.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  max?: number;
  multiline?: boolean;
  readOnly?: boolean;
  inputMode?: 'text' | 'email';
}

/** One labelled input or textarea with its hint, character counter and error message. */
export function TextField({ label, value, onChange, error, hint, max, multiline, readOnly, inputMode }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', max ? `${id}-count` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    readOnly,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: multiline ? styles.textarea : styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.required}>必須</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
      )}
      {max ? (
        <p id={`${id}-count`} className={styles.counter}>
          {T.counter(codePointLength(value), max)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
