import { useId, useState } from 'react';
import { validateStaffBankMember } from '@akiya/contracts';
import { Button, ErrorSummary, FormField, fieldStyles } from '@akiya/shared-ui';
import { useCheckedSubmit } from '../hooks/use-checked-submit';
import styles from './staff-akiyabank.module.css';

/**
 * Adds a member account to a municipality by its email: an unknown address, an account that is a
 * member already (here or elsewhere) get the API's message on the field; the address typed stays.
 */
export function MemberForm({ municipalityName, onAdd }: { municipalityName: string; onAdd: (email: string) => Promise<unknown | null> }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const { errors, failure, attempt, busy, submit } = useCheckedSubmit<{ email?: string }>({
    check: () => {
      const found = validateStaffBankMember(email);
      return found ? { email: found } : {};
    },
    send: () => onAdd(email.trim()),
    onSaved: () => setEmail(''),
    showsOnFields: (server) => Boolean(server.email),
  });
  const error = errors.email ?? null;

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
