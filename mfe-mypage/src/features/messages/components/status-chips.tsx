import type { ContactListItem } from '@akiya/contracts';
import styles from './messages.module.css';

/** The root name (商談中, 契約中 …) and the detailed status (内覧確定後 …) of one enquiry. */
export function StatusChips({ contact }: { contact: Pick<ContactListItem, 'status_name' | 'contact_status'> }) {
  return (
    <>
      <span className={`${styles.chip} ${styles.chipRoot}`} data-testid="status-name">
        {contact.status_name}
      </span>
      {contact.contact_status !== contact.status_name ? (
        <span className={styles.chip} data-testid="contact-status">
          {contact.contact_status}
        </span>
      ) : null}
    </>
  );
}
