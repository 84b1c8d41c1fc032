import { FormField, fieldStyles } from '@akiya/shared-ui';
import styles from './contact.module.css';

interface MessageFieldProps {
  label: string;
  id: string;
  error?: string;
  value: string;
  /** The most characters the message may have (counted as the API counts them: code points). */
  max: number;
  rows: number;
  onChange: (value: string) => void;
  /** The hint around the count (`12 / 2000文字`); the count alone when omitted. */
  hint?: (count: string) => string;
}

/** The required message textarea of the contact forms, with its length against the limit below (red once over). */
export function MessageField({ label, id, error, value, max, rows, onChange, hint = (count) => count }: MessageFieldProps) {
  const length = [...value].length;
  return (
    <FormField
      label={label}
      id={id}
      required
      error={error}
      hint={<span className={length > max ? styles.over : undefined}>{hint(`${length} / ${max}文字`)}</span>}
    >
      <textarea name="message" className={fieldStyles.textarea} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}
