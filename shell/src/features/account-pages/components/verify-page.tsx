import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@akiya/contracts';
import { Spinner, describeApiError, buttonClass } from '@akiya/shared-ui';
import { useVerifyEmailMutation } from '../../../api/accounts-api';
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
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void verify({ token }).then((answer) => {
      if ('error' in answer) {
        const failure = describeApiError(answer.error);
        setState({
          kind: 'failed',
          message: failure.code === 'verify-token-not-exist' || failure.status === 400 ? MESSAGES.verifyTokenInvalid : failure.message,
        });
      } else {
        const user = answer.data.user;
        setState({ kind: 'done', name: user ? `${user.last_name} ${user.first_name}` : '' });
      }
    });
  }, [token, verify]);

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
