import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, password as passwordRule, required } from '@akiya/contracts';
import { useResetPasswordMutation } from '../../../api/accounts-api';
import { AccountPage } from './account-page';
import styles from './account-pages.module.css';
import { Button, describeApiError } from '@akiya/shared-ui';
import { FormInput } from '../../../components/form-input';

/** Confirmation that differs from the new password (shell-local; the lead may move it to contracts). */

/** /login/reset?token=…: sets a new password (POST /api/login/reset); the user is then logged in and the flow ends at /password-finish. */
export function ResetPage() {
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const navigate = useNavigate();
  const [reset, request] = useResetPasswordMutation();

  const check = () => {
    const next: typeof errors = {};
    const p = required(password) ?? passwordRule(password);
    if (p) next.password = p;
    const c = required(confirm) ?? (confirm !== password ? MESSAGES.passwordMismatch : null);
    if (c) next.confirm = c;
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isLoading) return;
    const found = check();
    setErrors(found);
    if (found.password || found.confirm) return;
    const answer = await reset({ token, password });
    if ('error' in answer) {
      const failure = describeApiError(answer.error);
      if (failure.fields.password) setErrors({ password: failure.fields.password });
      else setErrors({ form: failure.code === 'reset-token-not-exist' ? MESSAGES.resetTokenInvalid : failure.message });
      return;
    }
    navigate('/password-finish', { replace: true });
  };

  if (!token) {
    return (
      <AccountPage title="パスワードの再設定">
        <p className={styles.notice} role="alert">
          {MESSAGES.resetTokenInvalid}
        </p>
        <Link to="/login/remember">パスワードをお忘れの方</Link>
      </AccountPage>
    );
  }

  const input = (name: 'password' | 'confirm', label: string, value: string, set: (v: string) => void) => (
    <FormInput
      label={label}
      id={`${id}-${name}`}
      error={errors[name]}
      type="password"
      autoComplete="new-password"
      value={value}
      onValue={(text) => {
        set(text);
        setErrors((prev) => ({ ...prev, [name]: undefined, form: undefined }));
      }}
      onBlur={() => {
        const found = check();
        if (name === 'password' || confirm !== '') setErrors((prev) => ({ ...prev, [name]: found[name] }));
      }}
    />
  );

  return (
    <AccountPage title="パスワードの再設定">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="パスワード再設定">
        {errors.form ? (
          <div className={styles.summary} role="alert">
            <p>{errors.form}</p>
            <Link to="/login/remember">もう一度手続きする</Link>
          </div>
        ) : null}
        {input('password', '新しいパスワード', password, setPassword)}
        {input('confirm', '新しいパスワード（確認）', confirm, setConfirm)}
        <Button type="submit" disabled={request.isLoading}>
          パスワードを設定する
        </Button>
      </form>
    </AccountPage>
  );
}
