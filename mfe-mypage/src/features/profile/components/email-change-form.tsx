import { useState, type FormEvent } from 'react';
import { MESSAGES, type PendingEmailChange } from '@akiya/contracts';
import { Button, describeApiError, QueryStatus, REFETCH_STALE_S, selectUser, useAppSelector, TextField } from '@akiya/shared-ui';
import formStyles from '../../../components/form-layout.module.css';
import { formatDateTime } from '../../../utils/format-date';
import { useCancelEmailChangeMutation, useGetEmailChangeQuery, useStartEmailChangeMutation } from '../api/profile-api';
import { useCheckedForm } from '../hooks/use-checked-form';
import { EMAIL_CHANGE_TEXTS, newEmailError } from '../utils/email-change-messages';
import { CheckedForm } from './checked-form';
import styles from './profile.module.css';

const LABELS = {
  email: '新しいメールアドレス',
  current_password: '現在のパスワード',
};
type Key = keyof typeof LABELS;

function localErrors(values: Record<Key, string>, current: string): Partial<Record<Key, string>> {
  const found: Partial<Record<Key, string>> = {};
  const email = newEmailError(values.email, current);
  if (email) found.email = email;
  if (values.current_password === '') found.current_password = MESSAGES.required;
  return found;
}

/**
 * The change of the address on /my-page/profile: the new address and the current password →
 * POST /api/my-page/email-change, which mails a link to the new address. While a change waits for
 * its link: the address, until when, and 「変更を取り消す」 (POST /api/my-page/email-change/cancel).
 */
export function EmailChangeSection() {
  const currentEmail = useAppSelector(selectUser)?.email ?? '';
  const status = useGetEmailChangeQuery(undefined, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const [notice, setNotice] = useState<'sent' | 'cancelled' | null>(null);

  return (
    <QueryStatus query={status} loadingLabel="メールアドレスの変更状況を読み込み中…">
      {({ pending }) => (
        <div className={formStyles.form}>
          {notice ? (
            <p className={formStyles.success} role="status">
              {notice === 'sent' ? EMAIL_CHANGE_TEXTS.sent : EMAIL_CHANGE_TEXTS.cancelled}
            </p>
          ) : null}
          {pending ? (
            <PendingChange pending={pending} onCancelled={() => setNotice('cancelled')} />
          ) : (
            <EmailChangeForm currentEmail={currentEmail} onSent={() => setNotice('sent')} />
          )}
        </div>
      )}
    </QueryStatus>
  );
}

function PendingChange({ pending, onCancelled }: { pending: PendingEmailChange; onCancelled: () => void }) {
  const [cancel, { isLoading }] = useCancelEmailChangeMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const onCancel = async () => {
    setFailure(null);
    try {
      await cancel().unwrap();
      onCancelled();
    } catch (error) {
      setFailure(describeApiError(error).message);
    }
  };

  return (
    <>
      <dl className={styles.details} aria-label="手続き中のメールアドレスの変更">
        <div className={styles.row}>
          <dt>{EMAIL_CHANGE_TEXTS.pendingAddress}</dt>
          <dd>{pending.email}</dd>
        </div>
        <div className={styles.row}>
          <dt>{EMAIL_CHANGE_TEXTS.pendingUntil}</dt>
          <dd>{formatDateTime(pending.expires_at)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {MESSAGES.emailUpdateNotDone}
        {EMAIL_CHANGE_TEXTS.pendingHelp}
      </p>
      {failure ? (
        <p className={formStyles.note} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={() => void onCancel()} loading={isLoading} loadingText="送信中…">
          {EMAIL_CHANGE_TEXTS.cancel}
        </Button>
      </div>
    </>
  );
}

function EmailChangeForm({ currentEmail, onSent }: { currentEmail: string; onSent: () => void }) {
  const form = useCheckedForm(LABELS, (v) => localErrors(v, currentEmail));
  const { values, field, validate, showRefusal } = form;
  const [start, { isLoading }] = useStartEmailChangeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    try {
      await start({ email: values.email.trim(), current_password: values.current_password }).unwrap();
      form.reset();
      onSent();
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <CheckedForm
      label={EMAIL_CHANGE_TEXTS.title}
      state={form}
      summaryTestId="email-change-error-summary"
      onSubmit={submit}
      intro={<p className={styles.note}>{EMAIL_CHANGE_TEXTS.lead}</p>}
      submitLabel={EMAIL_CHANGE_TEXTS.submit}
      busy={isLoading}
    >
      <TextField {...field('email')} type="email" inputMode="email" autoComplete="email" />
      <TextField {...field('current_password')} type="password" hint={EMAIL_CHANGE_TEXTS.passwordHint} autoComplete="current-password" />
    </CheckedForm>
  );
}
