import { Link } from 'react-router-dom';
import { Card } from '@akiya/shared-ui';
import { PublishedDate } from './published-date';
import styles from './editorial.module.css';

interface EntryCardProps {
  /** The entry's page. */
  to: string;
  title: string;
  publishedAt: string | null;
  /** The entry's category, shown next to the date (news items have one, Q&A none). */
  badge?: string;
  excerpt: string;
  'data-testid': string;
}

/** One news item or Q&A in a list: title, date (and category) and excerpt, linking to the entry. */
export function EntryCard({ to, title, publishedAt, badge, excerpt, 'data-testid': testId }: EntryCardProps) {
  return (
    <Card as="li" data-testid={testId}>
      <Link className={styles.cardLink} to={to}>
        <h2 className={styles.cardTitle}>{title}</h2>
        <p className={styles.meta}>
          <PublishedDate iso={publishedAt} />
          {badge !== undefined ? <span className={styles.badge}>{badge}</span> : null}
        </p>
        <p className={styles.excerpt}>{excerpt}</p>
      </Link>
    </Card>
  );
}
