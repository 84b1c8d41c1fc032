import type { ChangeEvent, ReactNode } from 'react';
import { FormField, fieldStyles } from '@akiya/shared-ui';
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

/** The label of an optional field: its name and the 任意 mark. */
export function optionalLabel(label: string): ReactNode {
  return (
    <>
      {label}
      <span className={styles.optional}>任意</span>
    </>
  );
}

/** A text input or textarea of the posting form (id `post-{name}`) on the shared FormField. */
export function TextField(props: TextFieldProps) {
  const { name, label, value, error, onChange, required, hint, multiline, type = 'text', inputMode, suffix, autoComplete, maxLength, disabled } = props;
  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value);
  return (
    <FormField id={`post-${name}`} label={required ? label : optionalLabel(label)} required={required} hint={hint} error={error}>
      {(control) => (
        <div className={suffix ? styles.withSuffix : undefined}>
          {multiline ? (
            <textarea {...control} name={name} value={value} required={required} disabled={disabled} className={fieldStyles.textarea} rows={8} onChange={change} />
          ) : (
            <input
              {...control}
              name={name}
              value={value}
              required={required}
              disabled={disabled}
              className={fieldStyles.input}
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete}
              maxLength={maxLength}
              onChange={change}
            />
          )}
          {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
        </div>
      )}
    </FormField>
  );
}
