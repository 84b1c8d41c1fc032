import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES, type LoginResponse } from '@akiya/contracts';
import { Spinner, buttonClass } from '@akiya/shared-ui';
import { useVerifyEmailMutation } from '../../../api/accounts-api';
import { useMailedToken } from '../../../hooks/use-mailed-token';
import { AccountPage } from './account-page';
import { ResendVerifyForm } from './resend-verify-form';
import styles from './account-pages.module.css';

type State = { kind: 'pending' } | { kind: 'done'; name: string } | { kind: 'failed'; message: string };

/** /login/verify?token=…: confirms the address (POST /api/login/verify) and logs the user in. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify] = useVerifyEmailMutation();
  const [state, setState] = useState<State>(token ? { kind: 'pending' } : { kind: 'failed', message: MESSAGES.verifyTokenInvalid });

  useMailedToken<LoginResponse>(
    token,
    (mailed) => verify({ token: mailed }),
    (outcome) => {
      if (outcome.kind === 'ok') {
        const user = outcome.data.user;
        setState({ kind: 'done', name: user ? `${user.last_name} ${user.first_name}` : '' });
      } else {
        setState({ kind: 'failed', message: outcome.kind === 'invalid' ? MESSAGES.verifyTokenInvalid : outcome.message });
      }
    },
  );

  if (state.kind === 'pending') {
    return (
      <AccountPage title="メールアドレスの確認">
        <Spinner />
      </AccountPage>
    );
  }
  if (state.kind === 'done') {
    return (
      <AccountPage title="本登録が完了しました">
        <p className={styles.success} role="status">
          メールアドレスの確認が完了しました。{state.name ? `${state.name}様、` : ''}ようこそ家いちばへ。
        </p>
        <Link className={buttonClass('primary')} to="/my-page">
          マイページへ
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="メールアドレスの確認">
      <p className={styles.notice} role="alert">
        {state.message}
      </p>
      <ResendVerifyForm />
    </AccountPage>
  );
}
