import { FormField, fieldStyles } from '@akiya/shared-ui';
import styles from './contact.module.css';

/** What the field needs of the page's useCheckedForm: the message's value, error, id and setter. */
interface MessageForm {
  values: { message: string };
  errors: { message?: string };
  fieldId: (key: 'message') => string;
  set: (key: 'message', value: string) => void;
}

interface MessageFieldProps {
  form: MessageForm;
  label: string;
  /** The most characters the message may have (counted as the API counts them: code points). */
  max: number;
  rows: number;
  /** The hint around the count (`12 / 2000文字`); the count alone when omitted. */
  hint?: (count: string) => string;
}

/** The required message textarea of the contact forms, with its length against the limit below (red once over). */
export function MessageField({ form, label, max, rows, hint = (count) => count }: MessageFieldProps) {
  const value = form.values.message;
  const length = [...value].length;
  return (
    <FormField
      label={label}
      id={form.fieldId('message')}
      required
      error={form.errors.message}
      hint={<span className={length > max ? styles.over : undefined}>{hint(`${length} / ${max}文字`)}</span>}
    >
      <textarea name="message" className={fieldStyles.textarea} rows={rows} value={value} onChange={(e) => form.set('message', e.target.value)} />
    </FormField>
  );
}
