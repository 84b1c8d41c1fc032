import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  MAIL_RECEIVING_KINDS,
  MAIL_RECEIVING_LABELS,
  MAIL_RECEIVING_TYPES,
  MAIL_SETTINGS_SAVED,
  type MailReceivingKind,
} from '@akiya/contracts';
import { apiErrorMessage, QueryError, REFETCH_STALE_S, Spinner } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { useGetMailSettingsQuery, useSetMailSettingMutation } from '../api/mail-settings-api';
import styles from '../../../components/switch-list.module.css';

/**
 * /my-page/mail-settings (メール受信設定): the three toggles of docs/product.md §3, each saved as soon as it is
 * switched (POST /api/my-page/mail-settings with its type 1, 2 or 3).
 */
export function MailSettingsPage() {
  const { data, error, isLoading, refetch } = useGetMailSettingsQuery(undefined, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const [save] = useSetMailSettingMutation();
  const [pending, setPending] = useState<MailReceivingKind | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const toggle = async (kind: MailReceivingKind, value: boolean) => {
    setPending(kind);
    setStatus(null);
    try {
      await save({ type: MAIL_RECEIVING_TYPES[kind], value }).unwrap();
      setStatus({ ok: true, text: `${MAIL_RECEIVING_LABELS[kind].label}を${value ? '受け取る' : '受け取らない'}設定にしました。${MAIL_SETTINGS_SAVED}` });
    } catch (e) {
      setStatus({ ok: false, text: apiErrorMessage(e) });
    } finally {
      setPending(null);
    }
  };

  const settings = data?.mailReceivingSettings;
  return (
    <SectionPage title="メール受信設定" lead={<p>家いちばからお送りするメールのうち、受け取るものを選べます。</p>}>
      <p className={status?.ok === false ? styles.error : styles.status} role={status?.ok === false ? 'alert' : 'status'}>
        {status?.text ?? ''}
      </p>
      {settings ? (
        <ul className={styles.list} aria-label="受け取るメール">
          {MAIL_RECEIVING_KINDS.map((kind) => {
            const id = `mail-setting-${kind}`;
            return (
              <li key={kind} className={styles.item}>
                <div className={styles.text}>
                  <label htmlFor={id} className={styles.label}>
                    {MAIL_RECEIVING_LABELS[kind].label}
                  </label>
                  <p id={`${id}-description`} className={styles.description}>
                    {MAIL_RECEIVING_LABELS[kind].description}
                  </p>
                </div>
                <span className={styles.switchBox}>
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    className={styles.switch}
                    checked={settings[kind]}
                    aria-describedby={`${id}-description`}
                    disabled={pending !== null}
                    onChange={(event) => void toggle(kind, event.target.checked)}
                  />
                  <span className={styles.state} aria-hidden="true">
                    {settings[kind] ? '受け取る' : '受け取らない'}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : isLoading ? (
        <Spinner label="メール受信設定を読み込み中…" />
      ) : (
        <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />
      )}
      <p className={styles.note}>
        会員登録・パスワード・商談のメッセージなど、ご利用に欠かせないメールはこの設定にかかわらずお送りします。
        くわしくは<Link to="/mail-delivery">メール配信について</Link>をご覧ください。
      </p>
      <p className={styles.note}>
        <Link to="/my-page/profile">プロフィールに戻る</Link>
      </p>
    </SectionPage>
  );
}
