import { Link } from 'react-router-dom';
import { Card, selectUser, useAppSelector } from '@akiya/shared-ui';
import { useGetStaffInboxUnreadQuery } from '../../../api/staff-inbox-api';
import { UnreadBadge } from '../../../components/unread-badge';
import styles from './staff-links.module.css';

/** The staff screens (404 for everyone else); listed on the my-page home for staff only. */
export const STAFF_LINKS = [
  { to: '/my-page/staff/inbox', label: '受信箱（お問い合わせ・再掲載依頼・会員の返信）' },
  { to: '/my-page/staff/review', label: '投稿の審査' },
  { to: '/my-page/staff/messages', label: '会員へのメッセージ・お知らせ' },
  { to: '/my-page/staff/editorial', label: '記事・お知らせ・Q&Aの編集' },
  { to: '/my-page/staff/partners', label: '応援団の管理' },
  { to: '/my-page/staff/users', label: '会員の管理' },
  { to: '/my-page/staff/audit', label: 'スタッフの操作履歴' },
  { to: '/my-page/staff/akiyabank', label: '空き家バンクの自治体' },
] as const;

export function StaffLinks() {
  const staff = useAppSelector(selectUser)?.is_staff === true;
  // The inbox's unread count (refreshed by the realtime event of a new item).
  const unread = useGetStaffInboxUnreadQuery(undefined, { skip: !staff }).data?.unread ?? 0;
  if (!staff) return null;
  return (
    <Card as="section" aria-labelledby="staff-links-heading" className={styles.card}>
      <h2 id="staff-links-heading" className={styles.heading}>
        スタッフ用
      </h2>
      <ul className={styles.links}>
        {STAFF_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
            {link.to === '/my-page/staff/inbox' ? <UnreadBadge count={unread} /> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
