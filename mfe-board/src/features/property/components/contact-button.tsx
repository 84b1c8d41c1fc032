import { Link } from 'react-router-dom';
import { ROOT_TYPES, formatMessage } from '@akiya/contracts';
import { Button, buttonClass } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import type { PropertyDetail } from '../api/property-api';
import styles from './contact-button.module.css';

/** Why enquiries are closed, or null when the listing accepts them. */
export function contactClosedReason(listing: PropertyDetail): string | null {
  if (listing.is_suspension) return BOARD_TEXTS.contactSuspended;
  if (listing.reception === false) {
    return formatMessage(BOARD_TEXTS.contactClosed, { status: ROOT_TYPES[listing.root_type] ?? BOARD_TEXTS.suspended });
  }
  return null;
}

/** この物件について問い合わせる → /contact/project/{id}; disabled with the reason while enquiries are closed. */
export function ContactButton({ listing }: { listing: PropertyDetail }) {
  const reason = contactClosedReason(listing);
  if (reason) {
    return (
      <div className={styles.closed}>
        <Button className={styles.wide} disabled aria-describedby="contact-closed-reason">
          {BOARD_TEXTS.contact}
        </Button>
        <p id="contact-closed-reason" className={styles.reason}>
          {reason}
        </p>
      </div>
    );
  }
  return (
    <Link to={`/contact/project/${listing.id}`} className={`${buttonClass('primary')} ${styles.wide}`}>
      {BOARD_TEXTS.contact}
    </Link>
  );
}
