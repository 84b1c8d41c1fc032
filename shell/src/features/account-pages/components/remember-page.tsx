import { Link, useSearchParams } from 'react-router-dom';
import { ACCOUNT_TEXTS, MESSAGES } from '@akiya/contracts';
import { useRememberMutation } from '../../../api/accounts-api';
import { AccountPage } from './account-page';
import { EmailRequestForm } from './email-request-form';
import { ResendVerifyForm } from './resend-verify-form';
import styles from './account-pages.module.css';

/** Neutral answer of the reminder: the API says the same whether or not the address is registered. */
export const REMEMBER_SENT_TEXT = ACCOUNT_TEXTS.rememberSent;

/**
 * /login/remember: `empty=1` (an account without a password: a set-password mail was sent),
 * `verify=1` (the address is not confirmed: resend the verification mail), or the
 * forgotten-password form (POST /api/login/remember).
 */
export function RememberPage() {
  const [params] = useSearchParams();
  const address = params.get('email') ?? '';
  if (params.get('empty') === '1') {
    return (
      <AccountPage title={MESSAGES.setPassword}>
        <p className={styles.notice} role="status">
          {MESSAGES.setPasswordMailSent}
        </p>
        {address ? <p className={styles.lead}>送信先: {address}</p> : null}
      </AccountPage>
    );
  }
  if (params.get('verify') === '1') {
    return (
      <AccountPage title="メールアドレスの確認">
        <p className={styles.notice} role="status">
          {MESSAGES.notVerified}
        </p>
        <ResendVerifyForm initialEmail={address} />
      </AccountPage>
    );
  }
  return (
    <AccountPage title="パスワードをお忘れの方">
      <p className={styles.lead}>ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。</p>
      <RememberForm initialEmail={address} />
      <div className={styles.links}>
        <Link to="/login">ログインへ戻る</Link>
      </div>
    </AccountPage>
  );
}

function RememberForm({ initialEmail }: { initialEmail: string }) {
  const [remember, request] = useRememberMutation();
  return (
    <EmailRequestForm
      label="パスワードの再設定"
      submitLabel="送信する"
      sentText={REMEMBER_SENT_TEXT}
      initialEmail={initialEmail}
      send={(email) => remember({ email })}
      busy={request.isLoading}
    />
  );
}
