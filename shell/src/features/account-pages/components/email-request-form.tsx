import { useId, useState, type FormEvent } from 'react';
import { email as emailRule, required } from '@akiya/contracts';
import styles from './account-pages.module.css';
import { Button, describeApiError, FieldError } from '@akiya/shared-ui';
import { FormInput } from '../../../components/form-input';

type SendResult = { data: unknown } | { error: unknown };

export interface EmailRequestFormProps {
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  /** Shown after the API accepted the request (its answer is the same for any address). */
  sentText: string;
  initialEmail?: string;
  /** false: the address is given (initialEmail) and no field is shown. */
  showEmail?: boolean;
  send: (email: string) => Promise<SendResult>;
  busy: boolean;
}

/** One address, one POST, a neutral "sent" answer: the reminder and the verification resend. */
export function EmailRequestForm({
  label,
  submitLabel,
  sentText,
  initialEmail = '',
  showEmail = true,
  send,
  busy,
}: EmailRequestFormProps) {
  const id = useId();
  const [address, setAddress] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  // A new address is a new request: the last answer (error or "sent") no longer applies to it.
  const edit = (text: string) => {
    setAddress(text);
    setError(null);
    setSent(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = address.trim();
    const invalid = required(value) ?? emailRule(value);
    if (invalid) {
      setError(invalid);
      return;
    }
    const answer = await send(value);
    if ('error' in answer) {
      setSent(false);
      setError(describeApiError(answer.error).message);
      return;
    }
    setError(null);
    setSent(true);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      {showEmail ? (
        <FormInput label="メールアドレス" id={`${id}-email`} error={error} type="email" autoComplete="email" value={address} onValue={edit} />
      ) : (
        <FieldError id={`${id}-error`} error={error} alert />
      )}
      {sent ? (
        <p className={styles.success} role="status">
          {sentText}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
