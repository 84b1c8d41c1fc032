import type { StaffUserListItem } from '@akiya/contracts';
import styles from './staff-users.module.css';

/** The state chips of an account: staff, disabled, withdrawn, address not verified. */
export function UserBadges({ user }: { user: Pick<StaffUserListItem, 'role' | 'disabled' | 'withdrawnAt' | 'emailVerified'> }) {
  return (
    <>
      {user.role === 'staff' ? <span className={styles.chip}>スタッフ</span> : null}
      {user.disabled ? <span className={`${styles.chip} ${styles.alert}`}>無効</span> : null}
      {user.withdrawnAt ? <span className={`${styles.chip} ${styles.alert}`}>退会済み</span> : null}
      {!user.emailVerified ? <span className={styles.chip}>メール未確認</span> : null}
    </>
  );
}
