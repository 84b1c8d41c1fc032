import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { email as emailRule, formatMessage, MESSAGES, required } from '@akiya/contracts';
import { DEFAULT_OPERATOR_EMAIL as OPERATOR_EMAIL } from '@akiya/contracts';
import { usePostLoginEmailMutation, usePostLoginMutation } from '../api/login-api';
import { readLoginOutcome, type LoginOutcome } from '../utils/login-outcome';
import { takeStoredRedirect } from '../../../utils/stored-redirect';
import { Button } from '@akiya/shared-ui';
import { FormInput } from '../../../components/form-input';
import styles from './login-form.module.css';

export interface LoginFormProps {
  /** Optional line shown above the form, e.g. MESSAGES.loginRequired. */
  reason?: string | null;
  /** Closes the dialog the form lives in. */
  onClose: () => void;
  /** Where to go after login when no safe return target was stored (the /login page: /my-page). */
  fallbackPath?: string;
}

type Step = 'email' | 'password';

/** Message of a failure that is not one of the docs/product.md §8 codes: the API's own message, or a generic one. */
function failureMessage(outcome: Extract<LoginOutcome, { ok: false }>): string {
  return outcome.message ?? MESSAGES.serverError;
}

/**
 * The two-step login of docs/product.md §2 and §8: email (POST /api/login/post-email), then password
 * (POST /api/login/post). On success base data refetches and the stored redirect, if any, opens.
 */
export function LoginForm({ reason, onClose, fallbackPath }: LoginFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [postEmail, emailRequest] = usePostLoginEmailMutation();
  const [postLogin, loginRequest] = usePostLoginMutation();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    (step === 'password' ? passwordRef : emailRef).current?.focus();
  }, [step]);

  // A field's error stands until its text changes; it is checked again on submit.
  const editEmail = (value: string) => {
    setEmail(value);
    setEmailError(null);
  };
  const editPassword = (value: string) => {
    setPassword(value);
    setPasswordError(null);
  };

  const leaveFor = (path: string) => {
    onClose();
    navigate(path);
  };

  /** Handles the docs/product.md §8 codes; returns false when the outcome carried none. */
  const handleCode = (outcome: Extract<LoginOutcome, { ok: false }>, address: string): boolean => {
    const query = `email=${encodeURIComponent(address)}`;
    switch (outcome.code) {
      case 'empty-password':
        leaveFor(`/login/remember?empty=1&${query}`);
        return true;
      case 'not-verified':
        leaveFor(`/login/remember?verify=1&${query}`);
        return true;
      case 'disabled-login':
        setStep('email');
        setEmailError(formatMessage(MESSAGES.disabledLogin, { email: OPERATOR_EMAIL }));
        return true;
      default:
        return false;
    }
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    if (emailRequest.isLoading) return;
    const address = email.trim();
    const invalid = required(address) ?? emailRule(address);
    if (invalid) {
      setEmailError(invalid);
      return;
    }
    const outcome = readLoginOutcome(await postEmail({ email: address, password: '' }));
    if (outcome.ok) {
      setEmail(address);
      setEmailError(null);
      setStep('password');
      return;
    }
    if (!handleCode(outcome, address)) setEmailError(failureMessage(outcome));
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (loginRequest.isLoading) return;
    const missing = required(password);
    if (missing) {
      setPasswordError(missing);
      return;
    }
    const outcome = readLoginOutcome(await postLogin({ email, password }));
    if (outcome.ok) {
      // Base data refetches through the 'User' tag; the stored target opens only when it is a
      // safe path of this site (isSafeReturnPath), otherwise the fallback (if any).
      onClose();
      const redirect = takeStoredRedirect() ?? fallbackPath ?? null;
      if (redirect) navigate(redirect);
      return;
    }
    if (handleCode(outcome, email)) return;
    // A rejected password answers 4xx; a missing endpoint, throttling, a server or network failure
    // is not the user's password, so its own message is shown instead.
    const rejected = outcome.status !== null && outcome.status >= 400 && outcome.status < 500 && outcome.status !== 404 && outcome.status !== 429;
    setPasswordError(rejected || outcome.status === 200 ? MESSAGES.wrongPassword : failureMessage(outcome));
  };

  return (
    <div className={styles.root}>
      {reason ? (
        <p className={styles.reason} role="status">
          {reason}
        </p>
      ) : null}

      <ol className={styles.steps} aria-label="ログインの手順">
        <li className={step === 'email' ? styles.stepCurrent : styles.stepDone} aria-current={step === 'email' ? 'step' : undefined}>
          メールアドレス
        </li>
        <li className={step === 'password' ? styles.stepCurrent : styles.step} aria-current={step === 'password' ? 'step' : undefined}>
          パスワード
        </li>
      </ol>

      {step === 'email' ? (
        <form className={styles.form} onSubmit={submitEmail} noValidate>
          <FormInput
            ref={emailRef}
            label="メールアドレス"
            id={`${id}-email`}
            error={emailError}
            type="email"
            inputMode="email"
            autoComplete="username"
            value={email}
            data-autofocus
            onValue={editEmail}
          />
          <Button type="submit" loading={emailRequest.isLoading} loadingText="確認中…">
            次へ
          </Button>
        </form>
      ) : (
        <form className={styles.form} onSubmit={submitPassword} noValidate>
          <div className={styles.summary}>
            <span className={styles.summaryEmail}>{email}</span>
            <button
              type="button"
              className={styles.change}
              onClick={() => {
                editPassword('');
                setStep('email');
              }}
            >
              変更
            </button>
          </div>
          <FormInput
            ref={passwordRef}
            label="パスワード"
            id={`${id}-password`}
            error={passwordError}
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={editPassword}
          />
          <Button type="submit" loading={loginRequest.isLoading} loadingText="ログイン中…">
            ログイン
          </Button>
        </form>
      )}

      <div className={styles.links}>
        <Link to="/login/remember" onClick={onClose}>
          パスワードをお忘れの方
        </Link>
        <p className={styles.register}>
          はじめての方は
          <Link to="/login/register" className={styles.registerLink} onClick={onClose}>
            新規登録
          </Link>
        </p>
      </div>
    </div>
  );
}
