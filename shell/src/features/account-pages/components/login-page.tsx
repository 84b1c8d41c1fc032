import type { ComponentType } from 'react';
import { LOGIN_FALLBACK_PATH } from '../../../utils/stored-redirect';
import { AccountPage } from './account-page';

/** What the page gives the login form it is composed with (features/auth's LoginForm, wired in app/routes.tsx). */
export interface LoginPageFormProps {
  reason: string | null;
  onClose: () => void;
  fallbackPath?: string;
}

const noop = () => undefined;

/** /login: the two-step login of the dialog as a page; afterwards the stored safe target or /my-page. */
export function LoginPage({ LoginForm }: { LoginForm: ComponentType<LoginPageFormProps> }) {
  return (
    <AccountPage title="ログイン">
      <LoginForm reason={null} onClose={noop} fallbackPath={LOGIN_FALLBACK_PATH} />
    </AccountPage>
  );
}
