import { useId, useState, type FormEvent } from 'react';
import { validateStaffBankMember } from '@akiya/contracts';
import { Button, ErrorSummary, FormField, apiErrorMessage, fieldStyles, toFormErrors } from '@akiya/shared-ui';
import styles from './staff-akiyabank.module.css';

/**
 * Adds a member account to a municipality by its email: an unknown address, an account that is a
 * member already (here or elsewhere) get the API's message on the field; the address typed stays.
 */
export function MemberForm({ municipalityName, onAdd }: { municipalityName: string; onAdd: (email: string) => Promise<unknown | null> }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = validateStaffBankMember(email);
    setError(found);
    if (found) return setAttempt((n) => n + 1);
    setBusy(true);
    const result = await onAdd(email.trim());
    setBusy(false);
    if (result) {
      const server = toFormErrors(result) as { email?: string };
      setError(server.email ?? null);
      setFailure(server.email ? null : apiErrorMessage(result));
      return setAttempt((n) => n + 1);
    }
    setEmail('');
  };

  const fieldId = `${id}-email`;
  return (
    <form className={styles.memberForm} onSubmit={submit} noValidate aria-label={`${municipalityName}にメンバーを追加`}>
      <ErrorSummary items={error ? [{ key: 'email', label: 'メンバーのメールアドレス', message: error, fieldId }] : []} message={failure} focusKey={attempt} />
      <FormField label="メンバーのメールアドレス" id={fieldId} required hint="会員登録済みのメールアドレス。この会員が自治体の物件を管理できるようになります。" error={error}>
        <input className={fieldStyles.input} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={busy} loadingText="追加中…">
          メンバーを追加
        </Button>
      </div>
    </form>
  );
}
