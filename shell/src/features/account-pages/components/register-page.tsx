import { Link, useSearchParams } from 'react-router-dom';
import { AccountPage } from './account-page';
import { RegisterForm } from './register-form';
import styles from './account-pages.module.css';

/** /login/register: the registration form, or (complete=1&temporary=1) the temporary-registration notice. */
export function RegisterPage() {
  const [params] = useSearchParams();
  if (params.get('complete') === '1') {
    return (
      <AccountPage title="仮登録が完了しました">
        <p className={styles.success} role="status">
          ご登録のメールアドレスに確認メールをお送りしました。メールに記載のリンクを開いて、本登録を完了してください。
        </p>
        <p className={styles.lead}>
          メールが届かない場合は、迷惑メールフォルダをご確認いただくか、
          <Link to="/login/remember">こちら</Link>から確認メールを再送してください。
        </p>
        <div className={styles.links}>
          <Link to="/">トップページへ</Link>
        </div>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="新規会員登録">
      <p className={styles.lead}>
        すでに会員の方は<Link to="/login">ログイン</Link>してください。
      </p>
      <RegisterForm />
    </AccountPage>
  );
}
