import { Link } from 'react-router-dom';
import { CHECK_NAME_ADDRESS_NEEDED, MESSAGES, PROFILE_ALERT_STATUS } from '@akiya/contracts';
import { useAppSelector, useGetBaseDataQuery, Icon } from '@akiya/shared-ui';
import { selectContacts } from '../../../store/select-contacts';
import { useDismissProfileAlertMutation } from '../api/profile-alert-api';
import styles from './profile-alert.module.css';

/**
 * Profile alert (docs/product.md §4): shown when the user's name/address need checking (check_name_address
 * '要確認'), the alert was not dismissed, and a contact in status 商談開始前 exists. Its button leads
 * to the change request form of that contact; closing it is remembered by the server.
 */
export function ProfileAlert() {
  const { data } = useGetBaseDataQuery();
  const contacts = useAppSelector(selectContacts);
  const [dismiss] = useDismissProfileAlertMutation();

  const user = data?.user;
  if (!user || user.check_name_address !== CHECK_NAME_ADDRESS_NEEDED || data.profileAlertDismissed) return null;
  const contact = contacts.find((c) => c.contact_status === PROFILE_ALERT_STATUS);
  if (!contact) return null;

  return (
    <section className={styles.alert} aria-label="登録情報の確認のお願い" data-testid="profile-alert">
      <p className={styles.text}>{MESSAGES.profileAlert}</p>
      <Link className={styles.button} to={`/my-page/profile/update?id=${contact.contact_id}`}>
        {MESSAGES.profileAlertButton}
      </Link>
      <button type="button" className={styles.close} aria-label="このお知らせを閉じる" onClick={() => void dismiss()}>
        <Icon name="close" size={22} />
      </button>
    </section>
  );
}
