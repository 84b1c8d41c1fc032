import { useId } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@akiya/contracts';
import { Button, Card, EmptyState, QueryStatus } from '@akiya/shared-ui';
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
  const topics = useGetTopicsQuery();
  const { data: contacts } = useGetAllContactsQuery();
  const unread = countIds(contacts?.noReadUserMessageIds);

  return (
    <Card as="section" className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {T.cardTitle}
      </h2>
      <Link className={styles.operator} to="/my-page/user/messages">
        <span>{T.operatorLink}</span>
        <UnreadBadge count={unread} />
      </Link>
      {topics.isError && !topics.data ? (
        // A quiet notice, not an alert: the card is secondary on the home page.
        <EmptyState text={T.loadFailed}>
          <Button variant="secondary" onClick={() => void topics.refetch()} disabled={topics.isFetching}>
            {MESSAGES.retry}
          </Button>
        </EmptyState>
      ) : (
        <QueryStatus
          query={topics}
          isEmpty={(data) => !Array.isArray(data.items) || data.items.length === 0}
          empty={<p className={styles.muted}>{T.empty}</p>}
        >
          {(data) => (
            <ul className={styles.list}>
              {data.items.slice(0, T.cardSize).map((t) => (
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
        </QueryStatus>
      )}
    </Card>
  );
}
