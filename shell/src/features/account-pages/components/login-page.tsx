import { LoginForm } from '../../auth/components/login-form';
import { LOGIN_FALLBACK_PATH } from '../../auth/utils/stored-redirect';
import { AccountPage } from './account-page';

const noop = () => undefined;

/** /login: the two-step login of the dialog as a page; afterwards the stored safe target or /my-page. */
export function LoginPage() {
  return (
    <AccountPage title="ログイン">
      <LoginForm reason={null} onClose={noop} fallbackPath={LOGIN_FALLBACK_PATH} />
    </AccountPage>
  );
}
