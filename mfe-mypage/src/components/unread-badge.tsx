import { capBadge } from '@akiya/contracts';
import styles from './unread-badge.module.css';

/** Unread count badge (capped at 99 by contracts' capBadge); renders nothing when there is nothing unread. */
export function UnreadBadge({ count }: { count: number }) {
  const text = capBadge(count);
  if (!text) return null;
  return (
    <span className={styles.badge} data-testid="unread-badge">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">（未読 {text}件）</span>
    </span>
  );
}
