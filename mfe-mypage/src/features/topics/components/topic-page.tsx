import { useParams, Link } from 'react-router-dom';
import { apiErrorStatus, NotFoundPage, QueryError, Spinner } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { formatDate } from '../../../utils/format-date';
import { idOf } from '../../../utils/route-params';
import { useGetTopicQuery } from '../api/topics-api';
import { TOPIC_TEXTS as T } from '../topics-texts';
import styles from './topics.module.css';

/** /my-page/topics/:id — one operator notice: title, date and the body as plain text; unknown id → 404 page. */
export function TopicPage() {
  const id = idOf(useParams().id);
  const { data, isLoading, error, isFetching, refetch } = useGetTopicQuery(id);

  if (isLoading) return <Spinner />;
  if (error && apiErrorStatus(error) === 404) return <NotFoundPage />;
  if (!data) {
    return (
      <SectionPage title={T.cardTitle}>
        <QueryError message={T.loadFailed} onRetry={isFetching ? undefined : () => void refetch()} />
      </SectionPage>
    );
  }
  return (
    <SectionPage title={data.title}>
      <article className={styles.article} aria-label={data.title}>
        <time className={styles.date} dateTime={data.published_at}>
          {formatDate(data.published_at)}
        </time>
        <p className={styles.body}>{data.body}</p>
        <Link className={styles.back} to="/my-page">
          {T.back}
        </Link>
      </article>
    </SectionPage>
  );
}
