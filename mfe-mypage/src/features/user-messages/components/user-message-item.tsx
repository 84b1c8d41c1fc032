import { useId } from 'react';
import { formatDateTime } from '../../../utils/format-date';
import type { UserMessage } from '../api/user-messages-api';
import { OPERATOR_NAME, USER_MESSAGE_TEXTS as T } from '../user-message-limits';
import styles from './user-messages.module.css';

function firstLine(body: string): string {
  return body.split('\n').find((l) => l.trim() !== '') ?? '';
}

/**
 * One message. An operator message is a disclosure: closed it shows the first line, opening it shows
 * the whole text (as text, never HTML) and reports it read. The user's own replies are always open.
 */
export function UserMessageItem({
  message,
  unread,
  open,
  onToggle,
}: {
  message: UserMessage;
  unread: boolean;
  open: boolean;
  onToggle: (message: UserMessage) => void;
}) {
  const id = useId();
  const from = message.from_operator ? OPERATOR_NAME : T.you;
  const head = (
    <span className={styles.head}>
      <span className={styles.from}>{from}</span>
      <time className={styles.date} dateTime={message.created_at}>
        {formatDateTime(message.created_at)}
      </time>
      {unread ? <span className={styles.chip}>{T.unread}</span> : null}
    </span>
  );

  if (!message.from_operator) {
    return (
      <article className={`${styles.item} ${styles.own}`} aria-label={`${from}のメッセージ`}>
        {head}
        <p className={styles.body}>{message.body}</p>
      </article>
    );
  }

  return (
    <article className={`${styles.item} ${unread ? styles.unread : ''}`} aria-label={`${from}からのメッセージ`}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-body`} onClick={() => onToggle(message)}>
        {head}
        {open ? null : <span className={styles.preview}>{firstLine(message.body)}</span>}
      </button>
      <p id={`${id}-body`} className={styles.body} hidden={!open}>
        {message.body}
      </p>
    </article>
  );
}
