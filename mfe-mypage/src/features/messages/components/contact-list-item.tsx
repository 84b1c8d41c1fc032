import { Link } from 'react-router-dom';
import type { ContactListItem } from '@akiya/contracts';
import { formatDate } from '../../../utils/format-date';
import { StatusChips } from './status-chips';
import styles from './messages.module.css';

/** One enquiry in a list: property, other party, status chips, unread mark, last message. */
export function ContactListRow({ contact, unread }: { contact: ContactListItem; unread: number }) {
  const side = contact.is_seller ? '届いた問い合わせ' : '問い合わせた物件';
  return (
    <li>
      <Link
        to={`/my-page/messages/${contact.contact_id}`}
        className={`${styles.item} ${unread > 0 ? styles.itemUnread : ''}`}
        data-testid="contact-row"
      >
        {contact.property.cover_image ? (
          <img className={styles.thumb} src={contact.property.cover_image} alt="" loading="lazy" />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <span className={styles.itemBody}>
          <span className={styles.itemTitle}>{contact.property.title}</span>
          <span className={styles.meta}>
            <StatusChips contact={contact} />
            {unread > 0 ? <span className={styles.unreadMark}>{`未読${unread}件`}</span> : null}
            <span className={styles.side}>{side}</span>
          </span>
          <span className={styles.meta}>
            <span>{`${contact.is_seller ? '問い合わせた方' : '売主'}：${contact.other_user.name}`}</span>
            <span>{`問い合わせ日：${formatDate(contact.post_date)}`}</span>
          </span>
          {contact.last_message ? <span className={styles.lastMessage}>{contact.last_message.body}</span> : null}
        </span>
      </Link>
    </li>
  );
}
