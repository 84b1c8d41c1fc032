import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { codePointLength, validateWithdrawal, type WithdrawalRequest } from '@akiya/contracts';
import { Button, Dialog, TextField } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import formStyles from '../../../components/form-layout.module.css';
import { useWithdrawMutation } from '../api/profile-api';
import { useCheckedForm } from '../hooks/use-checked-form';
import { WITHDRAWAL_TEXTS } from '../utils/withdrawal-messages';
import { CheckedForm } from './checked-form';
import { ProfileLoadState } from './profile-load-state';
import { ProfileSection } from './profile-section';
import styles from './profile.module.css';

const LABELS: Record<keyof WithdrawalRequest, string> = {
  current_password: WITHDRAWAL_TEXTS.passwordLabel,
  reason: WITHDRAWAL_TEXTS.reasonLabel,
};

/**
 * /my-page/profile/withdraw (退会; docs/accounts.md "退会"): what withdrawal does, the account it
 * applies to, the current password and an optional reason (contracts' validateWithdrawal), a
 * confirmation dialog, then POST /api/my-page/withdraw and the shell's /cancel-done. A refusal
 * (wrong password, a rule, a server failure) is shown on the form with everything typed kept.
 */
export function WithdrawPage() {
  return (
    <SectionPage title={WITHDRAWAL_TEXTS.title} lead={<p>{WITHDRAWAL_TEXTS.lead}</p>}>
      <ProfileSection headingId="withdraw-what-heading" title={WITHDRAWAL_TEXTS.whatHappensTitle}>
        <ul className={styles.note}>
          {WITHDRAWAL_TEXTS.whatHappens.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className={styles.note}>
          <strong>{WITHDRAWAL_TEXTS.irreversible}</strong>
        </p>
      </ProfileSection>
      <ProfileSection headingId="withdraw-form-heading" title={WITHDRAWAL_TEXTS.formTitle}>
        <ProfileLoadState>
          {(profile) => (
            <dl className={styles.details} aria-label="退会するアカウント">
              <div className={styles.row}>
                <dt>退会するアカウント</dt>
                <dd>{profile.email}</dd>
              </div>
            </dl>
          )}
        </ProfileLoadState>
        <WithdrawalForm />
      </ProfileSection>
      <p className={styles.note}>
        <Link to="/my-page/profile">{WITHDRAWAL_TEXTS.back}</Link>
      </p>
    </SectionPage>
  );
}

export function WithdrawalForm() {
  const navigate = useNavigate();
  const form = useCheckedForm(LABELS, validateWithdrawal);
  const { values, field, validate, showRefusal } = form;
  const [confirming, setConfirming] = useState(false);
  const [withdraw, { isLoading }] = useWithdrawMutation();
  const [done, setDone] = useState(false);

  // The account is gone and logged out: the shell's finish page, once the dialog has closed (and
  // released the page's scroll lock).
  useEffect(() => {
    if (done) navigate('/cancel-done', { replace: true });
  }, [done, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) setConfirming(true);
  };

  const confirm = async () => {
    const reason = values.reason.trim();
    try {
      await withdraw({ current_password: values.current_password, ...(reason ? { reason } : {}) }).unwrap();
      setConfirming(false);
      setDone(true);
    } catch (error) {
      setConfirming(false);
      showRefusal(error);
    }
  };

  return (
    <CheckedForm
      label={WITHDRAWAL_TEXTS.formTitle}
      state={form}
      summaryTestId="withdrawal-error-summary"
      onSubmit={submit}
      submitLabel={WITHDRAWAL_TEXTS.submit}
      busy={isLoading}
      busyLabel={WITHDRAWAL_TEXTS.sending}
      variant="danger"
      after={
        <Dialog open={confirming} title={WITHDRAWAL_TEXTS.confirmTitle} onClose={() => (isLoading ? undefined : setConfirming(false))}>
          <p className={styles.note}>{WITHDRAWAL_TEXTS.confirmBody}</p>
          <div className={formStyles.actions}>
            <Button variant="danger" onClick={() => void confirm()} loading={isLoading} loadingText={WITHDRAWAL_TEXTS.sending}>
              {WITHDRAWAL_TEXTS.confirmYes}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={isLoading} data-autofocus>
              {WITHDRAWAL_TEXTS.confirmNo}
            </Button>
          </div>
        </Dialog>
      }
    >
      <TextField {...field('current_password')} type="password" hint={WITHDRAWAL_TEXTS.passwordHint} autoComplete="current-password" required />
      <TextField
        {...field('reason')}
        hint={WITHDRAWAL_TEXTS.reasonHint}
        multiline
        rows={4}
        counter={WITHDRAWAL_TEXTS.reasonCounter(codePointLength(values.reason.trim()))}
      />
    </CheckedForm>
  );
}
