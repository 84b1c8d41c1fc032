import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  emptyPartnerJoin,
  PARTNER_JOIN_LABELS,
  PARTNER_LIMITS,
  PARTNER_MESSAGES,
  PARTNER_STATUS_LABELS,
  partnerPaths,
  STORAGE_KEYS,
  validatePartnerJoin,
  type PartnerJoinValues,
} from '@akiya/contracts';
import {
  apiErrorMessage,
  Button,
  buttonClass,
  EmptyState,
  ErrorSummary,
  fieldStyles,
  FormField,
  QueryError,
  REFETCH_STALE_S,
  Spinner,
  toFormErrors,
  useGetBaseDataQuery,
  type ErrorSummaryItem,
} from '@akiya/shared-ui';
import { StaticPage } from '../../../components/static-page';
import { LEGAL_TEXT_DATE } from '../../../content/operator';
import { useGetPartnerStatusQuery, useJoinPartnerMutation } from '../api/partners-api';
import styles from './join-page.module.css';

type Key = keyof PartnerJoinValues;
const KEYS = Object.keys(PARTNER_JOIN_LABELS) as Key[];
const fieldId = (key: Key) => `ouendan-join-${key}`;

function rememberRedirect(url: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.redirectUrl, url);
  } catch {
    // Without storage the user lands on the top page after login.
  }
}

/** The form, for a logged-in user who has not applied yet. */
function JoinForm({ onJoined }: { onJoined: () => void }) {
  const [values, setValues] = useState<PartnerJoinValues>(emptyPartnerJoin);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [join, { isLoading }] = useJoinPartnerMutation();

  const set = <K extends Key>(key: K, value: PartnerJoinValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[key]) setErrors((e) => ({ ...e, [key]: validatePartnerJoin(next)[key] }));
  };
  const show = (found: Partial<Record<string, string>>, message: string | null) => {
    const items = Object.entries(found)
      .filter(([, m]) => m)
      .map(([key, m]) =>
        KEYS.includes(key as Key)
          ? { key, label: PARTNER_JOIN_LABELS[key as Key], message: m as string, fieldId: fieldId(key as Key) }
          : { key, label: null, message: m as string },
      );
    setErrors(Object.fromEntries(Object.entries(found).filter(([k]) => KEYS.includes(k as Key))) as Partial<Record<Key, string>>);
    setSummary(items);
    setFailure(items.length > 0 ? null : message);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePartnerJoin(values);
    if (Object.keys(found).length > 0) return show(found, null);
    try {
      await join(values).unwrap();
      onJoined();
    } catch (error) {
      // Nothing typed is lost: the values stay in the form.
      show(toFormErrors(error), apiErrorMessage(error));
    }
  };

  const length = [...values.activity].length;
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="応援団の申し込み">
      <ErrorSummary items={summary} message={failure} focusKey={attempt} />
      <FormField label={PARTNER_JOIN_LABELS.display_name} id={fieldId('display_name')} required error={errors.display_name} hint={`${PARTNER_LIMITS.displayName}文字以内。紹介の際に持ち主さんに伝わる名前です`}>
        <input className={fieldStyles.input} name="display_name" value={values.display_name} onChange={(e) => set('display_name', e.target.value)} />
      </FormField>
      <FormField label={PARTNER_JOIN_LABELS.area} id={fieldId('area')} required error={errors.area} hint="例：石川県輪島市・珠洲市">
        <input className={fieldStyles.input} name="area" value={values.area} onChange={(e) => set('area', e.target.value)} />
      </FormField>
      <FormField
        label={PARTNER_JOIN_LABELS.activity}
        id={fieldId('activity')}
        required
        error={errors.activity}
        hint={
          <span className={length > PARTNER_LIMITS.activity ? styles.over : styles.count}>
            {PARTNER_LIMITS.activityMin}〜{PARTNER_LIMITS.activity}文字（{length} / {PARTNER_LIMITS.activity}）
          </span>
        }
      >
        <textarea className={fieldStyles.textarea} name="activity" rows={6} value={values.activity} onChange={(e) => set('activity', e.target.value)} />
      </FormField>
      <FormField label={PARTNER_JOIN_LABELS.phone} id={fieldId('phone')} error={errors.phone} hint="任意。ハイフン区切り（例：0768-22-1234）">
        <input className={fieldStyles.input} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone', e.target.value)} />
      </FormField>
      <FormField as="group" label={PARTNER_JOIN_LABELS.agree} id={fieldId('agree')} required error={errors.agree}>
        <label className={fieldStyles.option}>
          <input type="checkbox" name="agree" checked={values.agree} onChange={(e) => set('agree', e.target.checked)} />
          <span>
            <Link to="/ouendan/reward">報酬のしくみ</Link>と<Link to="/however">免責事項</Link>を読み、応援団の規約に同意する
          </span>
        </label>
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading} loadingText="送信中…" block>
          応援団に申し込む
        </Button>
      </div>
    </form>
  );
}

function JoinBody() {
  const { data, error, isLoading, refetch } = useGetPartnerStatusQuery(undefined, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const [joined, setJoined] = useState(false);
  if (isLoading) return <Spinner label="読み込み中…" />;
  if (!data) return <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  if (joined || data.partner) {
    return (
      <div className={styles.done}>
        <p role="status">
          {joined ? PARTNER_MESSAGES.joined : `${PARTNER_MESSAGES.alreadyApplied}（現在の状況：${PARTNER_STATUS_LABELS[data.partner?.status ?? 'pending']}）`}
        </p>
        <Link className={buttonClass('primary')} to={partnerPaths.myPage}>
          マイページの応援団へ
        </Link>
      </div>
    );
  }
  return <JoinForm onJoined={() => setJoined(true)} />;
}

/** /ouendan/join — the application form (login required); a partner record pending staff approval. */
export function OuendanJoinPage() {
  const { data, isLoading } = useGetBaseDataQuery();
  const { pathname } = useLocation();
  const user = data?.user ?? null;
  return (
    <StaticPage
      meta={{ title: '応援団に申し込む', updatedAt: LEGAL_TEXT_DATE }}
      lead={<p>家いちば応援団へのお申し込みフォームです。事務局で内容を確認し、結果をメールでお知らせします。</p>}
    >
      {isLoading ? (
        <Spinner label="読み込み中…" />
      ) : user ? (
        <JoinBody />
      ) : (
        <EmptyState text={PARTNER_MESSAGES.loginToJoin}>
          <Link className={buttonClass('primary')} to="/login" onClick={() => rememberRedirect(pathname)}>
            ログインする
          </Link>
        </EmptyState>
      )}
    </StaticPage>
  );
}
