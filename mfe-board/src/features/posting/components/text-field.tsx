import type { ChangeEvent, ReactNode } from 'react';
import styles from './posting.module.css';

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  suffix?: string;
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
}

/** A labelled text input or textarea with its hint and its error (aria-invalid, aria-describedby). */
export function TextField(props: TextFieldProps) {
  const { name, label, value, error, onChange, required, hint, multiline, type = 'text', inputMode, suffix, autoComplete, maxLength, disabled } = props;
  const id = `post-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    required,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: error ? `${styles.input} ${styles.inputError}` : styles.input,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.required}>必須</span> : <span className={styles.optional}>任意</span>}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={suffix ? styles.withSuffix : undefined}>
        {multiline ? (
          <textarea {...common} rows={8} />
        ) : (
          <input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete} maxLength={maxLength} />
        )}
        {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
