import { Link } from 'react-router-dom';
import { Card, selectUser, useAppSelector } from '@akiya/shared-ui';
import styles from './staff-links.module.css';

/** The staff screens (404 for everyone else); listed on the my-page home for staff only. */
export const STAFF_LINKS = [
  { to: '/my-page/staff/review', label: '投稿の審査' },
  { to: '/my-page/staff/messages', label: '会員へのメッセージ・お知らせ' },
  { to: '/my-page/staff/editorial', label: '記事・お知らせ・Q&Aの編集' },
  { to: '/my-page/staff/partners', label: '応援団の管理' },
] as const;

export function StaffLinks() {
  const staff = useAppSelector(selectUser)?.is_staff === true;
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
          </li>
        ))}
      </ul>
    </Card>
  );
}
