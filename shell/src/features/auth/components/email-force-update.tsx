import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ACCOUNT_TEXTS, email as emailRule, EMAIL_TOKEN_PARAM, isSafeReturnPath, MESSAGES, normalizeEmail, TIMINGS, type CheckEmailMessage } from '@akiya/contracts';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, describeApiError, Dialog, selectUser, useAppSelector } from '@akiya/shared-ui';
import { FormInput } from '../../../components/form-input';
import { useReservationReVerifyMutation, useReVerifyMutation } from '../../../api/accounts-api';
import { useMailedToken } from '../../../hooks/use-mailed-token';
import { useEmailCheck } from '../../../hooks/use-email-check';
import { EMAIL_FORCE_STATUS, readEmailForceStatus, writeEmailForceStatus } from '../utils/email-force-status';
import styles from './email-force-update.module.css';

export type EmailForceState = 'input' | 'sent' | 'completed' | 'failed' | 'invalid';

export const EMAIL_FORCE_TITLE = 'メールアドレスの更新';
export const EMAIL_FORCE_COMPLETED = ACCOUNT_TEXTS.emailForceCompleted;

/** docs/product.md §5 message of the address check's answer. */
function takenMessage(reason: CheckEmailMessage): string {
  return reason === 'disabled-login' ? MESSAGES.emailChangeDisabled : MESSAGES.emailChangeTaken;
}

/** Local checks of docs/product.md §5 in order: empty, same as the current address, format. */
export function localEmailError(value: string, current: string): string | null {
  const v = value.trim();
  if (v === '') return MESSAGES.emailChangeEmpty;
  if (current && normalizeEmail(v) === normalizeEmail(current)) return MESSAGES.emailChangeSame;
  return emailRule(v);
}

/** The path with the email_token parameter removed (search and hash kept). */
function withoutToken(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.delete(EMAIL_TOKEN_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/** The state the dialog opens in from the stored status (docs/product.md §4: it survives reloads). */
function initialState(): EmailForceState {
  const stored = readEmailForceStatus();
  if (stored === EMAIL_FORCE_STATUS.completed) return 'completed';
  if (stored === EMAIL_FORCE_STATUS.mailSent) return 'sent';
  return 'input';
}

/** How the update ended: the message (a status when done, an alert otherwise) and the one button that goes on. */
function Outcome({ done = false, message, action, onAction }: { done?: boolean; message: string; action: string; onAction: () => void }) {
  return (
    <div className={styles.root}>
      <p className={done ? styles.success : styles.alert} role={done ? 'status' : 'alert'}>
        {message}
      </p>
      <Button onClick={onAction}>{action}</Button>
    </div>
  );
}

/**
 * Spec docs/product.md §2/§4/§5/§8 forced email update: a user whose invalid_email_flag is 1 is asked for a new
 * address (POST /api/login/reservation-re-verify); the link mailed to it comes back with
 * `?email_token=…`, which is posted to POST /api/login/re-verify and shows completed or failed.
 */
export function EmailForceUpdate() {
  const user = useAppSelector(selectUser);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<EmailForceState>(initialState);
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const [reVerify] = useReVerifyMutation();

  const token = new URLSearchParams(search).get(EMAIL_TOKEN_PARAM);
  const flagged = user?.invalid_email_flag === 1;

  useMailedToken(
    token,
    (mailed) => reVerify({ token: mailed }),
    (outcome) => {
      if (outcome.kind === 'ok') {
        writeEmailForceStatus(EMAIL_FORCE_STATUS.completed);
        setState('completed');
        navigate(withoutToken(pathname, search, hash), { replace: true });
      } else {
        setState(outcome.kind);
        if (outcome.kind === 'invalid') {
          writeEmailForceStatus(null);
          navigate(withoutToken(pathname, search, hash), { replace: true });
        }
        // A failed request keeps the token in the address so 再実行 (reload) tries again.
      }
      setDismissedAt(null);
    },
  );

  // A dismissed dialog comes back on the next page: the update is forced.
  const dismissed = dismissedAt !== null && dismissedAt === pathname;
  const resultState = state === 'completed' || state === 'failed' || state === 'invalid';
  const open = !dismissed && (resultState || (flagged && !token));

  const closeInterrupted = () => {
    writeEmailForceStatus(EMAIL_FORCE_STATUS.interrupted);
    setState('input');
    setDismissedAt(pathname);
  };
  const finish = () => {
    writeEmailForceStatus(null);
    setState('input');
    setDismissedAt(pathname);
  };
  // The email change ends at /address-finish once the user has read the completed state.
  const finishCompleted = () => {
    finish();
    navigate('/address-finish');
  };
  const onClose = state === 'completed' ? finishCompleted : resultState ? finish : closeInterrupted;

  let body: ReactNode;
  if (state === 'completed') {
    body = <Outcome done message={EMAIL_FORCE_COMPLETED} action={MESSAGES.close} onAction={finishCompleted} />;
  } else if (state === 'failed') {
    body = <Outcome message={MESSAGES.emailUpdateFailed} action={MESSAGES.emailUpdateRetry} onAction={() => window.location.reload()} />;
  } else if (state === 'invalid') {
    const leave = () => {
      finish();
      navigate(withoutToken(pathname, search, hash), { replace: true });
    };
    body = <Outcome message={MESSAGES.emailUpdateLinkInvalid} action={MESSAGES.close} onAction={leave} />;
  } else {
    body = (
      <EmailForceForm
        currentEmail={user?.email ?? ''}
        currentUrl={withoutToken(pathname, search, '')}
        sent={state === 'sent'}
        interrupted={readEmailForceStatus() === EMAIL_FORCE_STATUS.interrupted}
        onSent={() => {
          writeEmailForceStatus(EMAIL_FORCE_STATUS.mailSent);
          setState('sent');
        }}
        onBack={() => {
          writeEmailForceStatus(EMAIL_FORCE_STATUS.interrupted);
          setState('input');
        }}
      />
    );
  }

  return (
    <Dialog open={open} title={EMAIL_FORCE_TITLE} onClose={onClose} closeMs={TIMINGS.dialogCloseDelayMs}>
      {body}
    </Dialog>
  );
}

interface FormProps {
  currentEmail: string;
  currentUrl: string;
  sent: boolean;
  interrupted: boolean;
  onSent: () => void;
  onBack: () => void;
}

function EmailForceForm({ currentEmail, currentUrl, sent, interrupted, onSent, onBack }: FormProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [send, request] = useReservationReVerifyMutation();
  const local = localEmailError(value, currentEmail);
  const check = useEmailCheck(value.trim(), local === null);
  const checkError = check.status === 'taken' && check.reason ? takenMessage(check.reason) : null;
  const shownError = sendError ?? (touched || value !== '' ? (local ?? checkError) : null);
  const canSend = local === null && check.status === 'free' && !request.isLoading;
  // The answer of the last send stands until the address changes; the local checks follow the text.
  const edit = (text: string) => {
    setValue(text);
    setSendError(null);
  };

  if (sent) {
    return (
      <div className={styles.root}>
        <p className={styles.success} role="status">
          {sentTo ? `${sentTo} に` : '新しいメールアドレスに'}
          確認メールをお送りしました。メールに記載のリンクを開くと、メールアドレスの更新が完了します。
        </p>
        <p className={styles.note}>{MESSAGES.emailUpdateNotDone}</p>
        <Button variant="secondary" onClick={onBack}>
          戻る
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canSend) return;
    const address = value.trim();
    const answer = await send({ email: address, currentUrl: isSafeReturnPath(currentUrl) ? currentUrl : '/' });
    if ('error' in answer) {
      const failure = describeApiError(answer.error);
      if (failure.status === 429) setSendError(MESSAGES.rateLimited);
      else if (failure.status !== null && failure.status >= 400 && failure.status < 500) setSendError(failure.fields.email ?? MESSAGES.email);
      else setSendError(MESSAGES.emailVerifyFailed);
      return;
    }
    setSentTo(address);
    onSent();
  };

  return (
    <form className={styles.root} onSubmit={submit} noValidate>
      <p className={styles.alert}>{MESSAGES.emailInvalidCannotLogin}</p>
      {interrupted ? <p className={styles.note}>{MESSAGES.emailUpdateNotDone}</p> : null}
      {currentEmail ? <p className={styles.note}>現在のメールアドレス: {currentEmail}</p> : null}
      <FormInput
        label="新しいメールアドレス"
        id={`${id}-email`}
        error={shownError}
        type="email"
        autoComplete="email"
        value={value}
        data-autofocus
        onValue={edit}
        onBlur={() => setTouched(true)}
      />
      <Button type="submit" disabled={!canSend} loading={request.isLoading} loadingText="送信中…">
        確認メールを送信
      </Button>
    </form>
  );
}
