import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@akiya/shared-ui';
import { UnreadBadge } from '../../../components/unread-badge';
import { formatDate } from '../../../utils/format-date';
import { useGetAllContactsQuery } from '../../../api/deals-api';
import { countIds } from '../../../utils/unread';
import { useGetTopicsQuery } from '../api/topics-api';
import { TOPIC_TEXTS as T } from '../topics-texts';
import styles from './topics.module.css';

/** /my-page: the link to the operator thread (with its unread count) and the newest topics. */
export function TopicsCard() {
  const headingId = useId();
  const { data, isLoading, isError, isFetching, refetch } = useGetTopicsQuery();
  const { data: contacts } = useGetAllContactsQuery();
  const unread = countIds(contacts?.noReadUserMessageIds);
  const items = Array.isArray(data?.items) ? data.items.slice(0, T.cardSize) : [];

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {T.cardTitle}
      </h2>
      <Link className={styles.operator} to="/my-page/user/messages">
        <span>{T.operatorLink}</span>
        <UnreadBadge count={unread} />
      </Link>
      {isLoading ? (
        <Spinner />
      ) : isError && !data ? (
        // A quiet notice: the card is secondary on the home page (no alert role).
        <p className={styles.error}>
          {T.loadFailed}
          <button type="button" className={styles.retry} onClick={() => void refetch()} disabled={isFetching}>
            再読み込み
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{T.empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((t) => (
            <li key={t.id}>
              <Link className={styles.link} to={`/my-page/topics/${t.id}`}>
                <span className={styles.linkTitle}>{t.title}</span>
                <time className={styles.date} dateTime={t.published_at}>
                  {formatDate(t.published_at)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
