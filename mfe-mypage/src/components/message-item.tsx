import type { MessageAttachment } from '@akiya/contracts';
import { formatBytes } from '../utils/bytes';
import { formatDateTime } from '../utils/format-date';
import styles from './deal-thread.module.css';

/** What a thread shows of a message (a deal message or a consulting one; status names as display text). */
export interface ThreadMessageView {
  kind: 'text' | 'status';
  body: string;
  attachments: MessageAttachment[];
  status_from: string | null;
  status_to: string | null;
  created_at: string;
  read_at: string | null;
}

/** One message: text (rendered as text, line breaks kept by CSS) and its attachments; a status move as a timeline entry. */
export function MessageItem({ message, mine, otherName }: { message: ThreadMessageView; mine: boolean; otherName: string }) {
  if (message.kind === 'status') {
    return (
      <li className={styles.timelineEntry} data-testid="timeline-entry">
        <span className={styles.timelineDot} aria-hidden="true" />
        <div>
          <p className={styles.timelineTitle}>
            {message.status_from ? `${message.status_from} → ` : ''}
            <strong>{message.status_to ?? ''}</strong>
          </p>
          {message.body ? <p className={styles.text}>{message.body}</p> : null}
          <time className={styles.time} dateTime={message.created_at}>
            {formatDateTime(message.created_at)}
          </time>
        </div>
      </li>
    );
  }
  return (
    <li className={`${styles.message} ${mine ? styles.mine : styles.theirs}`} data-testid="message">
      <p className={styles.sender}>{mine ? 'あなた' : otherName}</p>
      <div className={styles.bubble}>
        {message.body ? <p className={styles.text}>{message.body}</p> : null}
        {message.attachments.length > 0 ? (
          <ul className={styles.attachments} aria-label="添付ファイル">
            {message.attachments.map((a) => (
              <li key={a.id}>
                <a href={a.url} target="_blank" rel="noopener noreferrer" className={styles.attachment}>
                  {a.mime.startsWith('image/') ? <img src={a.url} alt="" className={styles.attachmentThumb} loading="lazy" /> : null}
                  <span>{`${a.name}（${formatBytes(a.size)}）`}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <time className={styles.time} dateTime={message.created_at}>
        {formatDateTime(message.created_at)}
        {mine && message.read_at ? '　既読' : ''}
      </time>
    </li>
  );
}
