import { useState } from 'react';
import { MODERATION_LABELS, formatPriceManYen, type ModerationAction, type ReviewItem } from '@akiya/contracts';
import { readApiError } from '@akiya/shared-ui';
import { useModerateMutation } from '../../../api/staff-review-api';
import styles from './staff-review.module.css';

/** One listing under review: its public and private details and the three decisions. */
export function ReviewCard({ item }: { item: ReviewItem }) {
  const [moderate, { isLoading }] = useModerateMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reasonId = `review-reason-${item.id}`;

  const act = async (action: ModerationAction) => {
    setError(null);
    const result = await moderate({ id: item.id, action, reason: action === 'approve' ? undefined : reason });
    if ('error' in result) {
      const body = readApiError(result.error);
      setError(body?.errors?.reason?.[0] ?? body?.message ?? '処理できませんでした。もう一度お試しください。');
      return;
    }
    setDone(action === 'approve' ? '掲載を承認しました。' : action === 'send-back' ? '差し戻しました。' : '掲載を停止しました。');
  };

  return (
    <article className={styles.card} aria-labelledby={`review-title-${item.id}`}>
      <header>
        <p className={styles.meta}>
          物件番号 {item.id} ・ {MODERATION_LABELS[item.moderation_status]} ・ 投稿者 {item.seller.name}（{item.seller.email}）
        </p>
        <h2 id={`review-title-${item.id}`} className={styles.cardTitle}>
          {item.title}
        </h2>
      </header>
      {item.images.length > 0 ? (
        <ul className={styles.photos} aria-label="写真">
          {item.images.map((img, i) => (
            <li key={img.id}>
              <img src={img.card_path ?? img.path} alt={img.comment || `写真${i + 1}`} />
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.facts}>
        <dt>価格</dt>
        <dd>{item.price_man_yen === null ? '価格未定' : formatPriceManYen(item.price_man_yen)}</dd>
        <dt>所在地（公開）</dt>
        <dd>
          {item.prefecture_name} {item.address_public}
        </dd>
        <dt>所在地（非公開）</dt>
        <dd>{item.address_private}</dd>
        <dt>連絡先</dt>
        <dd>
          {item.contact.name}（{item.contact.name_kana}） {item.contact.phone} {item.contact.email}
        </dd>
      </dl>
      <p className={styles.description}>{item.description}</p>
      {item.moderation_reason ? <p className={styles.meta}>前回の理由：{item.moderation_reason}</p> : null}
      {done ? (
        <p role="status" className={styles.done}>
          {done}
        </p>
      ) : (
        <div className={styles.decide}>
          <label htmlFor={reasonId}>差し戻し・停止の理由（差し戻しは必須。売主へのメールに記載されます）</label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${reasonId}-error` : undefined}
          />
          {error ? (
            <p id={`${reasonId}-error`} role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <div className={styles.buttons}>
            <button type="button" className={styles.approve} onClick={() => void act('approve')} disabled={isLoading}>
              承認して掲載
            </button>
            <button type="button" onClick={() => void act('send-back')} disabled={isLoading}>
              差し戻す
            </button>
            <button type="button" className={styles.suspend} onClick={() => void act('suspend')} disabled={isLoading}>
              掲載を停止
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
