import { Link } from 'react-router-dom';
import { MESSAGES } from '@akiya/contracts';
import { AccountPage } from './account-page';
import styles from './account-pages.module.css';

/** /login/not-authed: the page needs a login. */
export function NotAuthedPage() {
  return (
    <AccountPage title="ログインが必要です">
      <p className={styles.notice}>{MESSAGES.loginRequired}</p>
      <div className={styles.links}>
        <Link to="/login">ログイン</Link>
        <Link to="/login/register">新規登録</Link>
        <Link to="/">トップページに戻る</Link>
      </div>
    </AccountPage>
  );
}
