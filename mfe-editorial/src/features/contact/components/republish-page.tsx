import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { MESSAGE_FINISH_PATH, MESSAGES, REPUBLISH_MESSAGE_MAX_LENGTH, REPUBLISH_RULES, STORAGE_KEYS } from '@akiya/contracts';
import { apiErrorMessage, Button, buttonClass, EmptyState, ErrorSummary, FormField, fieldStyles, QueryError, REFETCH_STALE_S, Spinner, useGetBaseDataQuery } from '@akiya/shared-ui';
import { useGetStoppedPropertiesQuery, useSendRepublishMutation } from '../api/contact-api';
import { FormPage } from './form-page';
import { HoneypotField } from './honeypot-field';
import { MessageField } from './message-field';
import { useCheckedForm } from '../hooks/use-checked-form';
import styles from './contact.module.css';

interface Values {
  property_id: number | null;
  message: string;
}
type Key = keyof Values;
const LABELS: Record<Key, string> = { property_id: '再掲載を希望する物件', message: 'ご依頼内容' };

const TITLE = '再掲載のご依頼';

/** Remembers this page for after login (the shell's login returns there); storage may be unavailable. */
function rememberRedirect(url: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.redirectUrl, url);
  } catch {
    // Without storage the user lands on the top page after login.
  }
}

/** The form itself, once the user is known to be logged in. */
function RepublishForm() {
  const [params] = useSearchParams();
  const { data, error, isLoading, refetch } = useGetStoppedPropertiesQuery(undefined, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const wanted = Number(params.get('property_id'));
  const form = useCheckedForm<Values>({ property_id: null, message: '' }, REPUBLISH_RULES, LABELS, 'republish');
  const { values, setValues, errors, summary, failure, attempt, fieldId, set } = form;
  const [honeypot, setHoneypot] = useState('');
  const [send, { isLoading: sending }] = useSendRepublishMutation();

  const items = data?.items ?? [];
  const stoppedItems = data?.items;
  useEffect(() => {
    if (values.property_id === null && stoppedItems?.some((p) => p.property_id === wanted)) setValues((v) => ({ ...v, property_id: wanted }));
  }, [stoppedItems, wanted, values.property_id, setValues]);

  if (isLoading) return <Spinner label="掲載中止中の物件を読み込み中…" />;
  if (!data) return <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState text="掲載中止になっている物件はありません">
        <p>再掲載のご依頼は、掲載中止になっている物件についてのみお受けしています。掲載中の物件の状態は掲載物件の一覧で確認できます。</p>
        <Link className={buttonClass('secondary')} to="/my-page/project">
          掲載物件の一覧へ
        </Link>
      </EmptyState>
    );
  }

  const submit = form.submitWith(
    () =>
      send({
        property_id: values.property_id as number,
        message: values.message,
        ...(honeypot ? { website: honeypot } : {}),
      }).unwrap(),
    MESSAGE_FINISH_PATH,
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="再掲載依頼フォーム">
      <ErrorSummary items={summary} message={failure} focusKey={attempt} />
      <FormField as="group" label={LABELS.property_id} id={fieldId('property_id')} required error={errors.property_id}>
        {items.map((p) => (
          <label key={p.property_id} className={values.property_id === p.property_id ? fieldStyles.optionSelected : fieldStyles.option}>
            <input
              type="radio"
              name="property_id"
              value={p.property_id}
              checked={values.property_id === p.property_id}
              onChange={() => set('property_id', p.property_id)}
            />
            <span>
              <span className={styles.optionTitle}>{p.title}</span>
              <span className={styles.optionMeta}>物件ID {p.property_id}・{p.status_label}</span>
            </span>
          </label>
        ))}
      </FormField>
      <MessageField form={form} label={LABELS.message} max={REPUBLISH_MESSAGE_MAX_LENGTH} rows={6} hint={(count) => `修正した点や、再掲載を希望する理由をお書きください（${count}）`} />
      <HoneypotField value={honeypot} onValue={setHoneypot} />
      <div className={styles.actions}>
        <Button type="submit" loading={sending} loadingText="送信中…" block>
          依頼を送信する
        </Button>
        <Link className={buttonClass('secondary')} to="/my-page/project">
          掲載物件の一覧に戻る
        </Link>
      </div>
    </form>
  );
}

/**
 * /forms/republish: a seller asks the operator to republish one of their stopped listings
 * (POST /api/forms/republish), then /message-finish. Needs a login: a visitor is asked to log in
 * and comes back here afterwards.
 */
export function RepublishPage() {
  const { data, isLoading } = useGetBaseDataQuery();
  const { pathname, search } = useLocation();
  const user = data?.user ?? null;
  return (
    <FormPage
      title={TITLE}
      lead={
        <p>
          掲載中止になっている物件の再掲載を、運営事務局にご依頼いただけます。内容を確認のうえ、登録のメールアドレスにご連絡します。ご自身で掲載を中止した物件は、マイページの「掲載状態を変更」からいつでも再開できます。
        </p>
      }
    >
      {isLoading ? (
        <Spinner label="読み込み中…" />
      ) : user ? (
        <RepublishForm />
      ) : (
        <EmptyState text={MESSAGES.loginRequired}>
          <Link className={buttonClass('primary')} to="/login" onClick={() => rememberRedirect(`${pathname}${search}`)}>
            ログインする
          </Link>
        </EmptyState>
      )}
    </FormPage>
  );
}
