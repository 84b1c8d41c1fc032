import type { StaffUserListItem } from '@akiya/contracts';
import page from '../../../components/staff-page.module.css';

/** The state chips of an account: staff, disabled, withdrawn, address not verified. */
export function UserBadges({ user }: { user: Pick<StaffUserListItem, 'role' | 'disabled' | 'withdrawnAt' | 'emailVerified'> }) {
  return (
    <>
      {user.role === 'staff' ? <span className={page.chip}>スタッフ</span> : null}
      {user.disabled ? <span className={`${page.chip} ${page.alert}`}>無効</span> : null}
      {user.withdrawnAt ? <span className={`${page.chip} ${page.alert}`}>退会済み</span> : null}
      {!user.emailVerified ? <span className={page.chip}>メール未確認</span> : null}
    </>
  );
}
