import { Link } from 'react-router-dom';
import { STAFF_AUDIT_TARGET_LABELS, staffAuditActionLabel, type StaffAuditItem } from '@akiya/contracts';
import { formatDateTime } from '../../../utils/format-date';
import { STAFF_USERS_PATH } from '../api/staff-users-api';
import page from '../../../components/staff-page.module.css';
import styles from './staff-users.module.css';

/** The target of an entry: a link to the user's page or the listing where there is one. */
function Target({ entry }: { entry: StaffAuditItem }) {
  const label = STAFF_AUDIT_TARGET_LABELS[entry.targetType] ?? entry.targetType;
  if (entry.targetId === null) return <>{label}</>;
  if (entry.targetType === 'user') return <Link to={`${STAFF_USERS_PATH}/${entry.targetId}`}>{`${label} #${entry.targetId}`}</Link>;
  if (entry.targetType === 'property') return <Link to={`/project/${entry.targetId}`}>{`${label} #${entry.targetId}`}</Link>;
  if (entry.targetType === 'inbox') return <Link to={`/my-page/staff/inbox/${entry.targetId}`}>{`${label} #${entry.targetId}`}</Link>;
  return <>{`${label} #${entry.targetId}`}</>;
}

/** Staff actions, newest first: when, who, what, on what, and the reason or detail. */
export function AuditEntries({ items, label }: { items: readonly StaffAuditItem[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((e) => (
        <li key={e.id} className={page.item} data-testid="audit-entry">
          <p className={page.itemTitle}>
            {staffAuditActionLabel(e.action)}
            <span className={page.chip}>
              <Target entry={e} />
            </span>
          </p>
          <p className={page.meta}>
            <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>・{e.actor.name || `ID ${e.actor.id}`}
            {e.actor.email ? `（${e.actor.email}）` : ''}
          </p>
          {e.detail ? <p className={page.meta}>{e.detail}</p> : null}
        </li>
      ))}
    </ul>
  );
}
