import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { STORAGE_KEYS } from '@akiya/contracts';
import { ErrorPage, NotFoundPage, Spinner, describeApiError, buttonClass, selectBaseData, selectUser, useAppSelector } from '@akiya/shared-ui';
import { useForceLoginMutation } from '../../../api/accounts-api';
import { Redirect } from '../../../components/redirect';
import { AccountPage } from './account-page';
import styles from './account-pages.module.css';

type State = { kind: 'pending' } | { kind: 'done'; name: string } | { kind: 'not-found' } | { kind: 'error'; status: number; message: string };

/** Where staff find the user to log in as (docs/accounts.md, "Staff: users and the audit log"). */
export const STAFF_USERS_PATH = '/my-page/staff/users';

/**
 * /login/force/:id (staff only): POST /api/login/force/:id. Anyone else gets a plain 404 from the
 * API, shown as the 404 page. The expiry goes to localStorage `force-login` (docs/product.md §3, §4).
 * Bare /login/force: staff are sent to the users list to pick the user; anyone else gets the 404 page.
 */
export function ForceLoginPage() {
  const { id } = useParams();
  const known = useAppSelector(selectBaseData) !== null;
  const staff = useAppSelector(selectUser)?.is_staff === true;
  if (id === undefined) {
    if (!known) return <Spinner />;
    return staff ? <Redirect to={STAFF_USERS_PATH} /> : <NotFoundPage />;
  }
  return <ForceLogin id={id} />;
}

function ForceLogin({ id }: { id: string }) {
  const [force] = useForceLoginMutation();
  const [state, setState] = useState<State>(/^[0-9]+$/.test(id) ? { kind: 'pending' } : { kind: 'not-found' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!/^[0-9]+$/.test(id) || sent.current === id) return;
    sent.current = id;
    void force(id).then((answer) => {
      if ('error' in answer) {
        const failure = describeApiError(answer.error);
        if (failure.status === 404) setState({ kind: 'not-found' });
        else setState({ kind: 'error', status: failure.status ?? 500, message: failure.message });
        return;
      }
      try {
        window.localStorage.setItem(STORAGE_KEYS.forceLogin, String(Date.parse(answer.data.expires_at)));
      } catch {
        // storage unavailable
      }
      const user = answer.data.user;
      setState({ kind: 'done', name: `${user.last_name} ${user.first_name}` });
    });
  }, [id, force]);

  if (state.kind === 'not-found') return <NotFoundPage />;
  if (state.kind === 'error') return <ErrorPage status={state.status} message={state.message} />;
  if (state.kind === 'pending') {
    return (
      <AccountPage title="代理ログイン">
        <Spinner />
      </AccountPage>
    );
  }
  return (
    <AccountPage title="代理ログイン">
      <p className={styles.success} role="status">
        {state.name}様としてログインしました（1時間で終了します）。
      </p>
      <Link className={buttonClass('primary')} to="/my-page">
        マイページへ
      </Link>
    </AccountPage>
  );
}
