import { Link } from 'react-router-dom';
import { staffEditorialPath, type StaffEditorialSection } from '@akiya/contracts';
import { selectUser, useAppSelector } from '@akiya/shared-ui';
import styles from './editorial.module.css';

/** For staff only (base data `user.is_staff`): a link from the page to its editor in the my-page. */
export function StaffEditLink({ section, id }: { section: StaffEditorialSection; id: number }) {
  const staff = useAppSelector(selectUser)?.is_staff === true;
  if (!staff) return null;
  return (
    <p className={styles.staffEdit}>
      <Link to={staffEditorialPath(section, id)}>この記事を編集する（スタッフ）</Link>
    </p>
  );
}
