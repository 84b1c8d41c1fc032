import { Link } from 'react-router-dom';
import { MESSAGES } from '@akiya/contracts';
import { useAppSelector, selectUser } from '@akiya/shared-ui';
import { AccountPage } from './account-page';
import { ResendVerifyForm } from './resend-verify-form';
import styles from './account-pages.module.css';

/** /login/not-verified: the address is not confirmed yet; offers to resend the mail. */
export function NotVerifiedPage() {
  const user = useAppSelector(selectUser);
  return (
    <AccountPage title="メールアドレスの確認が必要です">
      <p className={styles.notice}>{MESSAGES.notVerified}</p>
      <ResendVerifyForm initialEmail={user?.email ?? ''} />
      <div className={styles.links}>
        <Link to="/">トップページに戻る</Link>
      </div>
    </AccountPage>
  );
}
