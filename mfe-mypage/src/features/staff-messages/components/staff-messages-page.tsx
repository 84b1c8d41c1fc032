import { useId } from 'react';
import { apiErrorMessage, NotFoundPage, QueryError, REFETCH_STALE_S, Spinner } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { FIRST_REVIEW_STATUS, useGetReviewQueueQuery } from '../../../api/staff-review-api';
import { STAFF_MESSAGE_TEXTS as T } from '../staff-message-texts';
import { TopicForm } from './topic-form';
import { UserMessageForm } from './user-message-form';
import styles from './staff-messages.module.css';

function statusOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
}

/**
 * /my-page/staff/messages: staff write to a user and publish topics. Whether the caller is staff is
 * asked of a staff-only API (the review queue, 404 for everyone else); a non-staff user gets the 404
 * page, like the API.
 */
export function StaffMessagesPage() {
  const userHeading = useId();
  const topicHeading = useId();
  const { data, error, refetch, isFetching } = useGetReviewQueueQuery(FIRST_REVIEW_STATUS, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const code = statusOf(error);
  if (code === 404 || code === 401 || code === 403) return <NotFoundPage />;
  if (error) {
    return (
      <SectionPage title={T.title}>
        <QueryError message={apiErrorMessage(error)} onRetry={isFetching ? undefined : () => void refetch()} />
      </SectionPage>
    );
  }
  if (!data) {
    return (
      <div className={styles.loading}>
        <Spinner label="読み込み中" />
      </div>
    );
  }
  return (
    <SectionPage title={T.title} lead={T.lead}>
      <div className={styles.forms}>
        <UserMessageForm headingId={userHeading} />
        <TopicForm headingId={topicHeading} />
      </div>
    </SectionPage>
  );
}
