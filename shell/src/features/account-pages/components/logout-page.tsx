import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@akiya/shared-ui';
import { useLogoutMutation } from '../../../api/accounts-api';
import { AccountPage } from './account-page';

/** /logout: POST /api/logout, base data refetches ('User'), then the top page. */
export function LogoutPage() {
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate('/', { replace: true }));
  }, [logout, navigate]);
  return (
    <AccountPage title="ログアウト">
      <Spinner />
    </AccountPage>
  );
}
