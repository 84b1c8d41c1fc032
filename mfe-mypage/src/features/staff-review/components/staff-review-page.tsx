import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MODERATION_LABELS, MODERATION_STATUSES, type ModerationStatus } from '@akiya/contracts';
import { apiErrorMessage, EmptyState, NotFoundPage, QueryError, REFETCH_STALE_S, Spinner } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { FIRST_REVIEW_STATUS, useGetReviewQueueQuery } from '../../../api/staff-review-api';
import { ReviewCard } from './review-card';
import styles from './staff-review.module.css';

function statusOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
}

/**
 * /my-page/staff/review: the staff review queue. The API answers 404 to everyone but staff, and so
 * does this page (it does not reveal itself to a normal user).
 */
export function StaffReviewPage() {
  const [status, setStatus] = useState<ModerationStatus>(FIRST_REVIEW_STATUS);
  const { data, error, isFetching, refetch } = useGetReviewQueueQuery(status, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const code = statusOf(error);
  if (code === 404 || code === 401) return <NotFoundPage />;

  return (
    <SectionPage
      title="投稿の審査"
      lead={
        <>
          <Link to="/my-page/staff/messages">事務局メッセージの送信</Link>
          {'　'}
          <Link to="/my-page/staff/consulting">コンサルティングの受付</Link>
        </>
      }
    >
      <div className={styles.tabs} role="group" aria-label="表示する状態">
        {MODERATION_STATUSES.map((s) => (
          <button key={s} type="button" aria-pressed={s === status} onClick={() => setStatus(s)} className={s === status ? styles.tabActive : styles.tab}>
            {MODERATION_LABELS[s]}
          </button>
        ))}
        <button type="button" className={styles.tab} onClick={() => void refetch()} disabled={isFetching}>
          一覧を更新
        </button>
      </div>
      {error ? (
        <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />
      ) : !data || (isFetching && data.items.length === 0) ? (
        <Spinner label="読み込み中" />
      ) : data.items.length === 0 ? (
        <EmptyState text={`「${MODERATION_LABELS[status]}」の物件はありません。`} />
      ) : (
        <div className={styles.list}>
          {data.items.map((item) => (
            <ReviewCard key={`${item.id}-${item.updated_at}`} item={item} />
          ))}
        </div>
      )}
    </SectionPage>
  );
}
